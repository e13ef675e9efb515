import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bannerSvg, initials, logoSvg } from './images.mjs';
import { countPdfPages, pdfInput, writePdfs } from './pdfs.mjs';
import {
  UNIVERSITY_RESOURCE,
  FACULTY_OFFERING_RESOURCE,
  DORM_RESOURCE,
  TRANSPORT_RESOURCE,
  ADMISSION_STATUS_RESOURCE,
  ADMISSION_DEADLINE_RESOURCE,
  MASTER_FACULTY_RESOURCE,
  NEWS_RESOURCE,
  SCHOLARSHIP_RESOURCE,
  ARTICLE_RESOURCE,
  REVIEW_RESOURCE,
  AD_RESOURCE,
  CONTACT_MESSAGE_RESOURCE,
  JOIN_REQUEST_RESOURCE,
  SITE_SETTING_RESOURCE,
  ADMISSION_FLOOR_RESOURCE,
  SCORE_GROUPING_RESOURCE,
  USER_RESOURCE,
} from '@dalil/domain/resources';
import { toStoredData, PANEL_TITLE_ATTRIBUTE } from '@dalil/domain/cms';

/** The types the seed writes, by the descriptions' UIDs (packages/domain/src/resources); the role is the plugin's. */
const UID = {
  university: UNIVERSITY_RESOURCE.uid,
  offering: FACULTY_OFFERING_RESOURCE.uid,
  dorm: DORM_RESOURCE.uid,
  transport: TRANSPORT_RESOURCE.uid,
  status: ADMISSION_STATUS_RESOURCE.uid,
  deadline: ADMISSION_DEADLINE_RESOURCE.uid,
  masterFaculty: MASTER_FACULTY_RESOURCE.uid,
  news: NEWS_RESOURCE.uid,
  scholarship: SCHOLARSHIP_RESOURCE.uid,
  article: ARTICLE_RESOURCE.uid,
  review: REVIEW_RESOURCE.uid,
  ad: AD_RESOURCE.uid,
  contact: CONTACT_MESSAGE_RESOURCE.uid,
  join: JOIN_REQUEST_RESOURCE.uid,
  settings: SITE_SETTING_RESOURCE.uid,
  floor: ADMISSION_FLOOR_RESOURCE.uid,
  scoreGrouping: SCORE_GROUPING_RESOURCE.uid,
  user: USER_RESOURCE.uid,
  role: 'plugin::users-permissions.role',
};

/** Only the attributes the content type has, every one of them set (absent → null) so re-runs clear stale values. */
function pick(strapi, uid, contractRecord, skip = []) {
  // The data set uses the contract's field names; a few are stored under another (stored-names.ts).
  const record = toStoredData(uid, contractRecord);
  const attributes = strapi.contentTypes[uid].attributes;
  const out = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (skip.includes(name) || ['relation', 'media', 'component'].includes(attribute.type)) continue;
    if (
      ['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations'].includes(name) ||
      name === PANEL_TITLE_ATTRIBUTE
    )
      continue;
    out[name] = record[name] ?? attribute.default ?? null;
  }
  return out;
}

/** The `figure.source` components of a type, as the seed writes them (absent → null; a list → []). */
function componentsOf(strapi, uid, record) {
  const out = {};
  for (const [name, attribute] of Object.entries(strapi.contentTypes[uid].attributes)) {
    if (attribute.type !== 'component') continue;
    if (!(name in record) && !(attribute.component === 'figure.source')) continue;
    const value = record[name] ?? (attribute.repeatable ? [] : null);
    out[name] = value;
  }
  return out;
}

/** A stored component (or list) without its row ids and with every field, to compare with the seed's. */
const SOURCE_FIELDS = ['url', 'kind', 'academic_year', 'unit', 'unit_stated', 'as_of', 'note'];
const plainSource = (c) =>
  c ? Object.fromEntries(SOURCE_FIELDS.map((f) => [f, c[f] ?? (f === 'unit_stated' ? false : null)])) : null;
