import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> &
      Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAccountAuthCode extends Struct.CollectionTypeSchema {
  collectionName: 'auth_codes';
  info: {
    description: '\u0631\u0645\u0648\u0632 \u0627\u0644\u062A\u062D\u0642\u0642 \u0648\u0627\u0633\u062A\u0639\u0627\u062F\u0629 \u0643\u0644\u0645\u0629 \u0627\u0644\u0645\u0631\u0648\u0631 (\u0645\u062E\u0632\u0646\u0629 \u0645\u0634\u0641\u0631\u0629\u060C \u0635\u0627\u0644\u062D\u0629 \u0633\u0627\u0639\u0629\u060C \u0627\u0633\u062A\u062E\u062F\u0627\u0645 \u0648\u0627\u062D\u062F)';
    displayName: '\u0631\u0645\u0632 \u062A\u062D\u0642\u0642';
    pluralName: 'auth-codes';
    singularName: 'auth-code';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    hash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.auth-code'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    purpose: Schema.Attribute.Enumeration<['verify', 'reset']> & Schema.Attribute.Required;
    revokedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    usedAt: Schema.Attribute.DateTime;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiAccountAuthRateLimit extends Struct.CollectionTypeSchema {
  collectionName: 'auth_rate_limits';
  info: {
    description: '\u0639\u062F\u0627\u062F\u0627\u062A \u062A\u062D\u062F\u064A\u062F \u0645\u0639\u062F\u0644 \u0637\u0644\u0628\u0627\u062A \u0627\u0644\u062F\u062E\u0648\u0644 \u0648\u0627\u0644\u062A\u0633\u062C\u064A\u0644 \u0648\u0627\u0644\u0631\u0645\u0648\u0632\u060C \u0644\u0643\u0644 \u0639\u0646\u0648\u0627\u0646 \u0648\u0644\u0643\u0644 \u0628\u0631\u064A\u062F\u060C \u0641\u064A \u0646\u0627\u0641\u0630\u0629 \u0632\u0645\u0646\u064A\u0629';
    displayName: '\u0639\u062F\u0627\u062F \u0645\u062D\u0627\u0648\u0644\u0627\u062A \u0627\u0644\u062F\u062E\u0648\u0644';
    pluralName: 'auth-rate-limits';
    singularName: 'auth-rate-limit';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    count: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    key: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.auth-rate-limit'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAdAnalyticsEventAdAnalyticsEvent extends Struct.CollectionTypeSchema {
  collectionName: 'ad_analytics_events';
  info: {
    description: '\u0638\u0647\u0648\u0631 \u0648\u0646\u0642\u0631\u0627\u062A \u0627\u0644\u0625\u0639\u0644\u0627\u0646\u0627\u062A';
    displayName: '\u062D\u062F\u062B \u0625\u0639\u0644\u0627\u0646';
    pluralName: 'ad-analytics-events';
    singularName: 'ad-analytics-event';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['show', 'click']> & Schema.Attribute.Required;
    ad: Schema.Attribute.Relation<'manyToOne', 'api::ad.ad'>;
    browser: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceType: Schema.Attribute.Enumeration<['desktop', 'mobile']>;
    ipAddress: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    isLoggedIn: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::ad-analytics-event.ad-analytics-event'> &
      Schema.Attribute.Private;
    os: Schema.Attribute.String;
    page: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    timeOnPage: Schema.Attribute.BigInteger;
    timestamp: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userAgent: Schema.Attribute.Text;
    userId: Schema.Attribute.String;
  };
}

export interface ApiAdAd extends Struct.CollectionTypeSchema {
  collectionName: 'ads';
  info: {
    description: '\u0625\u0639\u0644\u0627\u0646\u0627\u062A \u0645\u0646\u0628\u062B\u0642\u0629';
    displayName: '\u0625\u0639\u0644\u0627\u0646';
    pluralName: 'ads';
    singularName: 'ad';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ctalink: Schema.Attribute.Text & Schema.Attribute.Required;
    ctaText: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    currentClicks: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    currentShows: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    endDate: Schema.Attribute.DateTime;
    events: Schema.Attribute.Relation<'oneToMany', 'api::ad-analytics-event.ad-analytics-event'>;
    features: Schema.Attribute.JSON;
    image: Schema.Attribute.Media<'images'>;
    image_path: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::ad.ad'> & Schema.Attribute.Private;
    priority: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    publishedAt: Schema.Attribute.DateTime;
    startDate: Schema.Attribute.DateTime & Schema.Attribute.Required;
    targetAudience: Schema.Attribute.Enumeration<['all', 'logged_in', 'not_logged_in']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'all'>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAdminLogEntryAdminLogEntry extends Struct.CollectionTypeSchema {
  collectionName: 'admin_log_entries';
  info: {
    description: '\u0643\u0644 \u062A\u0639\u062F\u064A\u0644 \u064A\u062C\u0631\u064A\u0647 \u0641\u0631\u064A\u0642 \u0627\u0644\u0625\u062F\u0627\u0631\u0629';
    displayName: '\u0633\u062C\u0644 \u0627\u0644\u0639\u0645\u0644\u064A\u0627\u062A';
    pluralName: 'admin-log-entries';
    singularName: 'admin-log-entry';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['view', 'add', 'edit', 'delete']> & Schema.Attribute.Required;
    adminId: Schema.Attribute.String;
    adminName: Schema.Attribute.String;
    adminType: Schema.Attribute.String;
    afterEdit: Schema.Attribute.JSON;
    beforeEdit: Schema.Attribute.JSON;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::admin-log-entry.admin-log-entry'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    target: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    targetType: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    timestamp: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAdmissionDeadlineAdmissionDeadline extends Struct.CollectionTypeSchema {
  collectionName: 'admission_deadlines';
  info: {
    description: '\u0622\u062E\u0631 \u0645\u0648\u0639\u062F \u0644\u0644\u062A\u0642\u062F\u064A\u0645: \u064A\u0648\u0645/\u0634\u0647\u0631/\u0633\u0646\u0629 \u0623\u0648 \u0644\u0645 \u064A\u062D\u062F\u062F\u061B \u0648\u0628\u062F\u0621 \u0627\u0644\u062A\u0642\u062F\u064A\u0645 \u0648\u0627\u0644\u0623\u0648\u0631\u0627\u0642 \u0648\u0627\u0644\u0627\u062E\u062A\u0628\u0627\u0631\u0627\u062A \u0628\u0645\u0635\u062F\u0631\u0647\u0627';
    displayName: '\u0645\u0648\u0639\u062F \u0627\u0644\u062A\u0642\u062F\u064A\u0645';
    pluralName: 'admission-deadlines';
    singularName: 'admission-deadline';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    Arabenglish_fifthYear_deadline: Schema.Attribute.String;
    Arabenglish_firstYear_deadline: Schema.Attribute.String;
    Arabenglish_fourthYear_deadline: Schema.Attribute.String;
    Arabenglish_secondYear_deadline: Schema.Attribute.String;
    Arabenglish_thirdYear_deadline: Schema.Attribute.String;
    azhar_fifthYear_deadline: Schema.Attribute.String;
    azhar_firstYear_deadline: Schema.Attribute.String;
    azhar_fourthYear_deadline: Schema.Attribute.String;
    azhar_secondYear_deadline: Schema.Attribute.String;
    azhar_thirdYear_deadline: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::admission-deadline.admission-deadline'> &
      Schema.Attribute.Private;
    opening_date: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    panel_title: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    required_documents: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 4000;
      }>;
    required_tests: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 4000;
      }>;
    steps_source: Schema.Attribute.Component<'figure.source', false>;
    thanwyaa_fifthYear_deadline: Schema.Attribute.String;
    thanwyaa_firstYear_deadline: Schema.Attribute.String;
    thanwyaa_fourthYear_deadline: Schema.Attribute.String;
    thanwyaa_secondYear_deadline: Schema.Attribute.String;
    thanwyaa_thirdYear_deadline: Schema.Attribute.String;
    transfer_deadline: Schema.Attribute.String;
    university: Schema.Attribute.Relation<'oneToOne', 'api::university.university'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    wafdeen_deadline: Schema.Attribute.String;
  };
}

export interface ApiAdmissionFloorAdmissionFloor extends Struct.CollectionTypeSchema {
  collectionName: 'admission_floors';
  info: {
    description: '\u062C\u062F\u0648\u0644 \u0645\u062C\u0644\u0633\u064A \u0627\u0644\u062C\u0627\u0645\u0639\u0627\u062A \u0627\u0644\u062E\u0627\u0635\u0629 \u0648\u0627\u0644\u0623\u0647\u0644\u064A\u0629: \u0639\u0627\u0645 \u062F\u0631\u0627\u0633\u064A \u00D7 \u0645\u062C\u0645\u0648\u0639\u0629 \u0634\u0647\u0627\u062F\u0627\u062A \u00D7 \u0641\u0626\u0629 \u0627\u0644\u062C\u0627\u0645\u0639\u0629 \u00D7 \u0645\u062C\u0645\u0648\u0639\u0629 \u0627\u0644\u0643\u0644\u064A\u0627\u062A';
    displayName: '\u0627\u0644\u062D\u062F \u0627\u0644\u0623\u062F\u0646\u0649 \u0644\u0644\u062A\u0642\u062F\u0645 (\u0642\u0631\u0627\u0631 \u0627\u0644\u0645\u062C\u0644\u0633\u064A\u0646)';
    pluralName: 'admission-floors';
    singularName: 'admission-floor';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    academic_year: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    certificate_group: Schema.Attribute.Enumeration<['thanaweya_azhar', 'equivalent']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'thanaweya_azhar'>;
    conflicts: Schema.Attribute.JSON;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    faculty_group: Schema.Attribute.Enumeration<['MED', 'DENT', 'PT', 'PHARM', 'VET', 'ENG', 'CS', 'BASIC', 'HUM']> &
      Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::admission-floor.admission-floor'> &
      Schema.Attribute.Private;
    note: Schema.Attribute.Text;
    only_universities: Schema.Attribute.JSON;
    percent: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    sources: Schema.Attribute.Component<'figure.source', true>;
    tier: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAdmissionStatusAdmissionStatus extends Struct.CollectionTypeSchema {
  collectionName: 'admission_statuses';
  info: {
    description: '\u062D\u0627\u0644\u0629 \u0627\u0644\u062A\u0642\u062F\u064A\u0645 \u0644\u0643\u0644 \u0645\u0633\u0627\u0631 \u0648\u0633\u0646\u0629';
    displayName: '\u062D\u0627\u0644\u0629 \u0627\u0644\u062A\u0642\u062F\u064A\u0645';
    pluralName: 'admission-statuses';
    singularName: 'admission-status';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    Arabenglish_fifthYear_status: Schema.Attribute.String;
    Arabenglish_firstYear_status: Schema.Attribute.String;
    Arabenglish_fourthYear_status: Schema.Attribute.String;
    Arabenglish_secondYear_status: Schema.Attribute.String;
    Arabenglish_thirdYear_status: Schema.Attribute.String;
    azhar_fifthYear_status: Schema.Attribute.String;
    azhar_firstYear_status: Schema.Attribute.String;
    azhar_fourthYear_status: Schema.Attribute.String;
    azhar_secondYear_status: Schema.Attribute.String;
    azhar_thirdYear_status: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    index: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::admission-status.admission-status'> &
      Schema.Attribute.Private;
    panel_title: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    thanwyaa_fifthYear_status: Schema.Attribute.String;
    thanwyaa_firstYear_status: Schema.Attribute.String;
    thanwyaa_fourthYear_status: Schema.Attribute.String;
    thanwyaa_secondYear_status: Schema.Attribute.String;
    thanwyaa_thirdYear_status: Schema.Attribute.String;
    transfer_status: Schema.Attribute.String;
    university: Schema.Attribute.Relation<'oneToOne', 'api::university.university'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    wafdeen_status: Schema.Attribute.String;
  };
}

export interface ApiAlertsUniversityFollow extends Struct.CollectionTypeSchema {
  collectionName: 'university_follows';
  info: {
    description: '\u062C\u0627\u0645\u0639\u0629 \u064A\u062A\u0627\u0628\u0639\u0647\u0627 \u0645\u0633\u062A\u062E\u062F\u0645 \u0644\u062A\u0635\u0644\u0647 \u062A\u0646\u0628\u064A\u0647\u0627\u062A \u0627\u0644\u062A\u0642\u062F\u064A\u0645 (\u062E\u0627\u0635\u0629 \u0628\u0635\u0627\u062D\u0628\u0647\u0627)';
    displayName: '\u0645\u062A\u0627\u0628\u0639\u0629 \u062C\u0627\u0645\u0639\u0629';
    pluralName: 'university-follows';
    singularName: 'university-follow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    follow_key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 140;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alerts.university-follow'> & Schema.Attribute.Private;
    mail_alerts: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    notified_at: Schema.Attribute.DateTime & Schema.Attribute.Private;
    notified_status: Schema.Attribute.JSON & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    university_code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiArticleArticle extends Struct.CollectionTypeSchema {
  collectionName: 'articles';
  info: {
    description: '\u0645\u0642\u0627\u0644\u0627\u062A \u0625\u0631\u0634\u0627\u062F\u064A\u0629';
    displayName: '\u0645\u0642\u0627\u0644';
    pluralName: 'articles';
    singularName: 'article';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    article_status: Schema.Attribute.Enumeration<['draft', 'published', 'archived']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'draft'>;
    category: Schema.Attribute.Enumeration<
      [
        'student_tips',
        'admission_guide',
        'study_abroad',
        'student_experiences',
        'university_comparison',
        'courses',
        'events_conferences',
        'careers_jobs',
      ]
    > &
      Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    details: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::article.article'> & Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    publishedAt: Schema.Attribute.DateTime;
    Short_name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    tag: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiContactMessageContactMessage extends Struct.CollectionTypeSchema {
  collectionName: 'contact_messages';
  info: {
    description: '\u0631\u0633\u0627\u0626\u0644 \u0635\u0641\u062D\u0629 \u062A\u0648\u0627\u0635\u0644 \u0645\u0639\u0646\u0627';
    displayName: '\u0631\u0633\u0627\u0644\u0629 \u062A\u0648\u0627\u0635\u0644';
    pluralName: 'contact-messages';
    singularName: 'contact-message';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contact-message.contact-message'> &
      Schema.Attribute.Private;
    message: Schema.Attribute.Text & Schema.Attribute.Required;
    message_status: Schema.Attribute.Enumeration<['pending', 'read', 'replied']> &
      Schema.Attribute.DefaultTo<'pending'>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    phone: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    response: Schema.Attribute.Text;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiDesireListDesireList extends Struct.CollectionTypeSchema {
  collectionName: 'desire_lists';
  info: {
    description: '\u0642\u0627\u0626\u0645\u0629 \u0631\u063A\u0628\u0627\u062A \u0645\u0633\u062A\u062E\u062F\u0645 (\u062E\u0627\u0635\u0629: \u0644\u0627 \u064A\u0642\u0631\u0624\u0647\u0627 \u0648\u0644\u0627 \u064A\u0643\u062A\u0628\u0647\u0627 \u0625\u0644\u0627 \u0635\u0627\u062D\u0628\u0647\u0627 \u0639\u0628\u0631 /api/desires)';
    displayName: '\u0642\u0627\u0626\u0645\u0629 \u0631\u063A\u0628\u0627\u062A';
    pluralName: 'desire-lists';
    singularName: 'desire-list';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    items: Schema.Attribute.JSON & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::desire-list.desire-list'> & Schema.Attribute.Private;
    owner_key: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiDormDorm extends Struct.CollectionTypeSchema {
  collectionName: 'dorms';
  info: {
    description: '\u062E\u064A\u0627\u0631 \u0633\u0643\u0646 \u0644\u062C\u0627\u0645\u0639\u0629\u060C \u0627\u0644\u0633\u0639\u0631 \u0644\u0643\u0644 \u0641\u0635\u0644 \u062F\u0631\u0627\u0633\u064A';
    displayName: '\u0633\u0643\u0646 \u062C\u0627\u0645\u0639\u064A';
    pluralName: 'dorms';
    singularName: 'dorm';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    index: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::dorm.dorm'> & Schema.Attribute.Private;
    panel_title: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    price: Schema.Attribute.String;
    price_wafdeen: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    university: Schema.Attribute.Relation<'manyToOne', 'api::university.university'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFacultyOfferingFacultyOffering extends Struct.CollectionTypeSchema {
  collectionName: 'faculty_offerings';
  info: {
    description: '\u0643\u0644\u064A\u0629 \u0623\u0648 \u0628\u0631\u0646\u0627\u0645\u062C \u062A\u0642\u062F\u0645\u0647 \u062C\u0627\u0645\u0639\u0629: \u0627\u0644\u0645\u0635\u0631\u0648\u0641\u0627\u062A \u0648\u0627\u0644\u062D\u062F \u0627\u0644\u0623\u062F\u0646\u0649 \u0644\u0644\u0642\u0628\u0648\u0644';
    displayName: '\u0643\u0644\u064A\u0629 / \u0628\u0631\u0646\u0627\u0645\u062C';
    pluralName: 'faculty-offerings';
    singularName: 'faculty-offering';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    Arabenglish_fifthYear_score: Schema.Attribute.String;
    Arabenglish_firstYear_score: Schema.Attribute.String;
    Arabenglish_fourthYear_score: Schema.Attribute.String;
    Arabenglish_secondYear_score: Schema.Attribute.String;
    Arabenglish_thirdYear_score: Schema.Attribute.String;
    azhar_fifthYear_score: Schema.Attribute.String;
    azhar_firstYear_score: Schema.Attribute.String;
    azhar_fourthYear_score: Schema.Attribute.String;
    azhar_secondYear_score: Schema.Attribute.String;
    azhar_thirdYear_score: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    evidence: Schema.Attribute.Enumeration<['operating', 'founding_decree']> & Schema.Attribute.DefaultTo<'operating'>;
    faculty: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    faculty_short: Schema.Attribute.Enumeration<
      [
        'MED',
        'DENT',
        'PT',
        'PHARM',
        'ENG',
        'VET',
        'CS',
        'NURS',
        'HS',
        'ART',
        'MEDIA',
        'ARCH',
        'LAW',
        'TOUR',
        'ECON',
        'CINE',
        'SCI',
        'BIOTECH',
        'EDU',
        'LANG',
        'SOCSCI',
        'AGRI',
        'POLY',
      ]
    > &
      Schema.Attribute.Required;
    fee_currency: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    fee_source: Schema.Attribute.Component<'figure.source', false>;
    fee_stated: Schema.Attribute.Text;
    feesEgyption: Schema.Attribute.String;
    feesEgyption2: Schema.Attribute.String;
    feesEgyption3: Schema.Attribute.String;
    feesEgyption4: Schema.Attribute.String;
    feesNatives: Schema.Attribute.String;
    feesNatives2: Schema.Attribute.String;
    feesNatives3: Schema.Attribute.String;
    feesNatives4: Schema.Attribute.String;
    guide_Url: Schema.Attribute.Text;
    index: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    listing_source: Schema.Attribute.Component<'figure.source', false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::faculty-offering.faculty-offering'> &
      Schema.Attribute.Private;
    normal_or_Dual: Schema.Attribute.Enumeration<['normal', 'dual']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'normal'>;
    panel_title: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    programs: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    score_source: Schema.Attribute.Component<'figure.source', false>;
    score_stated: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    section: Schema.Attribute.Enumeration<['science', 'math', 'scientific', 'literary', 'all', 'unknown']> &
      Schema.Attribute.Required;
    section_note: Schema.Attribute.Text;
    thanwyaa_fifthYear_score: Schema.Attribute.String;
    thanwyaa_firstYear_score: Schema.Attribute.String;
    thanwyaa_fourthYear_score: Schema.Attribute.String;
    thanwyaa_secondYear_score: Schema.Attribute.String;
    thanwyaa_thirdYear_score: Schema.Attribute.String;
    university: Schema.Attribute.Relation<'manyToOne', 'api::university.university'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    wafdeen_score: Schema.Attribute.String;
  };
}

export interface ApiJoinRequestJoinRequest extends Struct.CollectionTypeSchema {
  collectionName: 'join_requests';
  info: {
    description: '\u0637\u0644\u0628\u0627\u062A \u0627\u0644\u062A\u0637\u0648\u0639 \u0641\u064A \u0641\u0631\u064A\u0642 \u0627\u0644\u062F\u0639\u0645';
    displayName: '\u0637\u0644\u0628 \u0627\u0646\u0636\u0645\u0627\u0645';
    pluralName: 'join-requests';
    singularName: 'join-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    aboutUs: Schema.Attribute.Text;
    academicLevel: Schema.Attribute.Enumeration<['level1', 'level2', 'level3', 'level4', 'level5', 'other']>;
    academicLevel_other: Schema.Attribute.String;
    ActivitiesMember: Schema.Attribute.Boolean;
    ActivitiesRole: Schema.Attribute.Text;
    admissionInfo: Schema.Attribute.Boolean & Schema.Attribute.Required;
    admissionKnowledge: Schema.Attribute.Text;
    committee: Schema.Attribute.Enumeration<['advising', 'growth', 'content', 'studio', 'pr', 'tech', 'other']> &
      Schema.Attribute.Required;
    committee_other: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    experienceDetails: Schema.Attribute.Text;
    faculty: Schema.Attribute.String;
    firstName: Schema.Attribute.String & Schema.Attribute.Required;
    hasExperience: Schema.Attribute.Boolean & Schema.Attribute.Required;
    howDidYouKnow: Schema.Attribute.Enumeration<
      ['facebook', 'instagram', 'tiktok', 'youtube', 'linkedin', 'telegram', 'current', 'other']
    > &
      Schema.Attribute.Required;
    howDidYouKnow_other: Schema.Attribute.String;
    isStudent: Schema.Attribute.Boolean & Schema.Attribute.Required;
    knowUs: Schema.Attribute.Boolean & Schema.Attribute.Required;
    lastName: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::join-request.join-request'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    university: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    whatsapp_with_country_code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 24;
      }>;
  };
}

export interface ApiMasterFacultyMasterFaculty extends Struct.CollectionTypeSchema {
  collectionName: 'master_faculties';
  info: {
    description: '\u0627\u0644\u0643\u0644\u064A\u0627\u062A \u0627\u0644\u062A\u064A \u064A\u0639\u0631\u0636\u0647\u0627 \u0627\u0644\u0645\u0633\u0627\u0639\u062F \u0627\u0644\u0630\u0643\u064A';
    displayName: '\u0643\u0644\u064A\u0629 (\u0627\u0644\u0642\u0627\u0626\u0645\u0629 \u0627\u0644\u0631\u0626\u064A\u0633\u064A\u0629)';
    pluralName: 'master-faculties';
    singularName: 'master-faculty';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    faculty_code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    faculty_logo: Schema.Attribute.Media<'images'>;
    faculty_name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::master-faculty.master-faculty'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsItemNewsItem extends Struct.CollectionTypeSchema {
  collectionName: 'news_items';
  info: {
    description: '\u0623\u062E\u0628\u0627\u0631 \u0627\u0644\u062A\u0642\u062F\u064A\u0645 \u0648\u0627\u0644\u0645\u0646\u062D';
    displayName: '\u062E\u0628\u0631';
    pluralName: 'news-items';
    singularName: 'news-item';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deadline: Schema.Attribute.Date & Schema.Attribute.Required;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    details: Schema.Attribute.Text & Schema.Attribute.Required;
    link: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::news-item.news-item'> & Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    publishedAt: Schema.Attribute.DateTime;
    Short_name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiReviewReview extends Struct.CollectionTypeSchema {
  collectionName: 'reviews';
  info: {
    description: '\u0622\u0631\u0627\u0621 \u0627\u0644\u0637\u0644\u0627\u0628 \u0648\u0623\u0648\u0644\u064A\u0627\u0621 \u0627\u0644\u0623\u0645\u0648\u0631\u060C \u062A\u0638\u0647\u0631 \u0628\u0639\u062F \u0627\u0644\u0645\u0648\u0627\u0641\u0642\u0629';
    displayName: '\u0631\u0623\u064A \u0645\u0633\u062A\u062E\u062F\u0645';
    pluralName: 'reviews';
    singularName: 'review';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    affiliation: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    avatar: Schema.Attribute.Media<'images'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::review.review'> & Schema.Attribute.Private;
    logo_name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    rating: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 5;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<5>;
    review: Schema.Attribute.Text & Schema.Attribute.Required;
    review_status: Schema.Attribute.Enumeration<['pending', 'approved', 'rejected']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pending'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiScholarshipScholarship extends Struct.CollectionTypeSchema {
  collectionName: 'scholarships';
  info: {
    description: '\u0645\u0646\u062D \u062F\u0631\u0627\u0633\u064A\u0629';
    displayName: '\u0645\u0646\u062D\u0629';
    pluralName: 'scholarships';
    singularName: 'scholarship';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deadline: Schema.Attribute.Date & Schema.Attribute.Required;
    deletedAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    details: Schema.Attribute.Text;
    link: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::scholarship.scholarship'> & Schema.Attribute.Private;
    logo: Schema.Attribute.Media<'images'>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    scholarship_status: Schema.Attribute.Enumeration<['active', 'inactive', 'expired']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'active'>;
    Short_name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    type: Schema.Attribute.Enumeration<['full', 'partial', 'research', 'other']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiScoreCriterionScoreCriterion extends Struct.CollectionTypeSchema {
  collectionName: 'score_criteria';
  info: {
    description: '\u0627\u0644\u062D\u062F \u0627\u0644\u0623\u062F\u0646\u0649 \u0644\u0643\u0644 \u0643\u0644\u064A\u0629 \u062D\u0633\u0628 \u0627\u0644\u0633\u0646\u0629 \u0648\u0646\u0648\u0639 \u0627\u0644\u0634\u0647\u0627\u062F\u0629';
    displayName: '\u0645\u0639\u064A\u0627\u0631 \u0627\u0644\u062A\u0646\u0633\u064A\u0642';
    pluralName: 'score-criteria';
    singularName: 'score-criterion';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    certificate: Schema.Attribute.Enumeration<
      ['secondary_general', 'azhar_secondary', 'stem', 'arabic_foreign', 'other']
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'secondary_general'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::score-criterion.score-criterion'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    scores: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    year: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 2025;
          min: 2021;
        },
        number
      > &
      Schema.Attribute.DefaultTo<2025>;
  };
}

export interface ApiScoreGroupingScoreGrouping extends Struct.SingleTypeSchema {
  collectionName: 'score_groupings';
  info: {
    description: '\u0623\u0639\u0645\u062F\u0629 \u0635\u0641\u062D\u0629 /scores \u0644\u0643\u0644 \u0633\u0646\u0629 \u062F\u0631\u0627\u0633\u064A\u0629 \u0648\u0644\u0644\u0648\u0627\u0641\u062F\u064A\u0646: \u0627\u0644\u062C\u0627\u0645\u0639\u0627\u062A \u0627\u0644\u062A\u064A \u064A\u064F\u062D\u0633\u0628 \u0645\u062A\u0648\u0633\u0637\u0647\u0627 (\u062A\u0635\u0646\u064A\u0641\u0627\u062A\u060C \u0645\u0639 \u0631\u0645\u0648\u0632 \u062C\u0627\u0645\u0639\u0627\u062A \u062A\u064F\u0636\u0645\u0651 \u0623\u0648 \u062A\u064F\u0633\u062A\u062B\u0646\u0649)';
    displayName: '\u0645\u062C\u0645\u0648\u0639\u0627\u062A \u062C\u062F\u0648\u0644 \u0627\u0644\u062D\u062F\u0648\u062F \u0627\u0644\u062F\u0646\u064A\u0627';
    pluralName: 'score-groupings';
    singularName: 'score-grouping';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    groups: Schema.Attribute.JSON & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::score-grouping.score-grouping'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSiteSettingSiteSetting extends Struct.SingleTypeSchema {
  collectionName: 'site_settings';
  info: {
    description: '\u0627\u0644\u0625\u062D\u0635\u0627\u0626\u064A\u0627\u062A \u0648\u0627\u0644\u0623\u0633\u0626\u0644\u0629 \u0627\u0644\u0634\u0627\u0626\u0639\u0629 \u0648\u0631\u0648\u0627\u0628\u0637 \u0627\u0644\u062A\u0648\u0627\u0635\u0644 \u0648\u0645\u0644\u0641\u0627\u062A PDF';
    displayName: '\u0625\u0639\u062F\u0627\u062F\u0627\u062A \u0627\u0644\u0645\u0648\u0642\u0639';
    pluralName: 'site-settings';
    singularName: 'site-setting';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    block_devtools: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data_as_of: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    demo_data: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    faq: Schema.Attribute.Component<'site.faq-item', true> &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
        },
        number
      >;
    guide_pdf: Schema.Attribute.Media<'files'>;
    launch_date: Schema.Attribute.Date & Schema.Attribute.DefaultTo<'2024-08-09'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::site-setting.site-setting'> & Schema.Attribute.Private;
    portfolio_pdf: Schema.Attribute.Media<'files'>;
    publishedAt: Schema.Attribute.DateTime;
    social: Schema.Attribute.Component<'site.social-links', false>;
    statistics: Schema.Attribute.Component<'site.statistic', true>;
    transport_guide_pdf: Schema.Attribute.Media<'files'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiTransportationOptionTransportationOption extends Struct.CollectionTypeSchema {
  collectionName: 'transportation_options';
  info: {
    description: '\u062E\u064A\u0627\u0631 \u0645\u0648\u0627\u0635\u0644\u0627\u062A \u0644\u062C\u0627\u0645\u0639\u0629\u060C \u0627\u0644\u0633\u0639\u0631 \u0644\u0643\u0644 \u0641\u0635\u0644 \u062F\u0631\u0627\u0633\u064A';
    displayName: '\u0648\u0633\u064A\u0644\u0629 \u0645\u0648\u0627\u0635\u0644\u0627\u062A';
    pluralName: 'transportation-options';
    singularName: 'transportation-option';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    index: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::transportation-option.transportation-option'> &
      Schema.Attribute.Private;
    panel_title: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    price: Schema.Attribute.String;
    price_wafdeen: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    university: Schema.Attribute.Relation<'manyToOne', 'api::university.university'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiUniversityUniversity extends Struct.CollectionTypeSchema {
  collectionName: 'universities';
  info: {
    description: '\u0633\u062C\u0644 \u0627\u0644\u062C\u0627\u0645\u0639\u0629: \u0627\u0644\u0628\u064A\u0627\u0646\u0627\u062A \u0648\u0627\u0644\u0631\u0648\u0627\u0628\u0637 \u0648\u062A\u0631\u062A\u064A\u0628 \u0627\u0644\u0639\u0631\u0636';
    displayName: '\u062C\u0627\u0645\u0639\u0629';
    pluralName: 'universities';
    singularName: 'university';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    admission_deadline: Schema.Attribute.Relation<'oneToOne', 'api::admission-deadline.admission-deadline'>;
    admission_page: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    admission_status: Schema.Attribute.Relation<'oneToOne', 'api::admission-status.admission-status'>;
    category: Schema.Attribute.Enumeration<['private', 'national', 'special', 'international']> &
      Schema.Attribute.Required;
    city: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data_notes: Schema.Attribute.Text;
    dorms: Schema.Attribute.Relation<'oneToMany', 'api::dorm.dorm'>;
    dorms_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    Egyptian_Admission_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    Egyptian_Admission_link2: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    Egyptian_Transfer_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    email: Schema.Attribute.String;
    facebook: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    faculties_completeness: Schema.Attribute.Enumeration<['complete', 'partial', 'unknown']> &
      Schema.Attribute.DefaultTo<'unknown'>;
    faculty_offerings: Schema.Attribute.Relation<'oneToMany', 'api::faculty-offering.faculty-offering'>;
    fee_policy: Schema.Attribute.Component<'figure.fee-policy', false>;
    fees_page: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    fifth_year: Schema.Attribute.String;
    first_year: Schema.Attribute.String;
    fourth_year: Schema.Attribute.String;
    guide_Url: Schema.Attribute.Text;
    identity_status: Schema.Attribute.Enumeration<['confirmed', 'unknown']> & Schema.Attribute.DefaultTo<'unknown'>;
    identity_url: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    index: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    instagram: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    international_programs: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    linkedin: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::university.university'> & Schema.Attribute.Private;
    location: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    logo: Schema.Attribute.Media<'images'>;
    phone: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    scholarship_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    second_year: Schema.Attribute.String;
    third_year: Schema.Attribute.String;
    tier: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 4;
          min: 1;
        },
        number
      >;
    tier_basis: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    transportation_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    transportation_options: Schema.Attribute.Relation<'oneToMany', 'api::transportation-option.transportation-option'>;
    type: Schema.Attribute.Enumeration<
      [
        'TechPrivate',
        'Private',
        'IntNational',
        'National',
        'AffNational',
        'IntAgreement',
        'FrameAgreement',
        'Speicallaw',
        'EUE',
        'UofCanada',
        'TKH',
        'GLOBAL',
        'MODERN',
        'CAPITAL',
        'Foreign',
      ]
    > &
      Schema.Attribute.Required;
    Uni_Bio: Schema.Attribute.Text;
    university_Arabic_Name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    university_code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    Wafdeen_Admission_link: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    website: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
    youtube: Schema.Attribute.Text & Schema.Attribute.DefaultTo<'#'>;
  };
}

export interface ApiVisitorSessionVisitorSession extends Struct.CollectionTypeSchema {
  collectionName: 'visitor_sessions';
  info: {
    description: '\u062C\u0644\u0633\u0629 \u062A\u0635\u0641\u062D \u0648\u0627\u062D\u062F\u0629 \u062A\u064F\u0639\u062F \u0645\u0631\u0629 \u0648\u0627\u062D\u062F\u0629 \u0641\u064A \u0639\u062F\u0627\u062F \u0627\u0644\u0632\u0648\u0627\u0631';
    displayName: '\u0632\u064A\u0627\u0631\u0629';
    pluralName: 'visitor-sessions';
    singularName: 'visitor-session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::visitor-session.visitor-session'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: '\u062D\u0633\u0627\u0628\u0627\u062A \u0627\u0644\u0645\u0648\u0642\u0639: \u0627\u0644\u0637\u0644\u0627\u0628 \u0648\u0623\u0648\u0644\u064A\u0627\u0621 \u0627\u0644\u0623\u0645\u0648\u0631 \u0648\u0641\u0631\u064A\u0642 \u0627\u0644\u0625\u062F\u0627\u0631\u0629';
    displayName: '\u0645\u0633\u062A\u062E\u062F\u0645';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    certificate_type: Schema.Attribute.Enumeration<['general', 'stem', 'azhar', 'arabic_foreign', 'other']>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    lastName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    level: Schema.Attribute.Enumeration<['first', 'second', 'third', 'other']>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    logo_url: Schema.Attribute.String;
    nationality: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    phone_with_country_code: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 24;
      }>;
    preferred_faculties: Schema.Attribute.Text;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    score: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    section: Schema.Attribute.Enumeration<
      ['literary', 'scientific', 'scientific_sciences', 'scientific_math', 'other']
    >;
    student_type: Schema.Attribute.Enumeration<['pre_university', 'university', 'postgraduate', 'other']>;
    tokenStamp: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user_type: Schema.Attribute.Enumeration<['SuperAdmin', 'Admin', 'student', 'parent', 'other']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'other'>;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    year: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 4;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::account.auth-code': ApiAccountAuthCode;
      'api::account.auth-rate-limit': ApiAccountAuthRateLimit;
      'api::ad-analytics-event.ad-analytics-event': ApiAdAnalyticsEventAdAnalyticsEvent;
      'api::ad.ad': ApiAdAd;
      'api::admin-log-entry.admin-log-entry': ApiAdminLogEntryAdminLogEntry;
      'api::admission-deadline.admission-deadline': ApiAdmissionDeadlineAdmissionDeadline;
      'api::admission-floor.admission-floor': ApiAdmissionFloorAdmissionFloor;
      'api::admission-status.admission-status': ApiAdmissionStatusAdmissionStatus;
      'api::alerts.university-follow': ApiAlertsUniversityFollow;
      'api::article.article': ApiArticleArticle;
      'api::contact-message.contact-message': ApiContactMessageContactMessage;
      'api::desire-list.desire-list': ApiDesireListDesireList;
      'api::dorm.dorm': ApiDormDorm;
      'api::faculty-offering.faculty-offering': ApiFacultyOfferingFacultyOffering;
      'api::join-request.join-request': ApiJoinRequestJoinRequest;
      'api::master-faculty.master-faculty': ApiMasterFacultyMasterFaculty;
      'api::news-item.news-item': ApiNewsItemNewsItem;
      'api::review.review': ApiReviewReview;
      'api::scholarship.scholarship': ApiScholarshipScholarship;
      'api::score-criterion.score-criterion': ApiScoreCriterionScoreCriterion;
      'api::score-grouping.score-grouping': ApiScoreGroupingScoreGrouping;
      'api::site-setting.site-setting': ApiSiteSettingSiteSetting;
      'api::transportation-option.transportation-option': ApiTransportationOptionTransportationOption;
      'api::university.university': ApiUniversityUniversity;
      'api::visitor-session.visitor-session': ApiVisitorSessionVisitorSession;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
