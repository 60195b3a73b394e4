import type { Core } from '@strapi/strapi';
import { seedSingleType } from '../lib/documents';
import { ensureImage } from '../lib/media';
import { bannerSvg } from '../lib/svg';

export async function seedSitePages(strapi: Core.Strapi): Promise<void> {
  const heroImage = await ensureImage(strapi, { name: 'home-hero.png', svg: bannerSvg('home', 1600, 700), alternativeText: 'Abstract shapes in deep blue' });
  await seedSingleType(strapi, 'api::home.home', {
    en: {
      seo: { metaTitle: 'Open Data Access Portal', metaDescription: 'Discover research datasets and request governed access.' },
      hero: { eyebrowText: 'Research data, responsibly shared', title: 'Find the data your research needs', description: 'Browse curated datasets and apply for access.', image: heroImage.id },
      dataSampleTitle: 'Try a data sample',
      dataSampleButtonLabel: 'Download the sample',
    },
    fr: {
      seo: { metaTitle: 'Portail d’accès aux données ouvertes', metaDescription: 'Découvrez des jeux de données de recherche et demandez un accès encadré.' },
      hero: { eyebrowText: 'Des données de recherche partagées de façon responsable', title: 'Trouvez les données dont votre recherche a besoin', description: 'Parcourez des jeux de données et demandez un accès.', image: heroImage.id },
      dataSampleTitle: 'Essayez un échantillon de données',
      dataSampleButtonLabel: 'Télécharger l’échantillon',
    },
  });
}