const plainComponents = (values) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(values)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, Array.isArray(v) ? v.map(plainSource) : plainSource(v)]),
    ),
  );

/** A stored or seeded `figure.fee-policy` (issue 24) without row ids, to compare. */
const plainPolicy = (c) =>
  c
    ? {
        annual_increase_percent: c.annual_increase_percent === null ? null : Number(c.annual_increase_percent),
        increase_kind: c.increase_kind ?? null,
        one_time_fees: c.one_time_fees ?? null,
        yearly_fees: c.yearly_fees ?? null,
        note: c.note ?? null,
        source: plainSource(c.source),
      }
    : null;

/** JSON with object keys sorted: PostgreSQL's jsonb hands objects back with its own key order. */
const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const same = (current, wanted) =>
  Object.entries(wanted).every(([k, v]) => {
    const c = current[k];
    if (v === null || v === undefined) return c === null || c === undefined;
    if (typeof v === 'object') return canonical(c) === canonical(v);
    return String(c) === String(v);
  });

export class Seeder {
  constructor(strapi, data, { log = console.log } = {}) {
    this.strapi = strapi;
    this.data = data;
    this.log = log;
    this.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dalil-seed-'));
    this.written = 0;
  }

  docs(uid) {
    return this.strapi.documents(uid);
  }

