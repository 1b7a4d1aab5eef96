import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  type CultureCategory,
  cultureCategories,
  cultureCategoryLabelKeys,
} from './culture-content.ts';

const pill =
  'rounded-full border px-4 py-1.5 text-sm font-medium transition hover:border-serbian-blue-400';
const current = 'border-serbian-blue-800 bg-serbian-blue-800 text-white';
const other = 'border-stone-300 bg-white text-stone-800';

/** The five culture sections as links (`/culture?category=…`), the chosen one marked current. */
export function CultureSectionsNav({ chosen }: { chosen: CultureCategory | undefined }) {
  const { t } = useTranslation();
  const entries = [
    { key: 'all', to: routes.culture, label: t('culture.allSections'), isCurrent: !chosen },
    ...cultureCategories.map((category) => ({
      key: category,
      to: `${routes.culture}?category=${category}`,
      label: t(cultureCategoryLabelKeys[category]),
      isCurrent: chosen === category,
    })),
  ];
  return (
    <nav aria-label={t('culture.sectionsLabel')} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              aria-current={entry.isCurrent ? 'page' : undefined}
              className={`${pill} ${entry.isCurrent ? current : other}`}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
