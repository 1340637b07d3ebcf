import net from 'node:net';
import geoip from 'geoip-country';

/**
 * The visitor's country from the embedded GeoLite2-based database that the geoip-country package
 * ships (no network at run time). Private, loopback and unknown addresses have no country ('').
 */
export function countryOfIp(ip: string): string {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!net.isIP(plain)) return '';
  return geoip.lookup(plain)?.country ?? '';
}
