import type { Schema, Struct } from '@strapi/strapi';

export interface FigureFeePolicy extends Struct.ComponentSchema {
  collectionName: 'components_figure_fee_policies';
  info: {
    description: '\u0645\u0627 \u062A\u0646\u0634\u0631\u0647 \u0627\u0644\u062C\u0627\u0645\u0639\u0629 \u0639\u0646 \u062A\u063A\u064A\u0651\u0631 \u0627\u0644\u0645\u0635\u0631\u0648\u0641\u0627\u062A: \u0646\u0633\u0628\u0629 \u0627\u0644\u0632\u064A\u0627\u062F\u0629 \u0627\u0644\u0633\u0646\u0648\u064A\u0629\u060C \u0648\u0627\u0644\u0631\u0633\u0648\u0645 \u0627\u0644\u062A\u064A \u062A\u064F\u062F\u0641\u0639 \u0645\u0631\u0629 \u0648\u0627\u062D\u062F\u0629 \u0623\u0648 \u0643\u0644 \u0639\u0627\u0645\u060C \u0648\u0645\u0635\u062F\u0631 \u0630\u0644\u0643';
    displayName: '\u0633\u064A\u0627\u0633\u0629 \u0627\u0644\u0645\u0635\u0631\u0648\u0641\u0627\u062A';
    icon: 'priceTag';
  };
  attributes: {
    annual_increase_percent: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    increase_kind: Schema.Attribute.Enumeration<['cap', 'stated']>;
    note: Schema.Attribute.Text;
    one_time_fees: Schema.Attribute.JSON;
    source: Schema.Attribute.Component<'figure.source', false>;
    yearly_fees: Schema.Attribute.JSON;
  };
}

export interface FigureSource extends Struct.ComponentSchema {
  collectionName: 'components_figure_sources';
  info: {
    description: '\u0645\u0646 \u0623\u064A\u0646 \u062C\u0627\u0621 \u0627\u0644\u0631\u0642\u0645 \u0648\u0644\u0623\u064A \u0639\u0627\u0645 \u062F\u0631\u0627\u0633\u064A: \u0627\u0644\u0631\u0627\u0628\u0637 \u0648\u0646\u0648\u0639 \u0627\u0644\u0645\u0635\u062F\u0631 \u0648\u0627\u0644\u0639\u0627\u0645 \u0648\u0627\u0644\u0648\u062D\u062F\u0629';
    displayName: '\u0645\u0635\u062F\u0631 \u0627\u0644\u0631\u0642\u0645';
    icon: 'link';
  };
  attributes: {
    academic_year: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    as_of: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    kind: Schema.Attribute.Enumeration<['university', 'council', 'news', 'third_party', 'staff']>;
    note: Schema.Attribute.Text;
    unit: Schema.Attribute.Enumeration<['year', 'semester', 'credit_hour']>;
    unit_stated: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    url: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
  };
}

export interface SiteFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_site_faq_item';
  info: {
    displayName: '\u0633\u0624\u0627\u0644 \u0634\u0627\u0626\u0639';
    icon: 'bulletList';
  };
  attributes: {
    answer: Schema.Attribute.Text & Schema.Attribute.Required;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SiteSocialLinks extends Struct.ComponentSchema {
  collectionName: 'components_site_social_links';
  info: {
    displayName: '\u0631\u0648\u0627\u0628\u0637 \u0627\u0644\u062A\u0648\u0627\u0635\u0644';
    icon: 'bulletList';
  };
  attributes: {
    email: Schema.Attribute.String;
    facebook: Schema.Attribute.String;
    instagram: Schema.Attribute.String;
    linkedin: Schema.Attribute.String;
    tiktok: Schema.Attribute.String;
    whatsapp: Schema.Attribute.String;
    youtube: Schema.Attribute.String;
  };
}

export interface SiteStatistic extends Struct.ComponentSchema {
  collectionName: 'components_site_statistic';
  info: {
    displayName: '\u0625\u062D\u0635\u0627\u0626\u064A\u0629';
    icon: 'bulletList';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    suffix: Schema.Attribute.String & Schema.Attribute.DefaultTo<'+'>;
    value: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'figure.fee-policy': FigureFeePolicy;
      'figure.source': FigureSource;
      'site.faq-item': SiteFaqItem;
      'site.social-links': SiteSocialLinks;
      'site.statistic': SiteStatistic;
    }
  }
}
