import type { SiteInfo } from '../../../contracts/site';
import { telHref } from './navigation';

/** The company's phones, e-mail and address, as in the header, drawer and footer. */
export function Contacts({
  site,
  className = '',
  withAddress = true,
}: {
  site: SiteInfo;
  className?: string;
  withAddress?: boolean;
}) {
  return (
    <address className={`not-italic ${className}`}>
      <ul className="flex flex-col gap-1">
        {site.phones.map((phone) => (
          <li key={phone}>
            <a className="whitespace-nowrap hover:underline" href={telHref(phone)}>
              {phone}
            </a>
          </li>
        ))}
        <li>
          <a className="hover:underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </li>
        {withAddress ? <li>{site.address}</li> : null}
      </ul>
    </address>
  );
}
