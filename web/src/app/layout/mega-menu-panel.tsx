import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { megaMenuGroups } from './mega-menu-groups.ts';

/**
 * The mega menu's four columns of plain links. `onChoose` closes the menu
 * when a link is followed, also one to the page already shown (no navigation).
 */
export function MegaMenuPanel({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-4 gap-8">
      {megaMenuGroups.map((group) => (
        <div key={group.id}>
          <h2 className="text-xs font-semibold tracking-wider text-heritage-red-700 uppercase">
            <Link to={group.to} onClick={onChoose} className="rounded-sm hover:underline">
              {t(group.headingKey)}
            </Link>
          </h2>
          <ul className="mt-3 space-y-1">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onChoose}
                  className="block rounded-md px-2 py-1.5 text-sm text-stone-700 hover:bg-serbian-blue-50 hover:text-serbian-blue-800"
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
