"""DNS provider APIs we keep records with: Cloudflare (v4) and PowerDNS Authoritative."""
