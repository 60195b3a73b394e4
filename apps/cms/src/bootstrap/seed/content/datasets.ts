import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { seedCollectionEntry, seedSingleType } from '../lib/documents';
import { ensureImage, ensureUpload, type SeededMedia } from '../lib/media';
import { bannerSvg, chartSvg, iconSvg } from '../lib/svg';

const DATASET_UID = 'api::dataset.dataset';

// ---------------------------------------------------------------------------------------
// Catalogue of demo datasets. Slugs are stable keys: the governance seed links approved
// requests to these datasets by slug.
// ---------------------------------------------------------------------------------------

type Locale = 'en' | 'fr';
/** A text in both seeded locales. */
type Text = Record<Locale, string>;

const t = (en: string, fr: string): Text => ({ en, fr });

/** A number written the way each locale writes it (18,329 / 18 329). */
const n = (value: number): Text => ({ en: value.toLocaleString('en-GB'), fr: value.toLocaleString('fr-FR') });

/** Access levels, shared by the dataset pages and the library's tier rows. */
const LEVELS: Record<1 | 2 | 3, Text> = {
  1: t('Level 1 – Aggregated', 'Niveau 1 – Données agrégées'),
  2: t('Level 2 – De-identified', 'Niveau 2 – Données désidentifiées'),
  3: t('Level 3 – Identifiable (restricted)', 'Niveau 3 – Données identifiantes (accès restreint)'),
};

/** Units that read differently in French; anything else (µg/m³, mmol/mol, kg) is written the same. */
const U = {
  id: t('identifier', 'identifiant'),
  cat: t('categorical', 'catégorielle'),
  yesNo: t('yes/no', 'oui/non'),
  date: t('date (YYYY-MM-DD)', 'date (AAAA-MM-JJ)'),
  month: t('month (MM.YYYY)', 'mois (MM.AAAA)'),
  datetime: t('date-time (ISO 8601, UTC)', 'date et heure (ISO 8601, UTC)'),
  years: t('years', 'années'),
  months: t('months', 'mois'),
  weeks: t('weeks', 'semaines'),
  days: t('days', 'jours'),
  minutes: t('minutes', 'minutes'),
  count: t('count', 'effectif'),
  code: t('code', 'code'),
  score: (range: string): Text => t(`score (${range})`, `score (${range})`),
  text: t('free text', 'texte libre'),
  percent: '%',
  euro: t('euros (€)', 'euros (€)'),
};

type Variable = [item: string, description: Text, units: Text | string];

interface DatasetSeed {
  slug: string;
  title: Text;
  description: Text;
  infoTag: Text;
  /** Tag colours with at least 4.5:1 contrast (WCAG AA for normal text). */
  colors: { background: string; text: string };
  metrics: Array<{ label: Text; value: Text | string }>;
  facts: { population: Text; coverage: Text; period: Text; frequency: Text; custodian: Text };
  themes: Array<{ item: Text; description: Text }>;
  /** Markdown. */
  references: Text;
  statistics: { title: Text; /** Caption drawn on the chart images. */ chart: string };
  dictionary: Array<{ title: Text; subtitle: Text; variables: Variable[] }>;
  levels: Array<1 | 2 | 3>;
}

