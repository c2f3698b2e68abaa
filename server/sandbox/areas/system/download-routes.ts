import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { escapeXml } from '../../core/svg';
import type { AreaContext } from '../../core/area-context';

/**
 * The app downloads that the seeded resources point at. The sandbox has no native build to
 * ship, so the Android link serves a small archive with installation notes and the iOS link a
 * real Web Clip profile that puts the site on the home screen.
 */
export async function downloadRoutes(scope: FastifyInstance, ctx: AreaContext) {
  const { addresses } = ctx;
  const site = addresses.siteUrls[0];
  const archive = zipArchive([
    {
      name: 'README.txt',
      text: [
        'Gamefront sandbox platform',
        '',
        "This archive is served by the sandbox in place of the operator's Android build.",
        `Open ${site} in the browser and choose "Add to Home screen" to install the site as an app.`,
        '',
      ].join('\n'),
    },
  ]);
  const profile = webClipProfile(site);

  scope.get('/download/android.apk', async (_request, reply) =>
    reply.type('application/vnd.android.package-archive').header('content-disposition', 'attachment; filename="android.apk"').send(archive),
  );

  scope.get('/download/ios.mobileconfig', async (_request, reply) =>
    reply.type('application/x-apple-aspen-config').header('content-disposition', 'attachment; filename="ios.mobileconfig"').send(profile),
  );
}

/** A stored (uncompressed) ZIP: the format an .apk is, small enough to build by hand. */
export function zipArchive(files: Array<{ name: string; text: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function webClipProfile(site: string): string {
  const host = new URL(site).host;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${escapeXml(host)}</string>
      <key>PayloadIdentifier</key><string>com.gamefront.webclip.${escapeXml(host)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>6F1B5E0A-3C2D-4E8F-9A7B-1D2C3E4F5A6B</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>URL</key><string>${escapeXml(site)}/</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${escapeXml(host)}</string>
  <key>PayloadIdentifier</key><string>com.gamefront.profile.${escapeXml(host)}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>0C5D2A9E-7B4F-4A1C-8E3D-2F6B9C1A7E40</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
