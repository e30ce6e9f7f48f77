import fs from 'node:fs';
export function smaps(label) {
  const txt = fs.readFileSync('/proc/self/smaps', 'utf8').split('\n');
  const maps = []; let cur;
  for (const l of txt) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(l)) { const [range, , , , , name] = l.split(/\s+/); const [a, b] = range.split('-').map((x) => BigInt('0x' + x)); cur = { size: Number((b - a) / 1024n), name: name || '[anon]', rss: 0 }; maps.push(cur); }
    else if (l.startsWith('Rss:')) cur.rss = Number(l.split(/\s+/)[1]);
  }
  const big = maps.filter((m) => m.rss > 4096).sort((x, y) => y.rss - x.rss).slice(0, 12).map((m) => `${Math.round(m.rss/1024)}/${Math.round(m.size/1024)}MB ${m.name}`);
  console.log(label, 'total', Math.round(maps.reduce((s, m) => s + m.rss, 0) / 1024), big.join(' | '));
}
