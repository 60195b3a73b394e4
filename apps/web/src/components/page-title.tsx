const SITE_NAME = 'Data Access Portal';

/** React 19 hoists <title> into <head>, so each page names itself without a helmet library. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${SITE_NAME}`}</title>;
}