const DATASET_SEEDS: DatasetSeed[] = [
  {
    slug: 'national-birth-cohort',
    title: t('National Birth Cohort Study', 'Étude nationale de cohorte de naissances'),
    description: t(
      'Follows 18,329 children born in 2011 from birth to age 14, with parent interviews, growth and development measures and linked school records at seven sweeps.',
      'Suit 18 329 enfants nés en 2011, de la naissance à 14 ans, avec des entretiens parentaux, des mesures de croissance et de développement et des données scolaires appariées sur sept vagues.',
    ),
    infoTag: t('Longitudinal cohort', 'Cohorte longitudinale'),
    colors: { background: '#E0F2F1', text: '#00514A' },
    metrics: [
      { label: t('Children', 'Enfants'), value: n(18329) },
      { label: t('Sweeps', 'Vagues'), value: '7' },
      { label: t('Variables', 'Variables'), value: t('4,200+', '4 200+') },
      { label: t('Follow-up', 'Suivi'), value: t('Birth to 14 years', 'De la naissance à 14 ans') },
    ],
    facts: {
      population: t(
        'Children born between January and December 2011 and their main carers',
        'Enfants nés entre janvier et décembre 2011 et leurs principaux parents',
      ),
      coverage: t(
        'National, all regions, with boosted samples in deprived areas',
        'National, toutes régions, avec suréchantillonnage des zones défavorisées',
      ),
      period: t('2011–2025', '2011–2025'),
      frequency: t('A new sweep every two to three years', 'Une nouvelle vague tous les deux à trois ans'),
      custodian: t(
        'National Institute for Population Health, Longitudinal Studies Unit',
        'Institut national de santé des populations, unité des études longitudinales',
      ),
    },
    themes: [
      {
        item: t('Pregnancy and birth', 'Grossesse et naissance'),
        description: t(
          'Antenatal care, delivery, birth weight, gestational age and feeding in the first year.',
          'Suivi prénatal, accouchement, poids de naissance, âge gestationnel et alimentation la première année.',
        ),
      },
      {
        item: t('Growth and health', 'Croissance et santé'),
        description: t(
          'Height, weight and BMI measured by trained interviewers; long-standing conditions; hospital admissions.',
          'Taille, poids et IMC mesurés par des enquêteurs formés ; maladies chroniques ; hospitalisations.',
        ),
      },
      {
        item: t('Development and wellbeing', 'Développement et bien-être'),
        description: t(
          'Cognitive assessments, Strengths and Difficulties Questionnaire, sleep and screen time.',
          'Évaluations cognitives, questionnaire des forces et difficultés (SDQ), sommeil et temps d’écran.',
        ),
      },
      {
        item: t('Family circumstances', 'Situation familiale'),
        description: t(
          'Household composition, parental education and employment, income and housing.',
          'Composition du ménage, diplôme et emploi des parents, revenus et logement.',
        ),
      },
      {
        item: t('Education', 'Scolarité'),
        description: t(
          'Linked attainment records at ages 7 and 11, with parental consent.',
          'Résultats scolaires appariés à 7 et 11 ans, avec le consentement des parents.',
        ),
      },
    ],
    references: t(
      '- *National Birth Cohort Study: user guide to sweeps 1–7*, version 4.1, Longitudinal Studies Unit, 2024.\n- *Technical report on sampling and survey weights*, 2023.\n- *Guide to linked education records*, 2022.',
      '- *Étude nationale de cohorte de naissances : guide d’utilisation des vagues 1 à 7*, version 4.1, unité des études longitudinales, 2024.\n- *Rapport technique sur l’échantillonnage et les pondérations*, 2023.\n- *Guide des données scolaires appariées*, 2022.',
    ),
    statistics: {
      title: t('Cohort members responding at each sweep', 'Membres de la cohorte ayant répondu à chaque vague'),
      chart: 'Responding cohort members by sweep',
    },
    dictionary: [
      {
        title: t('Birth and early life', 'Naissance et petite enfance'),
        subtitle: t('Sweep 1 (age 9 months) and birth registration', 'Vague 1 (9 mois) et déclaration de naissance'),
        variables: [
          [
            'cohort_id',
            t('Pseudonymised identifier of the cohort member', 'Identifiant pseudonymisé du membre de la cohorte'),
            U.id,
          ],
          ['birth_month', t('Month and year of birth', 'Mois et année de naissance'), U.month],
          ['sex', t('Sex recorded at birth registration', 'Sexe inscrit à la déclaration de naissance'), U.cat],
          ['birth_weight', t('Weight at birth', 'Poids à la naissance'), t('grams', 'grammes')],
          [
            'gestational_age',
            t('Completed weeks of gestation at delivery', 'Semaines d’aménorrhée révolues à l’accouchement'),
            U.weeks,
          ],
          [
            'delivery_mode',
            t(
              'Mode of delivery (vaginal, assisted, caesarean)',
              'Mode d’accouchement (voie basse, instrumental, césarienne)',
            ),
            U.cat,
          ],
          ['breastfed_ever', t('Whether the child was ever breastfed', 'Enfant allaité au moins une fois'), U.yesNo],
        ],
      },
      {
        title: t('Measurements at each sweep', 'Mesures à chaque vague'),
        subtitle: t('One row per cohort member and sweep', 'Une ligne par membre de la cohorte et par vague'),
        variables: [
          ['sweep', t('Sweep number (1 to 7)', 'Numéro de vague (1 à 7)'), U.code],
          ['age_at_interview', t('Age of the child at the interview', 'Âge de l’enfant à l’entretien'), U.months],
          ['height', t('Standing height measured by the interviewer', 'Taille debout mesurée par l’enquêteur'), 'cm'],
          ['weight', t('Weight measured by the interviewer', 'Poids mesuré par l’enquêteur'), 'kg'],
          [
            'bmi',
            t(
              'Body mass index derived from height and weight',
              'Indice de masse corporelle calculé à partir de la taille et du poids',
            ),
            'kg/m²',
          ],
          [
            'sdq_total',
            t(
              'Strengths and Difficulties Questionnaire total difficulties',
              'Score total de difficultés au questionnaire SDQ',
            ),
            U.score('0–40'),
          ],
          [
            'income_quintile',
            t('Equivalised household income quintile', 'Quintile de revenu équivalent du ménage'),
            t('quintile (1–5)', 'quintile (1–5)'),
          ],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'cancer-registry-extract',
    title: t('Regional Cancer Registry Extract', 'Extrait du registre régional des cancers'),
    description: t(
      'Every malignant tumour diagnosed in residents of the region since 2000, with stage, morphology, first treatments and survival, coded to international standards.',
      'Toutes les tumeurs malignes diagnostiquées chez les habitants de la région depuis 2000, avec stade, morphologie, premiers traitements et survie, codés selon les standards internationaux.',
    ),
    infoTag: t('Disease registry', 'Registre de morbidité'),
    colors: { background: '#FCE4EC', text: '#880E4F' },
    metrics: [
      { label: t('Tumours registered', 'Tumeurs enregistrées'), value: n(412860) },
      { label: t('Years covered', 'Années couvertes'), value: '2000–2022' },
      { label: t('Completeness', 'Exhaustivité'), value: t('98.7%', '98,7 %') },
    ],
    facts: {
      population: t(
        'Residents of the region with a new primary malignant tumour (ICD-10 C00–C97)',
        'Habitants de la région ayant une nouvelle tumeur maligne primitive (CIM-10 C00–C97)',
      ),
      coverage: t('Regional, population-based', 'Régionale, en population générale'),
      period: t(
        'Diagnoses from 1 January 2000 to 31 December 2022',
        'Diagnostics du 1er janvier 2000 au 31 décembre 2022',
      ),
      frequency: t(
        'Annual release, 18 months after the end of the diagnosis year',
        'Diffusion annuelle, 18 mois après la fin de l’année de diagnostic',
      ),
      custodian: t('Regional Cancer Registry', 'Registre régional des cancers'),
    },
    themes: [
      {
        item: t('Tumour characteristics', 'Caractéristiques tumorales'),
        description: t(
          'Site, morphology and behaviour (ICD-O-3), grade, TNM stage and basis of diagnosis.',
          'Localisation, morphologie et comportement (CIM-O-3), grade, stade TNM et base du diagnostic.',
        ),
      },
      {
        item: t('First treatments', 'Premiers traitements'),
        description: t(
          'Surgery, chemotherapy, radiotherapy and hormone therapy within a year of diagnosis.',
          'Chirurgie, chimiothérapie, radiothérapie et hormonothérapie dans l’année suivant le diagnostic.',
        ),
      },
      {
        item: t('Outcomes', 'Devenir'),
        description: t(
          'Vital status and survival time, updated from the death register each year.',
          'Statut vital et durée de survie, mis à jour chaque année à partir du registre des décès.',
        ),
      },
      {
        item: t('Quality indicators', 'Indicateurs de qualité'),
        description: t(
          'Proportion microscopically verified and death-certificate-only registrations.',
          'Part des cas vérifiés histologiquement et des enregistrements sur certificat de décès seul.',
        ),
      },
    ],
    references: t(
      '- *Cancer registration manual*, Regional Cancer Registry, edition 2023.\n- International Classification of Diseases for Oncology, third edition (ICD-O-3).\n- *Annual report on cancer incidence and survival*, 2024.',
      '- *Manuel d’enregistrement des cancers*, registre régional des cancers, édition 2023.\n- Classification internationale des maladies pour l’oncologie, troisième édition (CIM-O-3).\n- *Rapport annuel sur l’incidence et la survie des cancers*, 2024.',
    ),
    statistics: {
      title: t('New tumours registered per year', 'Nouvelles tumeurs enregistrées par an'),
      chart: 'New tumours registered per year',
    },
    dictionary: [
      {
        title: t('Tumour', 'Tumeur'),
        subtitle: t('One row per registered primary tumour', 'Une ligne par tumeur primitive enregistrée'),
        variables: [
          ['tumour_id', t('Pseudonymised tumour identifier', 'Identifiant pseudonymisé de la tumeur'), U.id],
          ['diagnosis_date', t('Date of diagnosis (incidence date)', 'Date de diagnostic (date d’incidence)'), U.date],
          ['age_at_diagnosis', t('Age at diagnosis', 'Âge au diagnostic'), U.years],
          ['icd10_site', t('Tumour site, ICD-10', 'Localisation tumorale, CIM-10'), U.code],
          ['morphology', t('Histological type, ICD-O-3 morphology', 'Type histologique, morphologie CIM-O-3'), U.code],
          ['tnm_stage', t('Stage at diagnosis (TNM, 8th edition)', 'Stade au diagnostic (TNM, 8e édition)'), U.cat],
          ['basis_of_diagnosis', t('Most valid basis of diagnosis', 'Base la plus fiable du diagnostic'), U.cat],
        ],
      },
      {
        title: t('Treatment and outcome', 'Traitement et devenir'),
        subtitle: t('First course of treatment and follow-up', 'Premier traitement et suivi'),
        variables: [
          [
            'surgery',
            t('Tumour-directed surgery within 12 months', 'Chirurgie de la tumeur dans les 12 mois'),
            U.yesNo,
          ],
          [
            'chemotherapy',
            t('Systemic anti-cancer therapy within 12 months', 'Traitement systémique anticancéreux dans les 12 mois'),
            U.yesNo,
          ],
          ['radiotherapy', t('Radiotherapy within 12 months', 'Radiothérapie dans les 12 mois'), U.yesNo],
          ['vital_status', t('Vital status at the end of follow-up', 'Statut vital à la fin du suivi'), U.cat],
          [
            'survival_time',
            t(
              'Time from diagnosis to death or end of follow-up',
              'Délai entre le diagnostic et le décès ou la fin du suivi',
            ),
            U.days,
          ],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'hospital-episode-statistics',
    title: t('Hospital Episode Statistics – Admitted Care', 'Statistiques des séjours hospitaliers – hospitalisations'),
    description: t(
      'All admissions to public and private hospitals, one record per consultant episode, with diagnoses, procedures, length of stay and discharge destination.',
      'Toutes les hospitalisations dans les établissements publics et privés, un enregistrement par épisode de soins, avec diagnostics, actes, durée de séjour et mode de sortie.',
    ),
    infoTag: t('Administrative data', 'Données administratives'),
    colors: { background: '#E3F2FD', text: '#0D47A1' },
    metrics: [
      { label: t('Episodes per year', 'Épisodes par an'), value: t('16.4 million', '16,4 millions') },
      { label: t('Hospitals', 'Établissements'), value: '238' },
      { label: t('Years covered', 'Années couvertes'), value: '2005–2024' },
      { label: t('Diagnosis fields', 'Champs de diagnostic'), value: '20' },
    ],
    facts: {
      population: t(
        'All patients admitted to a hospital in the country, including day cases',
        'Tous les patients hospitalisés dans le pays, y compris en ambulatoire',
      ),
      coverage: t('National', 'Nationale'),
      period: t('April 2005 to March 2024 (financial years)', 'Avril 2005 à mars 2024 (exercices budgétaires)'),
      frequency: t(
        'Monthly provisional data, annual final release',
        'Données provisoires mensuelles, version définitive annuelle',
      ),
      custodian: t('National Health Data Service', 'Service national des données de santé'),
    },
    themes: [
      {
        item: t('Admission and discharge', 'Entrée et sortie'),
        description: t(
          'Admission method and source, dates, length of stay, discharge method and destination.',
          'Mode et provenance d’entrée, dates, durée de séjour, mode et destination de sortie.',
        ),
      },
      {
        item: t('Diagnoses', 'Diagnostics'),
        description: t(
          'Primary and up to 19 secondary diagnoses coded in ICD-10.',
          'Diagnostic principal et jusqu’à 19 diagnostics associés codés en CIM-10.',
        ),
      },
      {
        item: t('Procedures', 'Actes'),
        description: t(
          'Up to 24 procedures with dates, coded in the national procedure classification.',
          'Jusqu’à 24 actes datés, codés selon la classification nationale des actes.',
        ),
      },
      {
        item: t('Critical care', 'Soins critiques'),
        description: t(
          'Days of critical care and organ support for episodes with an intensive care stay.',
          'Journées de soins critiques et suppléances d’organes pour les épisodes avec passage en réanimation.',
        ),
      },
    ],
    references: t(
      '- *Admitted care data dictionary*, National Health Data Service, 2024.\n- *Methodology note: counting spells and episodes*, 2021.\n- *Data quality dashboard guidance*, 2023.',
      '- *Dictionnaire des données d’hospitalisation*, Service national des données de santé, 2024.\n- *Note méthodologique : dénombrer séjours et épisodes*, 2021.\n- *Guide du tableau de bord de qualité des données*, 2023.',
    ),
    statistics: {
      title: t('Admissions by age group', 'Hospitalisations par tranche d’âge'),
      chart: 'Admissions by age group',
    },
    dictionary: [
      {
        title: t('Episode', 'Épisode'),
        subtitle: t('One row per consultant episode', 'Une ligne par épisode de soins'),
        variables: [
          ['episode_id', t('Pseudonymised episode identifier', 'Identifiant pseudonymisé de l’épisode'), U.id],
          ['admission_date', t('Date the patient was admitted', 'Date d’admission du patient'), U.date],
          ['discharge_date', t('Date the patient left hospital', 'Date de sortie de l’hôpital'), U.date],
          [
            'admission_method',
            t('Elective, emergency, maternity or transfer', 'Programmée, urgente, maternité ou transfert'),
            U.cat,
          ],
          ['length_of_stay', t('Number of nights in hospital', 'Nombre de nuits à l’hôpital'), U.days],
          [
            'discharge_destination',
            t('Where the patient went on discharge', 'Destination du patient à la sortie'),
            U.cat,
          ],
        ],
      },
      {
        title: t('Clinical coding', 'Codage clinique'),
        subtitle: t('Diagnoses and procedures of the episode', 'Diagnostics et actes de l’épisode'),
        variables: [
          ['diag_primary', t('Primary diagnosis, ICD-10', 'Diagnostic principal, CIM-10'), U.code],
          [
            'diag_count',
            t('Number of secondary diagnoses recorded', 'Nombre de diagnostics associés renseignés'),
            U.count,
          ],
          [
            'procedure_main',
            t('Main procedure, national classification', 'Acte principal, classification nationale'),
            U.code,
          ],
          ['drg', t('Diagnosis-related group', 'Groupe homogène de malades'), U.code],
          ['critical_care_days', t('Days spent in critical care', 'Journées passées en soins critiques'), U.days],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'air-quality-sensor-network',
    title: t('Urban Air-Quality Sensor Network', 'Réseau de capteurs de qualité de l’air urbain'),
    description: t(
      'Hourly particulate matter, nitrogen dioxide and ozone readings from reference stations and calibrated low-cost sensors in 14 cities, with weather covariates.',
      'Mesures horaires de particules, de dioxyde d’azote et d’ozone issues de stations de référence et de capteurs à bas coût étalonnés dans 14 villes, avec des variables météorologiques.',
    ),
    infoTag: t('Environmental monitoring', 'Surveillance environnementale'),
    colors: { background: '#E8F5E9', text: '#1B5E20' },
    metrics: [
      { label: t('Sensors', 'Capteurs'), value: n(1146) },
      { label: t('Cities', 'Villes'), value: '14' },
      { label: t('Measurements', 'Mesures'), value: t('2.1 billion', '2,1 milliards') },
      { label: t('Resolution', 'Résolution'), value: t('Hourly', 'Horaire') },
    ],
    facts: {
      population: t(
        'Fixed monitoring sites: roadside, urban background and industrial',
        'Sites de mesure fixes : trafic, fond urbain et industriel',
      ),
      coverage: t('14 metropolitan areas', '14 agglomérations'),
      period: t('January 2018 to present', 'Depuis janvier 2018'),
      frequency: t(
        'Daily, with ratified data published quarterly',
        'Quotidienne, données validées publiées chaque trimestre',
      ),
      custodian: t('Environmental Observatory Consortium', 'Consortium de l’observatoire environnemental'),
    },
    themes: [
      {
        item: t('Pollutants', 'Polluants'),
        description: t(
          'PM2.5, PM10, NO₂ and O₃ concentrations, hourly averages.',
          'Concentrations de PM2,5, PM10, NO₂ et O₃, moyennes horaires.',
        ),
      },
      {
        item: t('Weather', 'Météorologie'),
        description: t(
          'Temperature, relative humidity, wind speed and direction at each site.',
          'Température, humidité relative, vitesse et direction du vent sur chaque site.',
        ),
      },
      {
        item: t('Quality control', 'Contrôle qualité'),
        description: t(
          'Calibration against co-located reference instruments and a flag for every reading.',
          'Étalonnage par rapport à des instruments de référence colocalisés et indicateur pour chaque mesure.',
        ),
      },
      {
        item: t('Site metadata', 'Métadonnées des sites'),
        description: t(
          'Location, site type, elevation and commissioning history.',
          'Localisation, type de site, altitude et historique de mise en service.',
        ),
      },
    ],
    references: t(
      '- *Sensor network calibration protocol*, Environmental Observatory Consortium, 2022.\n- *Ambient air quality directive: reference methods*, summary note, 2021.\n- *Data quality flags explained*, 2024.',
      '- *Protocole d’étalonnage du réseau de capteurs*, consortium de l’observatoire environnemental, 2022.\n- *Directive sur la qualité de l’air ambiant : méthodes de référence*, note de synthèse, 2021.\n- *Les indicateurs de qualité des données expliqués*, 2024.',
    ),
    statistics: {
      title: t('Annual mean PM2.5 by city', 'Moyenne annuelle des PM2,5 par ville'),
      chart: 'Annual mean PM2.5 by city (µg/m³)',
    },
    dictionary: [
      {
        title: t('Station metadata', 'Métadonnées des stations'),
        subtitle: t('One row per monitoring site', 'Une ligne par site de mesure'),
        variables: [
          ['station_id', t('Station identifier', 'Identifiant de la station'), U.id],
          ['latitude', t('Latitude (WGS 84)', 'Latitude (WGS 84)'), t('decimal degrees', 'degrés décimaux')],
          ['longitude', t('Longitude (WGS 84)', 'Longitude (WGS 84)'), t('decimal degrees', 'degrés décimaux')],
          ['site_type', t('Roadside, urban background or industrial', 'Trafic, fond urbain ou industriel'), U.cat],
          ['elevation', t('Height of the inlet above sea level', 'Altitude de la prise d’air'), 'm'],
          ['commissioned', t('Date the station started reporting', 'Date de mise en service de la station'), U.date],
        ],
      },
      {
        title: t('Hourly measurements', 'Mesures horaires'),
        subtitle: t('One row per station and hour', 'Une ligne par station et par heure'),
        variables: [
          ['timestamp', t('Start of the hour', 'Début de l’heure de mesure'), U.datetime],
          ['pm25', t('Fine particulate matter (PM2.5)', 'Particules fines (PM2,5)'), 'µg/m³'],
          ['pm10', t('Particulate matter (PM10)', 'Particules (PM10)'), 'µg/m³'],
          ['no2', t('Nitrogen dioxide', 'Dioxyde d’azote'), 'µg/m³'],
          ['o3', t('Ozone', 'Ozone'), 'µg/m³'],
          ['temperature', t('Air temperature', 'Température de l’air'), '°C'],
          ['relative_humidity', t('Relative humidity', 'Humidité relative'), U.percent],
          [
            'qc_flag',
            t('Quality flag: valid, estimated or rejected', 'Indicateur qualité : valide, estimée ou rejetée'),
            U.cat,
          ],
        ],
      },
    ],
    levels: [1, 2],
  },
  {
    slug: 'adult-mental-health-survey',
    title: t('Adult Mental Health and Wellbeing Survey', 'Enquête sur la santé mentale et le bien-être des adultes'),
    description: t(
      'A household survey of adults aged 16 and over repeated every seven years, measuring common mental disorders, wellbeing, loneliness and use of services.',
      'Une enquête auprès des ménages, menée tous les sept ans chez les 16 ans et plus, qui mesure les troubles mentaux fréquents, le bien-être, la solitude et le recours aux soins.',
    ),
    infoTag: t('Cross-sectional survey', 'Enquête transversale'),
    colors: { background: '#F3E5F5', text: '#4A148C' },
    metrics: [
      { label: t('Respondents (2022)', 'Répondants (2022)'), value: n(7412) },
      { label: t('Survey rounds', 'Éditions'), value: '4' },
      { label: t('Response rate', 'Taux de réponse'), value: t('57%', '57 %') },
    ],
    facts: {
      population: t(
        'Adults aged 16 and over living in private households',
        'Adultes de 16 ans et plus vivant en ménage ordinaire',
      ),
      coverage: t('National, weighted to the population', 'Nationale, pondérée sur la population'),
      period: t('Rounds in 2001, 2008, 2015 and 2022', 'Éditions 2001, 2008, 2015 et 2022'),
      frequency: t('Every seven years', 'Tous les sept ans'),
      custodian: t(
        'National Institute for Population Health, Survey Division',
        'Institut national de santé des populations, département des enquêtes',
      ),
    },
    themes: [
      {
        item: t('Common mental disorders', 'Troubles mentaux fréquents'),
        description: t(
          'Anxiety and depression screened with GAD-7 and PHQ-9; clinical interview in a subsample.',
          'Anxiété et dépression repérées par le GAD-7 et le PHQ-9 ; entretien clinique dans un sous-échantillon.',
        ),
      },
      {
        item: t('Wellbeing', 'Bien-être'),
        description: t(
          'Warwick-Edinburgh Mental Wellbeing Scale and life satisfaction.',
          'Échelle de bien-être mental de Warwick-Edinburgh et satisfaction de vie.',
        ),
      },
      {
        item: t('Social context', 'Contexte social'),
        description: t(
          'Loneliness, social support, debt and adverse life events.',
          'Solitude, soutien social, endettement et événements de vie difficiles.',
        ),
      },
      {
        item: t('Service use', 'Recours aux soins'),
        description: t(
          'Treatment, talking therapies and unmet need for care.',
          'Traitements, psychothérapies et besoins de soins non satisfaits.',
        ),
      },
    ],
    references: t(
      '- *Adult Mental Health and Wellbeing Survey 2022: methods report*, Survey Division, 2023.\n- *Guidance on using survey weights and design variables*, 2023.\n- *Questionnaire documentation, rounds 1–4*, 2023.',
      '- *Enquête sur la santé mentale et le bien-être des adultes 2022 : rapport méthodologique*, département des enquêtes, 2023.\n- *Guide d’utilisation des pondérations et variables de plan de sondage*, 2023.\n- *Documentation des questionnaires, éditions 1 à 4*, 2023.',
    ),
    statistics: {
      title: t(
        'Prevalence of anxiety or depression by age group',
        'Prévalence de l’anxiété ou de la dépression par tranche d’âge',
      ),
      chart: 'Anxiety or depression by age group (%)',
    },
    dictionary: [
      {
        title: t('Respondent', 'Répondant'),
        subtitle: t('Demographics and survey design', 'Caractéristiques et plan de sondage'),
        variables: [
          ['resp_id', t('Pseudonymised respondent identifier', 'Identifiant pseudonymisé du répondant'), U.id],
          ['survey_round', t('Survey round (year)', 'Édition de l’enquête (année)'), U.code],
          ['age_band', t('Age in ten-year bands', 'Âge par tranches de dix ans'), U.cat],
          ['sex', t('Sex of the respondent', 'Sexe du répondant'), U.cat],
          ['employment_status', t('Employment status at interview', 'Situation d’emploi à l’entretien'), U.cat],
          [
            'weight',
            t('Survey weight for non-response and design', 'Pondération de non-réponse et de plan de sondage'),
            t('weight', 'poids'),
          ],
        ],
      },
      {
        title: t('Mental health measures', 'Mesures de santé mentale'),
        subtitle: t('Self-completion module', 'Module auto-administré'),
        variables: [
          [
            'gad7',
            t('Generalised Anxiety Disorder 7-item score', 'Score GAD-7 d’anxiété généralisée'),
            U.score('0–21'),
          ],
          [
            'phq9',
            t('Patient Health Questionnaire 9-item depression score', 'Score de dépression PHQ-9'),
            U.score('0–27'),
          ],
          [
            'wemwbs',
            t('Warwick-Edinburgh Mental Wellbeing Scale', 'Échelle de bien-être mental de Warwick-Edinburgh'),
            U.score('14–70'),
          ],
          ['loneliness', t('How often the respondent feels lonely', 'Fréquence du sentiment de solitude'), U.cat],
          [
            'current_treatment',
            t(
              'Currently receiving treatment for a mental health condition',
              'Suit actuellement un traitement pour un trouble de santé mentale',
            ),
            U.yesNo,
          ],
        ],
      },
    ],
    levels: [1, 2],
  },
  {
    slug: 'genomic-variant-summary',
    title: t('Genomic Variant Summary Statistics', 'Statistiques récapitulatives des variants génomiques'),
    description: t(
      'Allele frequencies and annotations for variants called in 52,000 whole genomes from a national research biobank, aligned to GRCh38.',
      'Fréquences alléliques et annotations des variants détectés dans 52 000 génomes complets d’une biobanque nationale de recherche, alignés sur GRCh38.',
    ),
    infoTag: t('Genomic data', 'Données génomiques'),
    colors: { background: '#EDE7F6', text: '#311B92' },
    metrics: [
      { label: t('Genomes', 'Génomes'), value: n(52000) },
      { label: t('Variants', 'Variants'), value: t('614 million', '614 millions') },
      { label: t('Mean coverage', 'Couverture moyenne'), value: '30×' },
      { label: t('Reference build', 'Génome de référence'), value: 'GRCh38' },
    ],
    facts: {
      population: t(
        'Adult biobank participants who consented to genomic research',
        'Participants adultes de la biobanque ayant consenti à la recherche génomique',
      ),
      coverage: t('National biobank, 22 recruitment centres', 'Biobanque nationale, 22 centres de recrutement'),
      period: t(
        'Samples collected 2015–2021, sequenced 2020–2023',
        'Échantillons prélevés de 2015 à 2021, séquencés de 2020 à 2023',
      ),
      frequency: t(
        'New release with each sequencing batch (about yearly)',
        'Nouvelle version à chaque lot de séquençage (environ annuelle)',
      ),
      custodian: t('National Research Biobank', 'Biobanque nationale de recherche'),
    },
    themes: [
      {
        item: t('Variant calls', 'Appels de variants'),
        description: t(
          'SNVs and short indels jointly called across all genomes.',
          'SNV et petites insertions-délétions appelés conjointement sur l’ensemble des génomes.',
        ),
      },
      {
        item: t('Frequencies', 'Fréquences'),
        description: t(
          'Allele counts and frequencies overall and by genetic ancestry group.',
          'Effectifs et fréquences alléliques, globalement et par groupe d’ascendance génétique.',
        ),
      },
      {
        item: t('Annotation', 'Annotation'),
        description: t(
          'Predicted consequence, gene, CADD score and ClinVar significance.',
          'Conséquence prédite, gène, score CADD et signification ClinVar.',
        ),
      },
      {
        item: t('Individual-level data', 'Données individuelles'),
        description: t(
          'Genotypes are released only as Level 3 data, inside the secure research environment.',
          'Les génotypes ne sont mis à disposition qu’en niveau 3, dans l’environnement sécurisé de recherche.',
        ),
      },
    ],
    references: t(
      '- *Whole-genome sequencing and joint calling pipeline*, National Research Biobank, 2023.\n- *Variant annotation and quality filters*, release notes v3, 2024.\n- Genome Reference Consortium human build 38 (GRCh38).',
      '- *Séquençage du génome complet et chaîne d’appel conjoint*, biobanque nationale de recherche, 2023.\n- *Annotation des variants et filtres qualité*, notes de version v3, 2024.\n- Genome Reference Consortium, assemblage humain 38 (GRCh38).',
    ),
    statistics: {
      title: t('Variants by allele frequency class', 'Variants par classe de fréquence allélique'),
      chart: 'Variants by allele frequency class',
    },
    dictionary: [
      {
        title: t('Variant', 'Variant'),
        subtitle: t('One row per variant and alternate allele', 'Une ligne par variant et allèle alternatif'),
        variables: [
          ['chrom', t('Chromosome', 'Chromosome'), U.code],
          ['pos', t('Position on GRCh38', 'Position sur GRCh38'), t('base pairs', 'paires de bases')],
          ['ref', t('Reference allele', 'Allèle de référence'), t('nucleotides', 'nucléotides')],
          ['alt', t('Alternate allele', 'Allèle alternatif'), t('nucleotides', 'nucléotides')],
          ['rsid', t('dbSNP identifier, where one exists', 'Identifiant dbSNP, s’il existe'), U.id],
          ['consequence', t('Most severe predicted consequence', 'Conséquence prédite la plus sévère'), U.cat],
        ],
      },
      {
        title: t('Frequencies and quality', 'Fréquences et qualité'),
        subtitle: t('Aggregated over all genomes', 'Agrégées sur l’ensemble des génomes'),
        variables: [
          ['allele_count', t('Number of alternate alleles observed', 'Nombre d’allèles alternatifs observés'), U.count],
          ['allele_number', t('Number of alleles genotyped', 'Nombre d’allèles génotypés'), U.count],
          [
            'allele_freq',
            t('Alternate allele frequency', 'Fréquence de l’allèle alternatif'),
            t('proportion (0–1)', 'proportion (0–1)'),
          ],
          ['hom_count', t('Number of homozygous carriers', 'Nombre de porteurs homozygotes'), U.count],
          [
            'cadd_phred',
            t('CADD deleteriousness score (PHRED-scaled)', 'Score de délétérité CADD (échelle PHRED)'),
            U.score('0–99'),
          ],
          ['filter', t('PASS or the reason the variant failed filters', 'PASS ou motif d’échec aux filtres'), U.cat],
        ],
      },
    ],
    levels: [1, 3],
  },
  {
    slug: 'primary-care-prescribing',
    title: t('Primary Care Prescribing', 'Prescriptions en soins primaires'),
    description: t(
      'Monthly prescriptions dispensed in the community for every general practice, by medicine, with quantities and costs, and a profile of each practice.',
      'Prescriptions mensuelles délivrées en ville pour chaque cabinet de médecine générale, par médicament, avec quantités et coûts, et un profil de chaque cabinet.',
    ),
    infoTag: t('Administrative data', 'Données administratives'),
    colors: { background: '#FFF8E1', text: '#6D4C00' },
    metrics: [
      { label: t('Practices', 'Cabinets'), value: n(6480) },
      { label: t('Items per month', 'Lignes par mois'), value: t('92 million', '92 millions') },
      { label: t('Since', 'Depuis'), value: '2014' },
    ],
    facts: {
      population: t(
        'Prescriptions written in general practice and dispensed by community pharmacies',
        'Prescriptions de médecine générale délivrées par les pharmacies d’officine',
      ),
      coverage: t('National', 'Nationale'),
      period: t('January 2014 to the latest complete month', 'De janvier 2014 au dernier mois complet'),
      frequency: t('Monthly, about two months after dispensing', 'Mensuelle, environ deux mois après la délivrance'),
      custodian: t(
        'National Health Insurance Fund, Prescribing Analytics',
        'Caisse nationale d’assurance maladie, analyse des prescriptions',
      ),
    },
    themes: [
      {
        item: t('Medicines', 'Médicaments'),
        description: t(
          'Every item coded to the Anatomical Therapeutic Chemical (ATC) classification.',
          'Chaque ligne codée selon la classification anatomique, thérapeutique et chimique (ATC).',
        ),
      },
      {
        item: t('Volumes and costs', 'Volumes et coûts'),
        description: t(
          'Items, quantities, defined daily doses, net ingredient cost and actual cost.',
          'Lignes, quantités, doses définies journalières, coût net et coût réel.',
        ),
      },
      {
        item: t('Practice profile', 'Profil du cabinet'),
        description: t(
          'Registered list size, age-sex structure, deprivation and rurality.',
          'Patientèle inscrite, structure par âge et sexe, défavorisation et ruralité.',
        ),
      },
      {
        item: t('Linkage', 'Appariement'),
        description: t(
          'Practice codes link to workforce and quality indicator datasets.',
          'Les codes de cabinet permettent l’appariement avec les données d’effectifs et d’indicateurs de qualité.',
        ),
      },
    ],
    references: t(
      '- *Prescribing data: user guide*, Prescribing Analytics, 2024.\n- WHO Collaborating Centre for Drug Statistics Methodology, *ATC/DDD index*.\n- *Practice profile methodology*, 2022.',
      '- *Données de prescription : guide d’utilisation*, analyse des prescriptions, 2024.\n- Centre collaborateur de l’OMS pour la méthodologie des statistiques sur les médicaments, *index ATC/DDD*.\n- *Méthodologie des profils de cabinets*, 2022.',
    ),
    statistics: {
      title: t('Items dispensed by therapeutic group', 'Lignes délivrées par groupe thérapeutique'),
      chart: 'Items dispensed by ATC group',
    },
    dictionary: [
      {
        title: t('Prescriptions', 'Prescriptions'),
        subtitle: t('One row per practice, month and medicine', 'Une ligne par cabinet, mois et médicament'),
        variables: [
          ['practice_code', t('Practice identifier', 'Identifiant du cabinet'), U.id],
          ['period', t('Dispensing month', 'Mois de délivrance'), U.month],
          ['atc_code', t('ATC code of the medicine', 'Code ATC du médicament'), U.code],
          ['items', t('Number of prescription items', 'Nombre de lignes de prescription'), U.count],
          ['quantity', t('Quantity dispensed', 'Quantité délivrée'), t('dose units', 'unités de prise')],
          ['ddd', t('Defined daily doses', 'Doses définies journalières'), 'DDD'],
          [
            'actual_cost',
            t('Cost to the health service after discounts', 'Coût pour l’assurance maladie après remises'),
            U.euro,
          ],
        ],
      },
      {
        title: t('Practice profile', 'Profil du cabinet'),
        subtitle: t('One row per practice and quarter', 'Une ligne par cabinet et par trimestre'),
        variables: [
          ['list_size', t('Registered patients', 'Patients inscrits'), U.count],
          [
            'over_65_share',
            t('Share of registered patients aged 65 and over', 'Part des patients inscrits de 65 ans et plus'),
            U.percent,
          ],
          [
            'deprivation_decile',
            t(
              'Area deprivation decile (1 = most deprived)',
              'Décile de défavorisation de la zone (1 = la plus défavorisée)',
            ),
            t('decile (1–10)', 'décile (1–10)'),
          ],
          [
            'rural_urban',
            t(
              'Rural–urban classification of the practice address',
              'Classification rurale–urbaine de l’adresse du cabinet',
            ),
            U.cat,
          ],
          [
            'gp_fte',
            t('General practitioners, full-time equivalent', 'Médecins généralistes en équivalent temps plein'),
            t('FTE', 'ETP'),
          ],
        ],
      },
    ],
    levels: [1, 2],
  },
  {
    slug: 'childhood-immunisation-records',
    title: t('Childhood Immunisation Records', 'Registre des vaccinations de l’enfant'),
    description: t(
      'Vaccinations given to children under 6 under the national schedule, from the immunisation information system, with age at each dose and area of residence.',
      'Vaccinations réalisées chez les enfants de moins de 6 ans dans le cadre du calendrier national, issues du système d’information vaccinal, avec l’âge à chaque dose et le lieu de résidence.',
    ),
    infoTag: t('Public health surveillance', 'Surveillance en santé publique'),
    colors: { background: '#E1F5FE', text: '#01579B' },
    metrics: [
      { label: t('Children', 'Enfants'), value: t('1.9 million', '1,9 million') },
      { label: t('Vaccines in schedule', 'Vaccins du calendrier'), value: '11' },
      { label: t('Coverage at 24 months', 'Couverture à 24 mois'), value: t('94.1%', '94,1 %') },
      { label: t('Years covered', 'Années couvertes'), value: '2010–2024' },
    ],
    facts: {
      population: t(
        'Children under 6 registered with the immunisation information system',
        'Enfants de moins de 6 ans inscrits dans le système d’information vaccinal',
      ),
      coverage: t('National', 'Nationale'),
      period: t('Birth cohorts 2010 to 2023', 'Cohortes de naissance 2010 à 2023'),
      frequency: t('Quarterly', 'Trimestrielle'),
      custodian: t(
        'National Public Health Agency, Immunisation Department',
        'Agence nationale de santé publique, direction de la vaccination',
      ),
    },
    themes: [
      {
        item: t('Schedule vaccines', 'Vaccins du calendrier'),
        description: t(
          'Hexavalent, pneumococcal, MMR, meningococcal B and C, rotavirus and boosters.',
          'Hexavalent, pneumocoque, ROR, méningocoques B et C, rotavirus et rappels.',
        ),
      },
      {
        item: t('Timeliness', 'Respect du calendrier'),
        description: t(
          'Age at each dose, to measure on-time and catch-up vaccination.',
          'Âge à chaque dose, pour mesurer la vaccination dans les délais et le rattrapage.',
        ),
      },
      {
        item: t('Equity', 'Équité'),
        description: t(
          'Area of residence and deprivation quintile to study inequalities in coverage.',
          'Lieu de résidence et quintile de défavorisation pour étudier les inégalités de couverture.',
        ),
      },
    ],
    references: t(
      '- *Immunisation information system: data specification*, version 2.3, 2023.\n- *National immunisation schedule*, 2024 edition.\n- *Methods for estimating vaccine coverage*, technical note, 2022.',
      '- *Système d’information vaccinal : spécification des données*, version 2.3, 2023.\n- *Calendrier vaccinal national*, édition 2024.\n- *Méthodes d’estimation de la couverture vaccinale*, note technique, 2022.',
    ),
    statistics: {
      title: t('Coverage at 24 months by vaccine', 'Couverture à 24 mois par vaccin'),
      chart: 'Coverage at 24 months by vaccine (%)',
    },
    dictionary: [
      {
        title: t('Child', 'Enfant'),
        subtitle: t('One row per child', 'Une ligne par enfant'),
        variables: [
          ['child_id', t('Pseudonymised child identifier', 'Identifiant pseudonymisé de l’enfant'), U.id],
          ['birth_month', t('Month and year of birth', 'Mois et année de naissance'), U.month],
          ['sex', t('Sex of the child', 'Sexe de l’enfant'), U.cat],
          ['area_code', t('Area of residence (district)', 'Zone de résidence (arrondissement)'), U.code],
          [
            'deprivation_quintile',
            t(
              'Deprivation quintile of the area (1 = most deprived)',
              'Quintile de défavorisation de la zone (1 = la plus défavorisée)',
            ),
            t('quintile (1–5)', 'quintile (1–5)'),
          ],
        ],
      },
      {
        title: t('Vaccination events', 'Actes de vaccination'),
        subtitle: t('One row per dose given', 'Une ligne par dose administrée'),
        variables: [
          [
            'vaccine_code',
            t('Vaccine given, national product code', 'Vaccin administré, code produit national'),
            U.code,
          ],
          ['dose_number', t('Dose number in the schedule', 'Rang de la dose dans le calendrier'), U.count],
          ['vaccination_date', t('Date the dose was given', 'Date d’administration de la dose'), U.date],
          ['age_at_dose', t('Age of the child at the dose', 'Âge de l’enfant à la dose'), U.days],
          [
            'setting',
            t('General practice, clinic, hospital or school', 'Cabinet, centre de vaccination, hôpital ou école'),
            U.cat,
          ],
          ['on_time', t('Given within the recommended window', 'Administrée dans la fenêtre recommandée'), U.yesNo],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'emergency-department-attendances',
    title: t('Emergency Department Attendances', 'Passages aux urgences'),
    description: t(
      'Every attendance at a type 1 emergency department, with arrival mode, triage category, presenting complaint, waiting times and outcome, updated weekly.',
      'Chaque passage dans un service d’urgences, avec mode d’arrivée, niveau de tri, motif de recours, temps d’attente et devenir, mis à jour chaque semaine.',
    ),
    infoTag: t('Near-real-time data', 'Données quasi temps réel'),
    colors: { background: '#FBE9E7', text: '#8C2A0C' },
    metrics: [
      { label: t('Attendances per year', 'Passages par an'), value: t('24.8 million', '24,8 millions') },
      { label: t('Departments', 'Services'), value: '176' },
      { label: t('Updated', 'Mise à jour'), value: t('Weekly', 'Hebdomadaire') },
    ],
    facts: {
      population: t(
        'All attendances at consultant-led 24-hour emergency departments',
        'Tous les passages dans les services d’urgences ouverts 24 h sur 24',
      ),
      coverage: t('National', 'Nationale'),
      period: t('April 2016 to present', 'Depuis avril 2016'),
      frequency: t('Weekly provisional, monthly final', 'Hebdomadaire provisoire, mensuelle définitive'),
      custodian: t('National Health Data Service', 'Service national des données de santé'),
    },
    themes: [
      {
        item: t('Arrival', 'Arrivée'),
        description: t(
          'Date and time, arrival by ambulance or on foot, referral source.',
          'Date et heure, arrivée en ambulance ou par ses propres moyens, adressage.',
        ),
      },
      {
        item: t('Clinical', 'Données cliniques'),
        description: t(
          'Triage acuity, chief complaint and diagnoses coded in SNOMED CT.',
          'Niveau de tri, motif de recours et diagnostics codés en SNOMED CT.',
        ),
      },
      {
        item: t('Waiting times', 'Temps d’attente'),
        description: t(
          'Time to triage, to first clinician and total time in the department.',
          'Délai avant tri, avant le premier médecin et durée totale de passage.',
        ),
      },
      {
        item: t('Outcome', 'Devenir'),
        description: t(
          'Admitted, discharged, transferred or left before being seen.',
          'Hospitalisé, sorti, transféré ou parti avant d’être vu.',
        ),
      },
    ],
    references: t(
      '- *Emergency care dataset: technical output specification*, version 3.0, 2023.\n- SNOMED CT emergency care reference sets, 2024 release.\n- *Guidance on measuring four-hour performance*, 2022.',
      '- *Données des urgences : spécification technique*, version 3.0, 2023.\n- Jeux de référence SNOMED CT pour les urgences, version 2024.\n- *Guide de mesure du délai de quatre heures*, 2022.',
    ),
    statistics: {
      title: t('Attendances by hour of arrival', 'Passages selon l’heure d’arrivée'),
      chart: 'Attendances by hour of arrival',
    },
    dictionary: [
      {
        title: t('Attendance', 'Passage'),
        subtitle: t('One row per attendance', 'Une ligne par passage'),
        variables: [
          ['attendance_id', t('Pseudonymised attendance identifier', 'Identifiant pseudonymisé du passage'), U.id],
          ['arrival_time', t('Date and time of arrival', 'Date et heure d’arrivée'), U.datetime],
          [
            'arrival_mode',
            t('Ambulance, helicopter, police or own transport', 'Ambulance, hélicoptère, police ou moyens personnels'),
            U.cat,
          ],
          [
            'acuity',
            t('Triage category (1 = immediate, 5 = non-urgent)', 'Niveau de tri (1 = immédiat, 5 = non urgent)'),
            U.cat,
          ],
          ['chief_complaint', t('Presenting complaint, SNOMED CT', 'Motif de recours, SNOMED CT'), U.code],
          ['disposal', t('Outcome of the attendance', 'Devenir à l’issue du passage'), U.cat],
        ],
      },
      {
        title: t('Timings', 'Délais'),
        subtitle: t('Derived from the attendance timestamps', 'Calculés à partir des horodatages du passage'),
        variables: [
          ['time_to_triage', t('Arrival to initial assessment', 'De l’arrivée à l’évaluation initiale'), U.minutes],
          [
            'time_to_clinician',
            t('Arrival to first seen by a clinician', 'De l’arrivée à la prise en charge médicale'),
            U.minutes,
          ],
          ['total_time', t('Arrival to departure', 'De l’arrivée au départ'), U.minutes],
          ['left_unseen', t('Left before being seen', 'Parti avant d’être vu'), U.yesNo],
          [
            'reattended_7d',
            t('Returned to an emergency department within 7 days', 'Nouveau passage aux urgences dans les 7 jours'),
            U.yesNo,
          ],
        ],
      },
    ],
    levels: [1, 2],
  },
  {
    slug: 'national-diabetes-audit',
    title: t('National Diabetes Audit', 'Audit national du diabète'),
    description: t(
      'Care processes and treatment targets for people with diabetes in general practice and specialist services, with outcomes from linked hospital data.',
      'Processus de soins et objectifs thérapeutiques des personnes diabétiques suivies en médecine générale et en services spécialisés, avec le devenir issu des données hospitalières appariées.',
    ),
    infoTag: t('Clinical audit', 'Audit clinique'),
    colors: { background: '#F1F8E9', text: '#33691E' },
    metrics: [
      { label: t('People with diabetes', 'Personnes diabétiques'), value: t('3.6 million', '3,6 millions') },
      { label: t('Care processes', 'Processus de soins'), value: '8' },
      { label: t('Practices taking part', 'Cabinets participants'), value: t('98%', '98 %') },
      { label: t('Audit years', 'Années d’audit'), value: '2010–2024' },
    ],
    facts: {
      population: t(
        'People of all ages with a coded diagnosis of diabetes',
        'Personnes de tout âge avec un diagnostic codé de diabète',
      ),
      coverage: t('National', 'Nationale'),
      period: t('Audit years 2010–11 to 2023–24', 'Années d’audit 2010-2011 à 2023-2024'),
      frequency: t(
        'Annual, with quarterly extracts for core measures',
        'Annuelle, avec des extractions trimestrielles pour les indicateurs principaux',
      ),
      custodian: t(
        'Diabetes Audit Programme, on behalf of the Ministry of Health',
        'Programme d’audit du diabète, pour le compte du ministère de la Santé',
      ),
    },
    themes: [
      {
        item: t('Care processes', 'Processus de soins'),
        description: t(
          'HbA1c, blood pressure, cholesterol, kidney function, urine albumin, foot check, BMI and smoking review.',
          'HbA1c, tension artérielle, cholestérol, fonction rénale, albuminurie, examen des pieds, IMC et tabagisme.',
        ),
      },
      {
        item: t('Treatment targets', 'Objectifs thérapeutiques'),
        description: t(
          'Share of people meeting HbA1c, blood pressure and cholesterol targets.',
          'Part des personnes atteignant les objectifs d’HbA1c, de tension et de cholestérol.',
        ),
      },
      {
        item: t('Complications', 'Complications'),
        description: t(
          'Amputation, renal replacement therapy, heart failure and stroke from linked hospital records.',
          'Amputation, suppléance rénale, insuffisance cardiaque et AVC issus des données hospitalières appariées.',
        ),
      },
      {
        item: t('Structured education', 'Éducation thérapeutique'),
        description: t(
          'Offer and attendance of structured education within a year of diagnosis.',
          'Proposition et suivi d’un programme d’éducation thérapeutique dans l’année du diagnostic.',
        ),
      },
    ],
    references: t(
      '- *National Diabetes Audit: data specification 2023–24*.\n- *Methodology for complications and mortality linkage*, 2023.\n- *Report on care processes and treatment targets*, 2024.',
      '- *Audit national du diabète : spécification des données 2023-2024*.\n- *Méthodologie de l’appariement des complications et de la mortalité*, 2023.\n- *Rapport sur les processus de soins et les objectifs thérapeutiques*, 2024.',
    ),
    statistics: {
      title: t(
        'People meeting all three treatment targets, by age',
        'Personnes atteignant les trois objectifs, par âge',
      ),
      chart: 'All three treatment targets met, by age group (%)',
    },
    dictionary: [
      {
        title: t('Person', 'Personne'),
        subtitle: t('One row per person and audit year', 'Une ligne par personne et par année d’audit'),
        variables: [
          ['person_id', t('Pseudonymised person identifier', 'Identifiant pseudonymisé de la personne'), U.id],
          ['diabetes_type', t('Type 1, type 2 or other', 'Type 1, type 2 ou autre'), U.cat],
          ['diagnosis_year', t('Year of diagnosis', 'Année du diagnostic'), t('year', 'année')],
          [
            'age_band',
            t(
              'Age at the end of the audit year, five-year bands',
              'Âge à la fin de l’année d’audit, par tranches de cinq ans',
            ),
            U.cat,
          ],
          ['ethnic_group', t('Ethnic group, five categories', 'Groupe ethnique, cinq catégories'), U.cat],
        ],
      },
      {
        title: t('Care processes and results', 'Processus de soins et résultats'),
        subtitle: t('Latest value recorded in the audit year', 'Dernière valeur enregistrée dans l’année d’audit'),
        variables: [
          ['hba1c', t('Glycated haemoglobin', 'Hémoglobine glyquée'), 'mmol/mol'],
          ['systolic_bp', t('Systolic blood pressure', 'Pression artérielle systolique'), 'mmHg'],
          ['cholesterol', t('Total serum cholesterol', 'Cholestérol total sérique'), 'mmol/L'],
          [
            'egfr',
            t('Estimated glomerular filtration rate', 'Débit de filtration glomérulaire estimé'),
            'mL/min/1.73 m²',
          ],
          ['bmi', t('Body mass index', 'Indice de masse corporelle'), 'kg/m²'],
          ['foot_check', t('Foot surveillance recorded', 'Examen des pieds enregistré'), U.yesNo],
          ['all_targets', t('All three treatment targets met', 'Les trois objectifs thérapeutiques atteints'), U.yesNo],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'cause-of-death-register',
    title: t('Cause of Death Register', 'Registre des causes de décès'),
    description: t(
      'All deaths registered since 2000 with the underlying and contributing causes coded from the medical certificate, place of death and area of residence.',
      'Tous les décès enregistrés depuis 2000, avec les causes initiales et associées codées à partir du certificat médical, le lieu de décès et la zone de résidence.',
    ),
    infoTag: t('Vital statistics', 'Statistiques de l’état civil'),
    colors: { background: '#ECEFF1', text: '#263238' },
    metrics: [
      { label: t('Deaths registered', 'Décès enregistrés'), value: n(3104552) },
      { label: t('Years covered', 'Années couvertes'), value: '2000–2023' },
      { label: t('Coding', 'Codage'), value: t('ICD-10', 'CIM-10') },
    ],
    facts: {
      population: t(
        'All deaths of residents registered in the country',
        'Tous les décès de résidents enregistrés dans le pays',
      ),
      coverage: t('National', 'Nationale'),
      period: t('Deaths registered 2000–2023', 'Décès enregistrés de 2000 à 2023'),
      frequency: t('Monthly provisional, annual final', 'Mensuelle provisoire, annuelle définitive'),
      custodian: t(
        'National Statistics Office, Vital Statistics',
        'Office national de la statistique, statistiques de l’état civil',
      ),
    },
    themes: [
      {
        item: t('Causes of death', 'Causes de décès'),
        description: t(
          'Underlying cause selected with automated coding rules, and up to 15 contributing causes.',
          'Cause initiale sélectionnée par des règles de codage automatique, et jusqu’à 15 causes associées.',
        ),
      },
      {
        item: t('Circumstances', 'Circonstances'),
        description: t(
          'Place of death, certification by a physician or a coroner, autopsy.',
          'Lieu du décès, certification par un médecin ou un médecin légiste, autopsie.',
        ),
      },
      {
        item: t('Demography', 'Démographie'),
        description: t(
          'Age, sex, marital status and area of usual residence.',
          'Âge, sexe, situation matrimoniale et zone de résidence habituelle.',
        ),
      },
    ],
    references: t(
      '- *Mortality statistics: metadata and methods*, National Statistics Office, 2024.\n- World Health Organization, *ICD-10 volume 2: instruction manual*.\n- *Impact of the change to automated cause coding*, 2014.',
      '- *Statistiques de mortalité : métadonnées et méthodes*, Office national de la statistique, 2024.\n- Organisation mondiale de la santé, *CIM-10 volume 2 : manuel d’utilisation*.\n- *Effets du passage au codage automatique des causes*, 2014.',
    ),
    statistics: {
      title: t('Deaths by leading underlying cause', 'Décès selon les principales causes initiales'),
      chart: 'Deaths by leading underlying cause',
    },
    dictionary: [
      {
        title: t('Death record', 'Bulletin de décès'),
        subtitle: t('One row per registered death', 'Une ligne par décès enregistré'),
        variables: [
          ['record_id', t('Pseudonymised record identifier', 'Identifiant pseudonymisé du bulletin'), U.id],
          ['date_of_death', t('Date of death', 'Date du décès'), U.date],
          ['age_at_death', t('Age at death', 'Âge au décès'), U.years],
          ['sex', t('Sex of the deceased', 'Sexe de la personne décédée'), U.cat],
          [
            'place_of_death',
            t('Hospital, home, care home or other', 'Hôpital, domicile, établissement d’hébergement ou autre'),
            U.cat,
          ],
          [
            'area_of_residence',
            t('Area of usual residence (district)', 'Zone de résidence habituelle (arrondissement)'),
            U.code,
          ],
        ],
      },
      {
        title: t('Causes', 'Causes'),
        subtitle: t(
          'Coded from the medical certificate of cause of death',
          'Codées à partir du certificat médical de décès',
        ),
        variables: [
          ['underlying_cause', t('Underlying cause of death, ICD-10', 'Cause initiale du décès, CIM-10'), U.code],
          [
            'contributing_causes',
            t(
              'Other conditions mentioned, ICD-10, separated by semicolons',
              'Autres affections mentionnées, CIM-10, séparées par des points-virgules',
            ),
            t('list of codes', 'liste de codes'),
          ],
          [
            'certifier',
            t('Physician, coroner or medical examiner', 'Médecin, officier de police judiciaire ou médecin légiste'),
            U.cat,
          ],
          ['autopsy', t('Post-mortem examination performed', 'Autopsie réalisée'), U.yesNo],
          [
            'covid_mentioned',
            t('COVID-19 mentioned anywhere on the certificate', 'COVID-19 mentionnée sur le certificat'),
            U.yesNo,
          ],
        ],
      },
    ],
    levels: [1, 2, 3],
  },
  {
    slug: 'occupational-health-cohort',
    title: t('Occupational Health Cohort', 'Cohorte de santé au travail'),
    description: t(
      'Workers followed since 2012 through occupational health check-ups, with job histories, measured workplace exposures, musculoskeletal symptoms and sickness absence.',
      'Des salariés suivis depuis 2012 lors des visites de santé au travail, avec historique professionnel, expositions mesurées sur le lieu de travail, troubles musculosquelettiques et arrêts maladie.',
    ),
    infoTag: t('Longitudinal cohort', 'Cohorte longitudinale'),
    colors: { background: '#FFF3E0', text: '#7A3E00' },
    metrics: [
      { label: t('Workers', 'Salariés'), value: n(64210) },
      { label: t('Exposure measurements', 'Mesures d’exposition'), value: n(210000) },
      { label: t('Follow-up since', 'Suivi depuis'), value: '2012' },
    ],
    facts: {
      population: t(
        'Employees aged 18–65 seen by participating occupational health services',
        'Salariés de 18 à 65 ans suivis par les services de santé au travail participants',
      ),
      coverage: t('Six regions, 41 occupational health services', 'Six régions, 41 services de santé au travail'),
      period: t('2012 to present', 'Depuis 2012'),
      frequency: t('Annual', 'Annuelle'),
      custodian: t('Institute for Occupational Health Research', 'Institut de recherche en santé au travail'),
    },
    themes: [
      {
        item: t('Job history', 'Parcours professionnel'),
        description: t(
          'Occupations coded to ISCO-08 and sectors to NACE Rev. 2, with dates.',
          'Professions codées selon la CITP-08 et secteurs selon la NACE rév. 2, avec les dates.',
        ),
      },
      {
        item: t('Exposures', 'Expositions'),
        description: t(
          'Noise, respirable silica, night work and physical load, measured or from a job-exposure matrix.',
          'Bruit, silice cristalline alvéolaire, travail de nuit et charge physique, mesurés ou issus d’une matrice emplois-expositions.',
        ),
      },
      {
        item: t('Health', 'Santé'),
        description: t(
          'Musculoskeletal symptoms, hearing tests, blood pressure and sickness absence.',
          'Troubles musculosquelettiques, audiométrie, tension artérielle et arrêts maladie.',
        ),
      },
    ],
    references: t(
      '- *Occupational Health Cohort: protocol and baseline description*, 2013.\n- International Labour Organization, *International Standard Classification of Occupations (ISCO-08)*.\n- *Job-exposure matrix documentation*, version 2, 2021.',
      '- *Cohorte de santé au travail : protocole et description initiale*, 2013.\n- Organisation internationale du travail, *Classification internationale type des professions (CITP-08)*.\n- *Documentation de la matrice emplois-expositions*, version 2, 2021.',
    ),
    statistics: {
      title: t('Workers by sector of activity', 'Salariés par secteur d’activité'),
      chart: 'Workers by sector of activity',
    },
    dictionary: [
      {
        title: t('Employment history', 'Historique professionnel'),
        subtitle: t('One row per job held', 'Une ligne par emploi occupé'),
        variables: [
          ['worker_id', t('Pseudonymised worker identifier', 'Identifiant pseudonymisé du salarié'), U.id],
          ['isco08', t('Occupation, ISCO-08 four-digit code', 'Profession, code CITP-08 à quatre chiffres'), U.code],
          ['nace', t('Sector of activity, NACE Rev. 2', 'Secteur d’activité, NACE rév. 2'), U.code],
          ['job_start', t('Start date of the job', 'Date de début de l’emploi'), U.date],
          ['job_end', t('End date of the job, empty if current', 'Date de fin de l’emploi, vide si en cours'), U.date],
          [
            'hours_per_week',
            t('Contractual working hours', 'Durée contractuelle de travail'),
            t('hours per week', 'heures par semaine'),
          ],
        ],
      },
      {
        title: t('Exposures and outcomes', 'Expositions et santé'),
        subtitle: t('One row per worker and check-up', 'Une ligne par salarié et par visite'),
        variables: [
          [
            'noise_laeq',
            t('Daily noise exposure level, LEX,8h', 'Niveau d’exposition quotidienne au bruit, LEX,8h'),
            'dB(A)',
          ],
          [
            'silica',
            t('Respirable crystalline silica, 8-hour average', 'Silice cristalline alvéolaire, moyenne sur 8 heures'),
            'mg/m³',
          ],
          ['night_work_years', t('Cumulative years of night work', 'Années cumulées de travail de nuit'), U.years],
          [
            'msk_pain_12m',
            t(
              'Musculoskeletal pain in the last 12 months (Nordic questionnaire)',
              'Douleurs musculosquelettiques au cours des 12 derniers mois (questionnaire nordique)',
            ),
            U.yesNo,
          ],
          [
            'sickness_absence',
            t('Sickness absence in the last 12 months', 'Arrêts maladie au cours des 12 derniers mois'),
            U.days,
          ],
        ],
      },
    ],
    levels: [1, 2],
  },
];

/** Slugs of the seeded datasets, in catalogue order (stable: other seeds link by slug). */
export const DATASET_SLUGS: readonly string[] = DATASET_SEEDS.map((seed) => seed.slug);

/** Labels shared by every dataset, per locale. */
const LABELS: Record<
  Locale,
  {
    overview: string;
    facts: [string, string];
    themes: [string, string];
    references: string;
    dictionary: string;
    columns: { item: string; description: string; units: string };
  }
> = {
  en: {
    overview: 'Overview',
    facts: ['Key facts', 'Details'],
    themes: ['Theme', 'What it covers'],
    references: 'References and documentation',
    dictionary: 'Data dictionary',
    columns: { item: 'Variable', description: 'Description', units: 'Units' },
  },
  fr: {
    overview: 'Aperçu',
    facts: ['Informations clés', 'Détails'],
    themes: ['Thème', 'Contenu'],
    references: 'Références et documentation',
    dictionary: 'Dictionnaire des données',
    columns: { item: 'Variable', description: 'Description', units: 'Unités' },
  },
};

const FACT_LABELS: Record<keyof DatasetSeed['facts'], Text> = {
  population: { en: 'Population', fr: 'Population' },
  coverage: { en: 'Geographic coverage', fr: 'Couverture géographique' },
  period: { en: 'Time period', fr: 'Période couverte' },
  frequency: { en: 'Update frequency', fr: 'Fréquence de mise à jour' },
  custodian: { en: 'Data custodian', fr: 'Responsable des données' },
};

function pick(text: Text | string, locale: Locale): string {
  return typeof text === 'string' ? text : text[locale];
}

interface DatasetImages {
  banner: number;
  statistics: number;
  mobileStatistics: number;
}

function datasetData(seed: DatasetSeed, images: DatasetImages, locale: Locale): Record<string, unknown> {
  const labels = LABELS[locale];
  return {
    title: seed.title[locale],
    slug: seed.slug,
    description: seed.description[locale],
    contentImg: images.banner,
    infoTag: seed.infoTag[locale],
    mainTagColors: seed.colors,
    metrics: seed.metrics.map((metric) => ({ label: metric.label[locale], value: pick(metric.value, locale) })),
    overview: {
      title: labels.overview,
      tables: [
        {
          firstColumnHeader: labels.facts[0],
          secondColumnHeader: labels.facts[1],
          items: (Object.keys(FACT_LABELS) as Array<keyof DatasetSeed['facts']>).map((key) => ({
            item: FACT_LABELS[key][locale],
            description: seed.facts[key][locale],
          })),
        },
        {
          firstColumnHeader: labels.themes[0],
          secondColumnHeader: labels.themes[1],
          items: seed.themes.map((theme) => ({ item: theme.item[locale], description: theme.description[locale] })),
        },
      ],
      referencesTitle: labels.references,
      references: seed.references[locale],
    },
    dataStatistics: {
      title: seed.statistics.title[locale],
      statistics: images.statistics,
      mobileStatistics: images.mobileStatistics,
    },
    dataDictionary: {
      title: labels.dictionary,
      tables: seed.dictionary.map((table) => ({
        title: table.title[locale],
        subtitle: table.subtitle[locale],
        columns: labels.columns,
        items: table.variables.map(([item, description, units]) => ({
          item,
          description: description[locale],
          units: pick(units, locale),
        })),
      })),
    },
    availableDataLevels: seed.levels.map((level) => ({ value: LEVELS[level][locale] })),
  };
}

/**
 * Banners are gradients, so they are JPEG: smaller files, and the upload plugin derives the
 * responsive formats several times faster than from PNG. Charts stay PNG (sharp text and edges).
 */
async function ensureJpeg(
  strapi: Core.Strapi,
  image: { name: string; svg: string; alternativeText: string },
): Promise<SeededMedia> {
  const existing = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ where: { name: image.name } })) as SeededMedia | null;
  if (existing) return existing;
  const buffer = await sharp(Buffer.from(image.svg)).jpeg({ quality: 85 }).toBuffer();
  return ensureUpload(strapi, { name: image.name, buffer, mime: 'image/jpeg', alternativeText: image.alternativeText });
}

async function datasetImages(strapi: Core.Strapi, seed: DatasetSeed): Promise<DatasetImages> {
  const [banner, statistics, mobileStatistics] = await Promise.all([
    ensureJpeg(strapi, {
      name: `dataset-${seed.slug}.jpg`,
      svg: bannerSvg(seed.slug, 1200, 600),
      alternativeText: seed.title.en,
    }),
    ensureImage(strapi, {
      name: `dataset-${seed.slug}-statistics.png`,
      svg: chartSvg(seed.statistics.chart, 1200, 600, 10),
      alternativeText: `${seed.statistics.chart} (${seed.title.en})`,
    }),
    ensureImage(strapi, {
      name: `dataset-${seed.slug}-statistics-mobile.png`,
      svg: chartSvg(seed.statistics.chart, 600, 900, 5),
      alternativeText: `${seed.statistics.chart} (${seed.title.en})`,
    }),
  ]);
  return { banner: banner.id, statistics: statistics.id, mobileStatistics: mobileStatistics.id };
}

async function seedDatasetEntries(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  // Images render in the background (sharp works off the main thread) while the entries,
  // which need the main thread and the database, are written in catalogue order.
  const pending = DATASET_SEEDS.map((seed) => datasetImages(strapi, seed));
  const settled = Promise.allSettled(pending);
  try {
    for (const [index, seed] of DATASET_SEEDS.entries()) {
      const images = await pending[index];
      if (!images) continue;
      await seedCollectionEntry(
        strapi,
        DATASET_UID,
        { field: 'slug', value: seed.slug },
        {
          en: datasetData(seed, images, 'en'),
          fr: datasetData(seed, images, 'fr'),
        },
      );
    }
  } finally {
    await settled; // never leave an upload running (or a rejection unhandled) behind a failure
  }
  strapi.log.debug(`Dataset entries ready in ${Date.now() - started} ms`);
}

async function seedDatasetLibrary(strapi: Core.Strapi): Promise<void> {
  const [hero, tier1, tier2, tier3] = await Promise.all([
    ensureImage(strapi, {
      name: 'dataset-library-hero.png',
      svg: bannerSvg('dataset-library', 1440, 560),
      alternativeText: 'Abstract pattern of linked data points',
    }),
    ensureImage(strapi, {
      name: 'access-tier-1.png',
      svg: iconSvg('tier-1', '1', 160),
      alternativeText: 'Level 1 icon',
    }),
    ensureImage(strapi, {
      name: 'access-tier-2.png',
      svg: iconSvg('tier-2', '2', 160),
      alternativeText: 'Level 2 icon',
    }),
    ensureImage(strapi, {
      name: 'access-tier-3.png',
      svg: iconSvg('tier-3', '3', 160),
      alternativeText: 'Level 3 icon',
    }),
  ]);
  const tierImages = [tier1.id, tier2.id, tier3.id];
  const tiers: Array<{ title: Text; description: Text; features: Text[] }> = [
    {
      title: { en: 'Aggregated tables', fr: 'Tableaux agrégés' },
      description: {
        en: 'Counts, rates and summary statistics with small numbers suppressed. Suitable for teaching, needs assessments and first exploration of a research question.',
        fr: 'Effectifs, taux et statistiques descriptives, les petits effectifs étant masqués. Adaptés à l’enseignement, aux diagnostics de besoins et à une première exploration d’une question de recherche.',
      },
      features: [
        { en: 'Download straight after sign-in', fr: 'Téléchargement dès la connexion' },
        { en: 'Cells below 10 suppressed', fr: 'Cellules inférieures à 10 masquées' },
        { en: 'Open licence with attribution', fr: 'Licence ouverte avec mention de la source' },
      ],
    },
    {
      title: { en: 'De-identified record-level data', fr: 'Données individuelles désidentifiées' },
      description: {
        en: 'One row per person or event, with direct identifiers removed and dates coarsened. Released for an approved project into the secure research environment.',
        fr: 'Une ligne par personne ou par événement, sans identifiant direct et avec des dates agrégées. Mises à disposition pour un projet approuvé dans l’environnement sécurisé de recherche.',
      },
      features: [
        { en: 'Review by the Data Access Committee', fr: 'Examen par le comité d’accès aux données' },
        { en: 'Analysis in the secure research environment', fr: 'Analyse dans l’environnement sécurisé de recherche' },
        { en: 'Outputs checked before release', fr: 'Résultats contrôlés avant diffusion' },
      ],
    },
    {
      title: { en: 'Identifiable and linked data', fr: 'Données identifiantes et appariées' },
      description: {
        en: 'Record-level data that can identify people, or linkage to other sources. Only with a legal basis, ethics approval and a signed data sharing agreement.',
        fr: 'Données individuelles permettant d’identifier des personnes, ou appariement avec d’autres sources. Uniquement avec une base légale, un avis éthique et une convention de partage signée.',
      },
      features: [
        { en: 'Ethics approval and legal basis required', fr: 'Avis éthique et base légale exigés' },
        {
          en: 'Data sharing agreement signed by your institution',
          fr: 'Convention de partage signée par votre établissement',
        },
        { en: 'Named, trained analysts only', fr: 'Analystes nommément désignés et formés uniquement' },
      ],
    },
  ];
  const byLocale = (locale: Locale) => ({
    seo: {
      metaTitle:
        locale === 'en'
          ? 'Dataset library – Open Data Access Portal'
          : 'Catalogue des jeux de données – Portail d’accès aux données',
      metaDescription:
        locale === 'en'
          ? 'Browse population health, registry, survey, environmental and genomic datasets and see which access level each one offers.'
          : 'Parcourez des données de santé des populations, de registres, d’enquêtes, d’environnement et de génomique, et les niveaux d’accès proposés.',
    },
    hero: {
      eyebrowText: locale === 'en' ? 'Dataset library' : 'Catalogue des données',
      title:
        locale === 'en'
          ? 'Data for research that serves the public'
          : 'Des données pour une recherche au service du public',
      description:
        locale === 'en'
          ? 'Cohorts, registries, administrative records, surveys and sensor networks, documented variable by variable and released under clear rules.'
          : 'Cohortes, registres, données administratives, enquêtes et réseaux de capteurs, documentés variable par variable et mis à disposition selon des règles claires.',
      image: hero.id,
    },
    textColumns: {
      eyebrowText: locale === 'en' ? 'How the library works' : 'Fonctionnement du catalogue',
      title:
        locale === 'en'
          ? 'Find a dataset, then ask for the level you need'
          : 'Trouvez un jeu de données, puis demandez le niveau d’accès nécessaire',
      columns:
        locale === 'en'
          ? [
              {
                title: 'Explore',
                body: 'Each dataset page has an **overview**, summary **statistics** and a full **data dictionary**, so you can judge fit before you apply.',
              },
              {
                title: 'Apply',
                body: 'Describe your project once and list every dataset it needs. The Data Access Committee reviews requests monthly.',
              },
              {
                title: 'Analyse',
                body: 'Approved record-level data is analysed in the secure research environment; only checked, non-disclosive results leave it.',
              },
            ]
          : [
              {
                title: 'Explorer',
                body: 'Chaque page de jeu de données comporte un **aperçu**, des **statistiques** descriptives et un **dictionnaire des données** complet, pour juger de sa pertinence avant de déposer une demande.',
              },
              {
                title: 'Demander',
                body: 'Décrivez votre projet une seule fois et indiquez tous les jeux de données nécessaires. Le comité d’accès aux données examine les demandes chaque mois.',
              },
              {
                title: 'Analyser',
                body: 'Les données individuelles approuvées sont analysées dans l’environnement sécurisé de recherche ; seuls les résultats contrôlés et non identifiants en sortent.',
              },
            ],
    },
    tierRowBlocks: tiers.map((tier, index) => ({
      tierLabel: LEVELS[(index + 1) as 1 | 2 | 3][locale],
      title: tier.title[locale],
      description: tier.description[locale],
      features: tier.features.map((feature) => ({ value: feature[locale] })),
      image: tierImages[index],
    })),
    sampleTitle:
      locale === 'en' ? 'Not sure yet? Start with a data sample' : 'Pas encore décidé ? Commencez par un échantillon',
    sampleDescription:
      locale === 'en'
        ? 'A synthetic extract with the structure of our record-level releases: the same variables and codes, but no real person behind any row.'
        : 'Un extrait synthétique qui a la structure de nos données individuelles : mêmes variables et mêmes codes, mais aucune personne réelle derrière les lignes.',
    sampleButtonLabel: locale === 'en' ? 'Download the data sample' : 'Télécharger l’échantillon',
  });
  await seedSingleType(strapi, 'api::dataset-library.dataset-library', { en: byLocale('en'), fr: byLocale('fr') });
}

async function seedDatasetPreview(strapi: Core.Strapi): Promise<void> {
  const icons = await Promise.all(
    (['overview', 'statistics', 'dictionary'] as const).flatMap((tab) => [
      ensureImage(strapi, {
        name: `dataset-tab-${tab}.png`,
        svg: iconSvg(`tab-${tab}`, tab[0]?.toUpperCase() ?? '?', 64),
        alternativeText: '',
      }),
      ensureImage(strapi, {
        name: `dataset-tab-${tab}-mobile.png`,
        svg: iconSvg(`tab-${tab}`, tab[0]?.toUpperCase() ?? '?', 40),
        alternativeText: '',
      }),
    ]),
  );
  const id = (index: number) => icons[index]?.id;
  const byLocale = (locale: Locale) => ({
    seo: {
      metaTitle:
        locale === 'en'
          ? 'Dataset details – Open Data Access Portal'
          : 'Détails du jeu de données – Portail d’accès aux données',
      metaDescription:
        locale === 'en'
          ? 'Overview, summary statistics and data dictionary of a dataset in the library.'
          : 'Aperçu, statistiques descriptives et dictionnaire des données d’un jeu de données du catalogue.',
    },
    overviewNav: { title: locale === 'en' ? 'Overview' : 'Aperçu', icon: id(0), mobileIcon: id(1) },
    dataStatisticsNav: { title: locale === 'en' ? 'Data statistics' : 'Statistiques', icon: id(2), mobileIcon: id(3) },
    dataDictionaryNav: {
      title: locale === 'en' ? 'Data dictionary' : 'Dictionnaire des données',
      icon: id(4),
      mobileIcon: id(5),
    },
  });
  await seedSingleType(strapi, 'api::dataset-preview.dataset-preview', { en: byLocale('en'), fr: byLocale('fr') });
}

type Option = { value: string; label: Text };

const REQUEST_OPTIONS: Record<string, Option[]> = {
  projectClassifications: [
    { value: 'academic-research', label: { en: 'Academic research', fr: 'Recherche académique' } },
    {
      value: 'public-health',
      label: { en: 'Public health surveillance or planning', fr: 'Surveillance ou planification en santé publique' },
    },
    {
      value: 'service-evaluation',
      label: { en: 'Service evaluation or clinical audit', fr: 'Évaluation de services ou audit clinique' },
    },
    { value: 'policy-development', label: { en: 'Policy development', fr: 'Élaboration de politiques publiques' } },
    {
      value: 'commercial-research',
      label: { en: 'Commercial research and development', fr: 'Recherche et développement à but commercial' },
    },
    {
      value: 'student-project',
      label: { en: 'Student project (master’s or doctorate)', fr: 'Projet étudiant (master ou doctorat)' },
    },
  ],
  intendedUseOptions: [
    { value: 'epidemiology', label: { en: 'Epidemiological research', fr: 'Recherche épidémiologique' } },
    { value: 'health-services', label: { en: 'Health services research', fr: 'Recherche sur les services de santé' } },
    {
      value: 'methodology',
      label: { en: 'Statistical or methodological development', fr: 'Développement statistique ou méthodologique' },
    },
    { value: 'environmental-health', label: { en: 'Environmental health', fr: 'Santé environnementale' } },
    { value: 'genetics', label: { en: 'Genetic association study', fr: 'Étude d’association génétique' } },
    { value: 'teaching', label: { en: 'Teaching and training', fr: 'Enseignement et formation' } },
  ],
  fundingStatusOptions: [
    { value: 'funded', label: { en: 'Funded (grant awarded)', fr: 'Financé (subvention obtenue)' } },
    {
      value: 'pending',
      label: { en: 'Funding application under review', fr: 'Demande de financement en cours d’examen' },
    },
    {
      value: 'internal',
      label: { en: 'Funded from institutional budget', fr: 'Financé sur budget de l’établissement' },
    },
    { value: 'unfunded', label: { en: 'No dedicated funding', fr: 'Sans financement dédié' } },
  ],
  independentReviewOptions: [
    {
      value: 'ethics-approved',
      label: { en: 'Approved by a research ethics committee', fr: 'Approuvé par un comité d’éthique de la recherche' },
    },
    {
      value: 'ethics-pending',
      label: {
        en: 'Ethics review submitted, decision pending',
        fr: 'Dossier soumis au comité d’éthique, avis en attente',
      },
    },
    {
      value: 'peer-reviewed',
      label: { en: 'Scientific peer review by the funder', fr: 'Évaluation scientifique par les pairs du financeur' },
    },
    { value: 'not-required', label: { en: 'Not required (justify below)', fr: 'Non requis (à justifier ci-dessous)' } },
  ],
  regulatoryBodyOptions: [
    {
      value: 'research-ethics-committee',
      label: { en: 'Research ethics committee', fr: 'Comité d’éthique de la recherche' },
    },
    {
      value: 'institutional-review-board',
      label: { en: 'Institutional review board (IRB)', fr: 'Comité d’examen institutionnel (IRB)' },
    },
    {
      value: 'data-protection-authority',
      label: { en: 'Data protection authority', fr: 'Autorité de protection des données' },
    },
    {
      value: 'confidentiality-advisory-group',
      label: { en: 'Confidentiality advisory group', fr: 'Comité consultatif sur la confidentialité' },
    },
    { value: 'other', label: { en: 'Other body (please specify)', fr: 'Autre instance (à préciser)' } },
  ],
  disseminationOptions: [
    {
      value: 'peer-reviewed-publication',
      label: { en: 'Peer-reviewed publication', fr: 'Publication dans une revue à comité de lecture' },
    },
    { value: 'conference', label: { en: 'Conference presentation', fr: 'Communication en congrès' } },
    { value: 'policy-report', label: { en: 'Report to policy makers', fr: 'Rapport aux décideurs publics' } },
    { value: 'preprint', label: { en: 'Open-access preprint', fr: 'Prépublication en accès ouvert' } },
    { value: 'public-summary', label: { en: 'Plain-language summary for the public', fr: 'Résumé grand public' } },
    { value: 'thesis', label: { en: 'Thesis or dissertation', fr: 'Thèse ou mémoire' } },
  ],
  protocolOptions: [
    { value: 'published', label: { en: 'Protocol published in a journal', fr: 'Protocole publié dans une revue' } },
    {
      value: 'registered',
      label: { en: 'Protocol registered (e.g. OSF, PROSPERO)', fr: 'Protocole enregistré (p. ex. OSF, PROSPERO)' },
    },
    { value: 'attached', label: { en: 'Protocol attached to this request', fr: 'Protocole joint à la demande' } },
    { value: 'in-preparation', label: { en: 'Protocol in preparation', fr: 'Protocole en cours de rédaction' } },
  ],
};

const REQUEST_SECTIONS: Record<string, { title: Text; helpText: Text }> = {
  datasetsSection: {
    title: { en: 'Datasets requested', fr: 'Jeux de données demandés' },
    helpText: {
      en: 'Choose every dataset your project needs and the access level for each. Ask only for the variables you will analyse.',
      fr: 'Choisissez tous les jeux de données nécessaires au projet et le niveau d’accès pour chacun. Ne demandez que les variables que vous analyserez.',
    },
  },
  projectClassificationSection: {
    title: { en: 'Project classification', fr: 'Nature du projet' },
    helpText: {
      en: 'Tell us what kind of project this is. Commercial projects are reviewed under the same rules and may be charged a cost-recovery fee.',
      fr: 'Indiquez la nature du projet. Les projets commerciaux sont examinés selon les mêmes règles et peuvent donner lieu à des frais de mise à disposition.',
    },
  },
  intendedUseSection: {
    title: { en: 'Intended use of the data', fr: 'Utilisation prévue des données' },
    helpText: {
      en: 'Select all that apply. The committee checks that each use matches the public benefit stated in your summary.',
      fr: 'Sélectionnez toutes les réponses pertinentes. Le comité vérifie que chaque usage correspond à l’intérêt public décrit dans votre résumé.',
    },
  },
  fundingStatusSection: {
    title: { en: 'Funding', fr: 'Financement' },
    helpText: {
      en: 'Name the funder and grant reference if you have one. Unfunded projects are welcome.',
      fr: 'Indiquez le financeur et la référence de la subvention le cas échéant. Les projets sans financement sont également recevables.',
    },
  },
  independentReviewSection: {
    title: { en: 'Independent review', fr: 'Évaluation indépendante' },
    helpText: {
      en: 'Record-level and identifiable data need independent scientific or ethical review before release.',
      fr: 'Les données individuelles et identifiantes nécessitent une évaluation scientifique ou éthique indépendante avant leur mise à disposition.',
    },
  },
  regulatoryBodySection: {
    title: { en: 'Regulatory approvals', fr: 'Autorisations réglementaires' },
    helpText: {
      en: 'List the bodies that have approved, or must approve, the project, with reference numbers where available.',
      fr: 'Indiquez les instances qui ont approuvé ou doivent approuver le projet, avec les numéros de référence disponibles.',
    },
  },
  disseminationSection: {
    title: { en: 'Dissemination plans', fr: 'Plan de diffusion' },
    helpText: {
      en: 'Approved projects appear in the public register; tell us how you will share results, including with the public.',
      fr: 'Les projets approuvés figurent dans le registre public ; précisez comment vous partagerez les résultats, y compris avec le grand public.',
    },
  },
  protocolSection: {
    title: { en: 'Study protocol', fr: 'Protocole de l’étude' },
    helpText: {
      en: 'A protocol helps the committee decide quickly. Attach it as PDF or give a registration link.',
      fr: 'Un protocole permet au comité de statuer plus rapidement. Joignez-le au format PDF ou indiquez un lien d’enregistrement.',
    },
  },
};

async function seedDatasetAccessRequest(strapi: Core.Strapi): Promise<void> {
  const hero = await ensureImage(strapi, {
    name: 'dataset-access-request-hero.png',
    svg: bannerSvg('dataset-access-request', 1440, 560),
    alternativeText: 'Abstract pattern in blue and green',
  });
  const byLocale = (locale: Locale) => ({
    seo: {
      metaTitle:
        locale === 'en'
          ? 'Request access to data – Open Data Access Portal'
          : 'Demander l’accès aux données – Portail d’accès aux données',
      metaDescription:
        locale === 'en'
          ? 'Apply for access to one or more datasets: describe your project, its approvals and how you will share the results.'
          : 'Demandez l’accès à un ou plusieurs jeux de données : décrivez votre projet, ses autorisations et la diffusion prévue des résultats.',
    },
    hero: {
      eyebrowText: locale === 'en' ? 'Data access request' : 'Demande d’accès aux données',
      title: locale === 'en' ? 'Tell us about your project' : 'Présentez votre projet',
      description:
        locale === 'en'
          ? 'Your answers go to the Data Access Committee. You can save a draft at any time and come back to it from your profile.'
          : 'Vos réponses sont transmises au comité d’accès aux données. Vous pouvez enregistrer un brouillon à tout moment et le reprendre depuis votre profil.',
      image: hero.id,
    },
    textColumns: {
      eyebrowText: locale === 'en' ? 'Before you start' : 'Avant de commencer',
      title: locale === 'en' ? 'What the committee looks for' : 'Ce que le comité examine',
      columns:
        locale === 'en'
          ? [
              {
                title: 'Public benefit',
                body: 'Explain who gains from the results and how. Requests without a clear public benefit are declined.',
              },
              {
                title: 'Minimum data',
                body: 'Request only the datasets, variables and years your analysis plan needs; the committee may approve a narrower extract.',
              },
              {
                title: 'Timelines',
                body: 'Complete requests are reviewed within **6 weeks**. Requests needing linkage or identifiable data take longer.',
              },
            ]
          : [
              {
                title: 'Intérêt public',
                body: 'Expliquez à qui profiteront les résultats et de quelle manière. Les demandes sans intérêt public clair sont refusées.',
              },
              {
                title: 'Minimisation des données',
                body: 'Ne demandez que les jeux de données, variables et années nécessaires à votre plan d’analyse ; le comité peut approuver un extrait plus restreint.',
              },
              {
                title: 'Délais',
                body: 'Les demandes complètes sont examinées sous **6 semaines**. Les demandes nécessitant un appariement ou des données identifiantes prennent plus de temps.',
              },
            ],
    },
    ...Object.fromEntries(
      Object.entries(REQUEST_SECTIONS).map(([field, section]) => [
        field,
        { title: section.title[locale], helpText: section.helpText[locale] },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(REQUEST_OPTIONS).map(([field, options]) => [
        field,
        options.map((option) => ({ value: option.value, label: option.label[locale] })),
      ]),
    ),
    saveDraftButtonLabel: locale === 'en' ? 'Save draft' : 'Enregistrer le brouillon',
    submitButtonLabel: locale === 'en' ? 'Submit request' : 'Envoyer la demande',
    submittedMessage:
      locale === 'en'
        ? 'Thank you. Your request has been received; you can follow its progress under “My requests”.'
        : 'Merci. Votre demande a bien été reçue ; vous pouvez suivre son avancement dans « Mes demandes ».',
  });
  await seedSingleType(strapi, 'api::dataset-access-request.dataset-access-request', {
    en: byLocale('en'),
    fr: byLocale('fr'),
  });
}

/**
 * The twelve datasets and the three dataset pages, in en and fr. The governance seed runs
 * after this one and links approved requests to the datasets by slug: keep the slugs stable.
 */
export async function seedDatasets(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  // Independent content types: run together so image rendering overlaps database writes.
  const results = await Promise.allSettled([
    seedDatasetEntries(strapi),
    seedDatasetLibrary(strapi),
    seedDatasetPreview(strapi),
    seedDatasetAccessRequest(strapi),
  ]);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  strapi.log.info(`Dataset content checked in ${Date.now() - started} ms`);
}
