import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { apiPaths } from '@/config/api-paths';
import { paths, routePaths } from '@/config/paths';

describe('paths', () => {
  it('builds locale-prefixed hrefs', () => {
    expect(paths.root()).toBe('/');
    expect(paths.home('en')).toBe('/en');
    expect(paths.ourStory('fr')).toBe('/fr/about/our-story');
    expect(paths.contactUs('en')).toBe('/en/about/contact-us');
    expect(paths.datasetLibrary('en')).toBe('/en/dataset');
    expect(paths.dataset('en', 'cohort-a')).toBe('/en/dataset/cohort-a');
    expect(paths.dataset('en', 'cohort-a', 'data-dictionary')).toBe('/en/dataset/cohort-a/data-dictionary');
    expect(paths.datasetRequestForm('en')).toBe('/en/dataset-request-form');
    expect(paths.datasetRequestForm('fr', { dataset: 'air quality' })).toBe(
      '/fr/dataset-request-form?dataset=air+quality',
    );
    expect(paths.datasetRequestForm('en', { draft: 'd1', step: 'project' })).toBe(
      '/en/dataset-request-form?draft=d1&step=project',
    );
    expect(paths.user('en')).toBe('/en/user');
    expect(paths.user('en', 'bookmarked-datasets')).toBe('/en/user/bookmarked-datasets');
    expect(paths.userRequest('en', 'v1', 'abc')).toBe('/en/user/requests/v1/abc');
    expect(paths.userRequest('en', 'v2', 'abc')).toBe('/en/user/requests/v2/abc');
    expect(paths.queueList('en')).toBe('/en/request-management/queue-list');
    expect(paths.requestManagementRequest('en', 'r1')).toBe('/en/request-management/request/r1');
    expect(paths.oneTimePassword('en', 'tok')).toBe('/en/one-time-password/tok');
    expect(paths.governance('en')).toBe('/en/data-governance');
    expect(paths.governanceProcess('en')).toBe('/en/data-governance/process');
    expect(paths.committee('en')).toBe('/en/data-governance/committee');
    expect(paths.committeeMembers('en')).toBe('/en/data-governance/committee#committee-members');
    expect(paths.security('en')).toBe('/en/data-governance/security');
  });

  it('adds query parameters and encodes dynamic segments', () => {
    expect(paths.login('en')).toBe('/en/login');
    expect(paths.login('en', '/en/dataset-request-form?x=1')).toBe(
      '/en/login?redirect=%2Fen%2Fdataset-request-form%3Fx%3D1',
    );
    expect(paths.resetPassword('en')).toBe('/en/reset-password');
    expect(paths.resetPassword('en', 'a b')).toBe('/en/reset-password?code=a+b');
    expect(paths.dataset('en', 'a/b')).toBe('/en/dataset/a%2Fb');
  });

  it('produces hrefs the route patterns match', () => {
    const full = (pattern: string) => `/${routePaths.locale}/${pattern}`;
    expect(matchPath(full(routePaths.dataset), paths.dataset('en', 'x'))?.params).toEqual({ locale: 'en', id: 'x' });
    expect(matchPath(full(routePaths.datasetOverview), paths.dataset('en', 'x', 'overview'))).not.toBeNull();
    expect(matchPath(full(routePaths.userRequestV2), paths.userRequest('fr', 'v2', '9'))?.params).toEqual({
      locale: 'fr',
      id: '9',
    });
    expect(matchPath(full(routePaths.oneTimePassword), paths.oneTimePassword('en', 't'))?.params.token).toBe('t');
    expect(
      matchPath(full(routePaths.requestManagementRequest), paths.requestManagementRequest('en', 'r')),
    ).not.toBeNull();
  });
});

describe('apiPaths', () => {
  it('names the back-end calls of spec §7', () => {
    expect(apiPaths.locales).toBe('/api/i18n/locales');
    expect(apiPaths.content('data-governance-committee')).toBe('/api/data-governance-committee');
    expect(apiPaths.collection('approved-request')).toBe('/api/approved-requests');
    expect(apiPaths.user.bookmark('d 1')).toBe('/api/bookmark/d%201');
    expect(apiPaths.dataAccessRequest.updateDraft('r1')).toBe('/api/data-access-request/r1/update-draft');
    expect(apiPaths.dataAccessRequest.fileMapping('a', 'b')).toBe('/api/v2/file-mapping/a/b');
    expect(apiPaths.datasetRequest.byId('r1')).toBe('/api/dataset-requests/r1');
  });
});
