import { describe, expect, it } from 'vitest';
import {
  articleLogoPath,
  facultyLogoPath,
  logoName,
  logoNameFromUrl,
  newsLogoPath,
  reviewLogoPath,
  scholarshipLogoPath,
} from './content-paths';

// Spec 3 §3: "lower-case, runs of characters outside a-z and 0-9 become a single hyphen, trimmed".
describe('logoName', () => {
  it.each([
    ['temp', 'temp'],
    ['Ahmed Ali', 'ahmed-ali'],
    ['  Ahmed   Ali  ', 'ahmed-ali'],
    ['Mona_Abd--El.Rahman!', 'mona-abd-el-rahman'],
    ['user 1', 'user-1'],
    ['--x--', 'x'],
    ['أحمد', ''],
    ['أحمد ahmed 2', 'ahmed-2'],
  ])('%j → %j', (raw, expected) => {
    expect(logoName(raw)).toBe(expected);
  });
});

describe('logoNameFromUrl', () => {
  it.each([
    ['/images/users/ahmed-ali.png', 'ahmed-ali'],
    [' /images/users/temp.png ', 'temp'],
    ['/images/other/temp.png', undefined],
    ['https://x/images/users/a.png', undefined],
  ])('%j → %j', (url, expected) => {
    expect(logoNameFromUrl(url)).toBe(expected);
  });
});

describe('derived logo paths (spec 3 §3)', () => {
  it.each([
    [newsLogoPath('FUE'), '/images/Logos/NEWS/FUE.png'],
    [scholarshipLogoPath('DAAD'), '/images/Logos/Scholarships/DAAD.png'],
    [articleLogoPath('tips-1'), '/images/Logos/Articles/tips-1.png'],
    [facultyLogoPath('MED'), '/images/Logos/Faculties/MED.png'],
    [reviewLogoPath('temp'), '/images/users/temp.png'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
