// The OGC API's tests run GDAL's OAPIF driver (Debian's gdal-bin: ogrinfo, ogr2ogr) against the server.
import { execSync } from 'node:child_process';

const hasOgrinfo = () => {
  try {
    execSync('ogrinfo --version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (hasOgrinfo()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'GDAL (ogrinfo, ogr2ogr) was not found. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y gdal-bin\n',
  );
  process.exit(1);
}
console.log('Installing GDAL from Debian packages (apt-get install -y gdal-bin)...');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gdal-bin', {
  stdio: 'inherit',
});
if (!hasOgrinfo()) {
  console.error('apt-get finished, but ogrinfo is still missing.');
  process.exit(1);
}
