/**
 * A university's section must belong to its category whoever writes it: the documented API
 * checks it with the domain validator, and a database lifecycle (src/lib/subtype-guard.ts,
 * subscribed with the start's `strapi`) stands behind every other writer, such as the Strapi
 * panel's content-manager.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, as } from './helpers';

const code = `SUBG${Date.now().toString(36)}`.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

describe("the panel's content-manager cannot give a university a section of another category", () => {
  let token: string;
  const panel = async (path: string, method: string, body?: unknown) => {
    const res = await fetch(`${inject('cmsUrl')}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  beforeAll(async () => {
    const res = await fetch(`${inject('cmsUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@dalil.local', password: 'Dalil-Editor-2026' }),
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    token = body.data.token;
  });

  it('a private university edited to the international section TKH is 400 in Arabic; the stored type stays', async () => {
    const created = await as('superAdmin', '/api/private/links/add', {
      method: 'POST',
      body: {
        university_code: code,
        university_Arabic_Name: `جامعة الأقسام ${code}`,
        type: 'Private',
        Uni_Bio: 'نبذة',
        location: '#',
        first_year: '2025',
        second_year: '2024',
        third_year: '2023',
        fourth_year: '2022',
        fifth_year: '2021',
        website: 'https://example.org',
        phone: '0100',
        email: 'info@example.org',
        facebook: '#',
        instagram: '#',
        youtube: '#',
        linkedin: '#',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await panel(`/content-manager/collection-types/api::university.university/${created.body._id}`, 'PUT', {
      type: 'TKH',
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.error.message).toBe('القسم "مؤسسة جامعات مجمع المعرفة" لا يتبع فئة الجامعة (private)');
    expect((await api(`/api/private/links/${code}`)).body.type).toBe('Private');
  });
});