  /** Uploads a generated file once (looked up by name) and answers its id; `contents` null means already written. */
  async file(name, contents, mimetype) {
    const existing = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
    if (existing) return existing.id;
    const filepath = path.join(this.tmp, name);
    if (contents !== null) fs.writeFileSync(filepath, contents);
    const size = fs.statSync(filepath).size;
    const [file] = await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: name, caption: name } },
        files: { filepath, originalFilename: name, mimetype, size },
      });
    return file.id;
  }

  logo(prefix, code, colour) {
    return this.file(`${prefix}-${code}.svg`, logoSvg({ text: initials(code), colour }), 'image/svg+xml');
  }

  /**
   * Creates or updates one document found by `filters` (its natural key); `media` maps media
   * fields to upload ids. Writes nothing when the stored document already matches.
   */
  async upsert(uid, filters, fields, media = {}) {
    const mediaKeys = Object.keys(media);
    const current = await this.docs(uid).findFirst({ filters, ...(mediaKeys.length ? { populate: mediaKeys } : {}) });
    const data = { ...fields, ...media };
    if (!current) {
      const created = await this.docs(uid).create({ data });
      this.written += 1;
      return created.documentId;
    }
    const mediaChanged = mediaKeys.some((k) => current[k]?.id !== media[k]);
    if (mediaChanged || !same(current, fields)) {
      await this.docs(uid).update({ documentId: current.documentId, data });
      this.written += 1;
    }
    return current.documentId;
  }

  /** A university's fee policy (component `figure.fee-policy`), written only when it differs. */
  async feePolicy(universityId, policy) {
    const stored = await this.docs(UID.university).findOne({
      documentId: universityId,
      populate: { fee_policy: { populate: { source: true } } },
    });
    if (canonical(plainPolicy(stored?.fee_policy)) === canonical(plainPolicy(policy))) return;
    await this.docs(UID.university).update({ documentId: universityId, data: { fee_policy: policy } });
    this.written += 1;
  }

  /** Makes a university's children of one type equal to `rows`, matched by `key`; extras are deleted. */
  async syncChildren(uid, universityId, rows, key) {
    const componentNames = Object.keys(componentsOf(this.strapi, uid, {}));
    const existing = await this.docs(uid).findMany({
      filters: { university: { documentId: universityId } },
      limit: 10000,
      ...(componentNames.length ? { populate: componentNames } : {}),
    });
    const byKey = new Map(existing.map((e) => [key(e), e]));
    for (const row of rows) {
      const components = componentsOf(this.strapi, uid, row);
      const data = { ...pick(this.strapi, uid, row), ...components, university: universityId };
      const current = byKey.get(key(row));
      byKey.delete(key(row));
      const componentsSame = () =>
        plainComponents(components) ===
        plainComponents(Object.fromEntries(componentNames.map((n) => [n, current[n] ?? null])));
      if (!current) {
        await this.docs(uid).create({ data });
        this.written += 1;
      } else if (!same(current, pick(this.strapi, uid, row)) || !componentsSame()) {
        await this.docs(uid).update({ documentId: current.documentId, data });
        this.written += 1;
      }
    }
    for (const stale of byKey.values()) {
      await this.docs(uid).delete({ documentId: stale.documentId });
      this.written += 1;
    }
  }

  async universities() {
    const { universities, offerings, dorms, transportation, admission } = this.data;
    const group = (rows) =>
      rows.reduce((m, r) => m.set(r.university_code, [...(m.get(r.university_code) ?? []), r]), new Map());
    const offeringsBy = group(offerings);
    const dormsBy = group(dorms);
    const transportBy = group(transportation);
    const admissionBy = new Map(admission.map((a) => [a.university_code, a]));
    let done = 0;
    for (const u of universities) {
      const logo = await this.logo('university', u.university_code, u.logo_colour);
      // One transaction per university: a failure leaves no half-written university.
      await this.strapi.db.transaction(async () => {
        const id = await this.upsert(
          UID.university,
          { university_code: u.university_code },
          pick(this.strapi, UID.university, u),
          { logo },
        );
        await this.feePolicy(id, u.fee_policy ?? null);
        await this.syncChildren(
          UID.offering,
          id,
          offeringsBy.get(u.university_code) ?? [],
          (o) => `${o.normal_or_Dual}:${o.index}`,
        );
        await this.syncChildren(UID.dorm, id, dormsBy.get(u.university_code) ?? [], (o) => String(o.index));
        await this.syncChildren(UID.transport, id, transportBy.get(u.university_code) ?? [], (o) => String(o.index));
        const a = admissionBy.get(u.university_code);
        await this.syncChildren(UID.status, id, a ? [{ ...a.status, index: u.index }] : [], () => 'one');
        await this.syncChildren(UID.deadline, id, a ? [a.deadline] : [], () => 'one');
      });
      done += 1;
      if (done % 10 === 0 || done === universities.length) this.log(`  universities ${done}/${universities.length}`);
    }
  }

  async content() {
    const d = this.data;
    for (const f of d.masterFaculties) {
      const faculty_logo = await this.logo('faculty', f.faculty_code, f.logo_colour);
      await this.upsert(UID.masterFaculty, { faculty_code: f.faculty_code }, pick(this.strapi, UID.masterFaculty, f), {
        faculty_logo,
      });
    }
    for (const n of d.news) {
      const logo = await this.logo('news', n.Short_name, n.logo_colour);
      await this.upsert(UID.news, { Short_name: n.Short_name }, pick(this.strapi, UID.news, n), { logo });
    }
    for (const s of d.scholarships) {
      const logo = await this.logo('scholarship', s.Short_name, s.logo_colour);
      await this.upsert(UID.scholarship, { Short_name: s.Short_name }, pick(this.strapi, UID.scholarship, s), { logo });
    }
    for (const a of d.articles) {
      const logo = await this.logo('article', a.Short_name, a.logo_colour);
      await this.upsert(UID.article, { Short_name: a.Short_name }, pick(this.strapi, UID.article, a), { logo });
    }
    for (const r of d.reviews) {
      const avatar = await this.logo('review', `user-${d.reviews.indexOf(r) + 1}`, '#6b7f99');
      await this.upsert(UID.review, { name: r.name }, pick(this.strapi, UID.review, r), { avatar });
    }
    const day = 24 * 60 * 60 * 1000;
    for (const ad of d.ads) {
      const image = await this.file(
        `ad-${d.ads.indexOf(ad) + 1}.svg`,
        bannerSvg({ title: 'دليل', colour: ad.image_colour }),
        'image/svg+xml',
      );
      const exists = await this.docs(UID.ad).findFirst({ filters: { title: ad.title } });
      // Date windows are relative to the first seed day; counters and windows are not reset by later runs.
      const fields = pick(
        this.strapi,
        UID.ad,
        ad,
        exists ? ['startDate', 'endDate', 'currentShows', 'currentClicks'] : [],
      );
      if (!exists) {
        fields.startDate = new Date(Date.now() + ad.startOffsetDays * day).toISOString();
        fields.endDate = new Date(Date.now() + ad.endOffsetDays * day).toISOString();
      }
      await this.upsert(UID.ad, { title: ad.title }, fields, { image });
    }
    for (const m of d.contactMessages)
      await this.upsert(UID.contact, { email: m.email }, pick(this.strapi, UID.contact, m));
    for (const j of d.joinRequests) await this.upsert(UID.join, { email: j.email }, pick(this.strapi, UID.join, j));
  }

  async settings() {
    // Written straight into the seeder's temp folder, where `file` picks them up by name.
    const pdfs = await writePdfs(this.tmp, pdfInput(this.data));
    const pages = Object.fromEntries(Object.entries(pdfs).map(([k, f]) => [k, countPdfPages(f)]));
    const upload = (file) => this.file(path.basename(file), null, 'application/pdf');
    const s = this.data.siteSettings;
    const data = {
      statistics: s.statistics,
      faq: s.faq,
      social: s.social,
      launch_date: s.launch_date,
      block_devtools: s.block_devtools,
      demo_data: s.demo_data === true,
      data_as_of: s.data_as_of ?? null,
      portfolio_pdf: await upload(pdfs.portfolio),
      guide_pdf: await upload(pdfs.guide),
      transport_guide_pdf: await upload(pdfs.transport),
    };
    const current = await this.docs(UID.settings).findFirst();
    if (current) await this.docs(UID.settings).update({ documentId: current.documentId, data });
    else await this.docs(UID.settings).create({ data });
    this.written += 1;
    return pages;
  }

  /**
   * Loading the real set over the demo set (the site settings say the demo is loaded): removes the
   * demo's records the real set does not have — universities (with their parts) and the news,
   * scholarships, reviews, ads, messages and join requests of the demo files, found by their
   * natural keys, so nothing anyone else wrote is touched. Answers how many were removed.
   */
  async removeDemo(demo) {
    const settings = await this.docs(UID.settings).findFirst();
    if (!settings?.demo_data) return 0;
    let removed = 0;
    const keep = new Set(this.data.universities.map((u) => u.university_code));
    for (const u of demo.universities) {
      if (keep.has(u.university_code)) continue;
      const doc = await this.strapi.db.query(UID.university).findOne({ where: { university_code: u.university_code } });
      if (!doc) continue;
      await this.strapi.db.transaction(async () => {
        for (const uid of [UID.offering, UID.dorm, UID.transport, UID.status, UID.deadline])
          await this.strapi.db.query(uid).deleteMany({ where: { university: { id: doc.id } } });
        await this.docs(UID.university).delete({ documentId: doc.documentId });
      });
      removed += 1;
    }
    const keyed = [
      [UID.news, demo.news, 'Short_name', this.data.news],
      [UID.scholarship, demo.scholarships, 'Short_name', this.data.scholarships],
      [UID.review, demo.reviews, 'name', this.data.reviews],
      [UID.ad, demo.ads, 'title', this.data.ads],
      [UID.contact, demo.contactMessages, 'email', this.data.contactMessages],
      [UID.join, demo.joinRequests, 'email', this.data.joinRequests],
    ];
    for (const [uid, rows, key, kept] of keyed) {
      const keepKeys = new Set(kept.map((r) => r[key]));
      for (const row of rows) {
        if (keepKeys.has(row[key])) continue;
        const docs = await this.docs(uid).findMany({ filters: { [key]: row[key] } });
        for (const doc of docs) {
          await this.docs(uid).delete({ documentId: doc.documentId });
          removed += 1;
        }
      }
    }
    this.written += removed;
    return removed;
  }

  /**
   * The councils' floors table (scripts/seed/data/real/floors.json, the same in both sets), one
   * record per academic year × certificate group × tier × faculty group (× the universities of an
   * exception); records of the table that the file no longer has are deleted.
   */
  async floors() {
    const rows = this.data.floors ?? [];
    const keyOf = (r) =>
      [r.academic_year, r.certificate_group, r.tier, r.faculty_group, (r.only_universities ?? []).join(',')].join('|');
    const existing = await this.docs(UID.floor).findMany({ populate: ['sources'], limit: 10000 });
    const byKey = new Map(existing.map((e) => [keyOf(e), e]));
    for (const row of rows) {
      const fields = pick(this.strapi, UID.floor, row);
      const current = byKey.get(keyOf(row));
      byKey.delete(keyOf(row));
      const data = { ...fields, sources: row.sources };
      if (!current) {
        await this.docs(UID.floor).create({ data });
        this.written += 1;
      } else if (
        !same({ ...current, percent: current.percent === null ? null : Number(current.percent) }, fields) ||
        plainComponents({ sources: row.sources }) !== plainComponents({ sources: current.sources ?? [] })
      ) {
        await this.docs(UID.floor).update({ documentId: current.documentId, data });
        this.written += 1;
      }
    }
    for (const stale of byKey.values()) {
      await this.docs(UID.floor).delete({ documentId: stale.documentId });
      this.written += 1;
    }
  }

  /**
   * The default /scores groupings (scripts/seed/data/score-groupings.json), written only when
   * there is none: a SuperAdmin's later changes are not undone by another seed.
   */
  async scoreGroupings() {
    if (await this.docs(UID.scoreGrouping).findFirst()) return;
    await this.docs(UID.scoreGrouping).create({ data: { groups: this.data.scoreGroupings } });
    this.written += 1;
  }

  async accounts() {
    const roles = await this.strapi.db.query(UID.role).findMany({ select: ['id', 'type'] });
    const roleId = (userType) =>
      roles.find(
        (r) => r.type === (userType === 'SuperAdmin' ? 'superadmin' : userType === 'Admin' ? 'admin' : 'authenticated'),
      )?.id;
    for (const account of this.data.accounts) {
      const role = roleId(account.user_type);
      if (!role) throw new Error(`no role for user type ${account.user_type}: did the CMS bootstrap run?`);
      const fields = pick(this.strapi, UID.user, { ...account, provider: 'local', blocked: false }, [
        'password',
        'resetPasswordToken',
        'confirmationToken',
      ]);
      const existing = await this.strapi.db.query(UID.user).findOne({ where: { email: account.email } });
      if (existing) {
        if (!same(existing, fields))
          await this.docs(UID.user).update({ documentId: existing.documentId, data: { ...fields, role } });
      } else {
        await this.docs(UID.user).create({ data: { ...fields, password: account.password, role } });
        this.written += 1;
      }
    }
  }

  /** A Strapi panel account for content editors (local only; listed in the README), its panel in Arabic. */
  async panelAdmin({ email, password, firstname, lastname }) {
    const users = this.strapi.service('admin::user');
    const existing = await this.strapi.db.query('admin::user').findOne({ where: { email } });
    if (existing) {
      if (!existing.preferedLanguage) {
        await this.strapi.db
          .query('admin::user')
          .update({ where: { id: existing.id }, data: { preferedLanguage: 'ar' } });
        this.written += 1;
      }
      return;
    }
    const superAdmin = await this.strapi.service('admin::role').getSuperAdmin();
    await users.create({
      email,
      firstname,
      lastname,
      password,
      isActive: true,
      preferedLanguage: 'ar',
      registrationToken: null,
      roles: [superAdmin.id],
    });
    this.written += 1;
  }

  async counts() {
    const out = {};
    for (const [key, uid] of Object.entries(UID)) {
      if (key === 'role') continue;
      out[key] = await this.strapi.db.query(uid).count();
    }
    out.files = await this.strapi.db.query('plugin::upload.file').count();
    return out;
  }

  cleanup() {
    fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}
