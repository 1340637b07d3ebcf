import { brandGroups, type BrandGroup, type BrandSettings } from '@lotus/contract/brand-admin';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useNavigate, useParams } from 'react-router';
import { Badge, Button, cx, Notice, PageHeader } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { formatTime, useTimeZone, zoneOf } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { AccessForm } from './access-form';
import { CustomerServiceForm } from './customer-service-form';
import { useBrands, useBrandSettings } from './brand-api';
import { DomainsForm } from './domains-form';
import { IdentityForm } from './identity-form';
import { MaintenanceForm } from './maintenance-form';
import { NewBrandDialog } from './new-brand-dialog';
import { ModulesForm } from './modules-form';
import { RebateForm } from './rebate-form';
import { RegionalForm } from './regional-form';
import { RegistrationForm } from './registration-form';
import { WithdrawalForm } from './withdrawal-form';

const forms: Record<BrandGroup, (props: { brand: BrandSettings; onSaved: () => void }) => ReactNode> = {
  identity: IdentityForm,
  modules: ModulesForm,
  registration: RegistrationForm,
  withdrawal: WithdrawalForm,
  regional: RegionalForm,
  domains: DomainsForm,
  maintenance: MaintenanceForm,
  access: AccessForm,
  rebate: RebateForm,
  customerService: CustomerServiceForm,
};

/** The tab a brand opens on. */
const firstGroup = brandGroups[0];

const isGroup = (value: string | undefined): value is BrandGroup => (brandGroups as readonly string[]).includes(value ?? '');

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('app.loading')}
    </p>
  );
}

/**
 * /brand: a brand operator goes straight to their brand; a deployment-wide operator picks one (or goes
 * straight in when the deployment has only one).
 */
export function BrandIndexPage() {
  const { t } = useTranslation();
  const me = useMe().data!;
  const brands = useBrands();
  const working = useWorkingBrand().brand;
  if (me.brandId !== null) return <Navigate to={`/brand/${me.brandId}/${firstGroup}`} replace />;
  // A working brand picked in the header opens at once; "All brands" lists them.
  if (working) return <Navigate to={`/brand/${working.id}/${firstGroup}`} replace />;
  if (brands.isPending) return <Loading />;
  if (brands.isError) return <Notice tone="error">{errorMessage(brands.error)}</Notice>;
  const rows = brands.data.rows;
  if (rows.length === 1) return <Navigate to={`/brand/${rows[0]!.id}/${firstGroup}`} replace />;
  return (
    <div className="max-w-4xl">
      <PageHeader title={t('brand.pickTitle')} intro={t('brand.pickIntro')} actions={<NewBrandButton brands={rows} from={null} />} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('brand.noBrands')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('brand.pickTitle')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">{t('brand.code')}</th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">{t('brand.name')}</th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 font-mono">{b.code}</td>
                  <td className="px-3 py-2">
                    {b.name} {b.isDefault && <Badge tone="info">{t('brand.defaultBrand')}</Badge>}
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Link className="font-medium text-indigo-700 underline" to={`/brand/${b.id}/${firstGroup}`} aria-label={`${t('brand.open')} ${b.code}`}>
                      {t('brand.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** "New brand", for a deployment-wide operator who may manage brands: the dialog, then the new brand's first tab. */
function NewBrandButton({ brands, from }: { brands: { id: number; code: string; name: string }[]; from: BrandSettings | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data;
  const setWorkingBrand = useWorkingBrand().setBrand;
  const [open, setOpen] = useState(false);
  if (me?.brandId !== null || !can(me, 'brand.manage') || brands.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('brand.create.open')}
      </Button>
      {open && (
        <NewBrandDialog
          brands={brands}
          from={from}
          onClose={() => setOpen(false)}
          onMade={(id) => {
            setOpen(false);
            setWorkingBrand(id);
            void navigate(`/brand/${id}/${firstGroup}`);
          }}
        />
      )}
    </>
  );
}

/** /brand/:brandId/:group: the brand's settings, one group per tab, each with its own form and save. */
export function BrandSettingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const me = useMe().data!;
  const zones = useTimeZone();
  const setWorkingBrand = useWorkingBrand().setBrand;
  const id = Number(params.brandId);
  const group = params.group;
  const brands = useBrands();
  const settings = useBrandSettings(id);
  const [saved, setSaved] = useState<string | null>(null);
  // A brand picked in the header opens here (an address naming a brand keeps it until then).
  const working = useWorkingBrand().brand?.id ?? null;
  const lastWorking = useRef(working);
  useEffect(() => {
    if (working === lastWorking.current) return;
    lastWorking.current = working;
    if (working !== null && working !== id) void navigate(`/brand/${working}/${isGroup(group) ? group : firstGroup}`);
  }, [working, id, group, navigate]);

  if (!Number.isInteger(id) || id <= 0 || (me.brandId !== null && me.brandId !== id)) return <Navigate to="/brand" replace />;
  if (!isGroup(group)) return <Navigate to={`/brand/${id}/${firstGroup}`} replace />;
  const Form = forms[group];
  const brand = settings.data;

  return (
    <div className="max-w-6xl">
      <PageHeader
        title={brand ? `${t('brand.title')}: ${brand.name}` : t('brand.title')}
        intro={t('brand.intro')}
        actions={
          me.brandId === null ? (
            <div className="flex flex-wrap items-center gap-3">
              {(brands.data?.rows.length ?? 0) > 1 && (
                <label className="flex items-center gap-2 text-sm">
                  <span className="font-medium text-slate-700">{t('brand.pickLabel')}</span>
                  <select
                    className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                    value={id}
                    onChange={(e) => {
                      setSaved(null);
                      // The brand edited here becomes the console's working brand too.
                      setWorkingBrand(Number(e.target.value));
                      void navigate(`/brand/${e.target.value}/${group}`);
                    }}
                  >
                    {brands.data!.rows.map((b) => (
                      <option key={b.id} value={b.id}>
                        {b.code} · {b.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <NewBrandButton brands={brands.data?.rows ?? []} from={brand ?? null} />
            </div>
          ) : undefined
        }
      />
      {brand && (
        <p className="-mt-2 mb-3 text-xs text-slate-500">
          <span className="font-mono">{brand.code}</span> · {t('brand.version', { version: brand.version, time: `${formatTime(brand.updatedAt, zoneOf(zones, id))} (${zoneOf(zones, id)})` })}
        </p>
      )}
      <nav aria-label={t('brand.tabsLabel')} className="mb-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-1">
          {brandGroups.map((g) => (
            <li key={g}>
              <NavLink
                to={`/brand/${id}/${g}`}
                onClick={() => setSaved(null)}
                className={({ isActive }) =>
                  cx('-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap', isActive ? 'border-indigo-600 text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900')
                }
              >
                {t(`brand.tabs.${g}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {saved && (
        <Notice tone="success" className="mb-4">
          {saved}
        </Notice>
      )}
      {settings.isPending && <Loading />}
      {settings.isError && (
        <div>
          <Notice tone="error">
            {t('brand.loadFailed')} {errorMessage(settings.error)}
          </Notice>
          <Button className="mt-3" onClick={() => void settings.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      )}
      {brand && <Form key={`${brand.id}:${brand.version}:${group}`} brand={brand} onSaved={() => setSaved(t('brand.form.saved'))} />}
    </div>
  );
}
