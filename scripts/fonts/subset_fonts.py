"""Makes the site's web fonts (run by scripts/fonts/make-fonts.sh, needs Debian's python3-fonttools and
python3-brotli): the Latin subset an English site needs, Jost cut to the weights the CSS uses, file names
carrying a content hash (public/fonts/ is served without a build step), and renderer/styles/fonts.css with
each face and a local fallback whose metrics are matched to it, so swapping in the web font moves nothing."""
import hashlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(sys.argv[1])
MODULES = ROOT / 'node_modules'
OUT = ROOT / 'public' / 'fonts'
CSS = ROOT / 'renderer' / 'styles' / 'fonts.css'
PRELOADS = ROOT / 'renderer' / 'styles' / 'first-screen-fonts.ts'
# Basic Latin, Latin-1, dashes, curly quotes, bullet, ellipsis, euro and trade mark: all the copy uses.
UNICODES = 'U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122'
FEATURES = ['kern', 'liga', 'lnum', 'tnum', 'pnum', 'onum']
# English text by letter frequency, to compare the average width of two fonts as a line of copy sees it.
SAMPLE = 'the quick brown fox jumps over the lazy dog ' * 3 + 'Linden Tuck tailored organic cotton sateen sheets for deep mattresses '

# The first two faces set the text of every first screen (body copy, headings): the page head preloads them.
PRELOADED_FACES = 2
DEBIAN = '/usr/share/fonts/truetype'
# Each web font gets a metric-matched stand-in per platform's own font: Times or Arial (macOS, Windows), Noto Serif or
# Roboto (Android), DejaVu (Linux). A stand-in whose local font is missing is skipped, so the next one is tried.
FACES = [
    # (family, style, weight, source, variable wght range, [(fallback family, local names, the same font on Debian)])
    ('Jost Variable', 'normal', '300 500', '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2', (300, 500), [
        ('Jost Fallback', ['Arial', 'Liberation Sans', 'Helvetica'], f'{DEBIAN}/liberation/LiberationSans-Regular.ttf'),
        ('Jost Fallback Roboto', ['Roboto', 'Roboto-Regular'], f'{DEBIAN}/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf'),
        ('Jost Fallback DejaVu', ['DejaVu Sans', 'DejaVuSans'], f'{DEBIAN}/dejavu/DejaVuSans.ttf'),
    ]),
    ('Cormorant Garamond', 'normal', '500', '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2', None, [
        ('Cormorant Garamond Fallback', ['Times New Roman', 'Liberation Serif', 'Times'], f'{DEBIAN}/liberation/LiberationSerif-Regular.ttf'),
        ('Cormorant Garamond Fallback Noto', ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular'], f'{DEBIAN}/noto/NotoSerif-Regular.ttf'),
        ('Cormorant Garamond Fallback DejaVu', ['DejaVu Serif', 'DejaVuSerif'], f'{DEBIAN}/dejavu/DejaVuSerif.ttf'),
    ]),
    ('Cormorant Garamond', 'italic', '500', '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2', None, [
        ('Cormorant Garamond Fallback', ['Times New Roman Italic', 'Liberation Serif Italic', 'Times Italic'], f'{DEBIAN}/liberation/LiberationSerif-Italic.ttf'),
        ('Cormorant Garamond Fallback Noto', ['Noto Serif Italic', 'NotoSerif-Italic'], f'{DEBIAN}/noto/NotoSerif-Italic.ttf'),
        ('Cormorant Garamond Fallback DejaVu', ['DejaVu Serif Italic', 'DejaVuSerif-Italic'], f'{DEBIAN}/dejavu/DejaVuSerif-Italic.ttf'),
    ]),
]


def average_width(font: TTFont) -> float:
    cmap = font.getBestCmap()
    metrics = font['hmtx'].metrics
    widths = [metrics[cmap[ord(ch)]][0] for ch in SAMPLE if ord(ch) in cmap]
    return sum(widths) / len(widths) / font['head'].unitsPerEm


def fallback_face(font, style, weight, fallback_family, locals_, fallback_file):
    """A local font scaled and given the web font's line metrics, so swapping between them moves no text."""
    upm = font['head'].unitsPerEm
    hhea = font['hhea']
    size_adjust = average_width(font) / average_width(TTFont(fallback_file))
    ascent = hhea.ascent / upm / size_adjust
    descent = -hhea.descent / upm / size_adjust
    line_gap = hhea.lineGap / upm / size_adjust
    sources = ', '.join(f"local('{name}')" for name in locals_)
    return (
        f"@font-face {{\n  font-family: '{fallback_family}';\n  font-style: {style};\n  font-weight: {weight};\n  src: {sources};\n"
        f"  size-adjust: {size_adjust * 100:.2f}%;\n  ascent-override: {ascent * 100:.2f}%;\n"
        f"  descent-override: {descent * 100:.2f}%;\n  line-gap-override: {line_gap * 100:.2f}%;\n}}\n"
    )


def make_face(family, style, weight, source, wght, fallbacks):
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES
    font = TTFont(MODULES / source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
    subsetter.subset(font)
    if wght:
        font = instancer.instantiateVariableFont(font, {'wght': wght})
    font.flavor = 'woff2'
    # The same sources give the same bytes, and so the same file name.
    font.recalcTimestamp = False
    stem = Path(source).stem.replace('-latin', '-latin-basic')
    tmp = OUT / f'{stem}.tmp'
    font.save(tmp)
    digest = hashlib.sha256(tmp.read_bytes()).hexdigest()[:10]
    name = f'{stem}.{digest}.woff2'
    tmp.rename(OUT / name)

    face = (
        f"@font-face {{\n  font-family: '{family}';\n  font-style: {style};\n  font-weight: {weight};\n  font-display: swap;\n"
        f"  src: url(/fonts/{name}) format('woff2');\n  unicode-range: {UNICODES};\n}}\n"
    )
    return name, face + ''.join(fallback_face(font, style, weight, *fallback) for fallback in fallbacks)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob('*.woff2'):
        old.unlink()
    blocks = [make_face(*face) for face in FACES]
    header = ('/* Written by scripts/fonts/make-fonts.sh; do not edit. Latin web fonts and metric-matched local fallbacks\n'
              '   (size-adjust and the overrides), so the swap to the web font moves no text. */\n')
    CSS.write_text(header + '\n'.join(css for _, css in blocks))
    urls = ''.join(f"  '/fonts/{name}',\n" for name, _ in blocks[:PRELOADED_FACES])
    italic = next(name for name, _ in blocks if '-italic.' in name)
    PRELOADS.write_text(
        '// Written by scripts/fonts/make-fonts.sh; do not edit. The two font files every first screen sets text in\n'
        '// (body copy, headings), preloaded after the page\'s hero image; the italic face loads when used.\n'
        f'export const FIRST_SCREEN_FONTS = [\n{urls}] as const;\n'
        '\n'
        '/** The italic display face, preloaded only by pages whose first screen sets text in it. */\n'
        f"export const ITALIC_DISPLAY_FONT = '/fonts/{italic}';\n"
    )
    for name, _ in blocks:
        print(f'{name}: {(OUT / name).stat().st_size} bytes')


main()
