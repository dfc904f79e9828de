import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, hintEagerCompile, tillStartCompiledEagerly } from './till-start';

/** A chunk of a fake bundle: its file, the module it stands for, what it imports. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = []): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    moduleIds: facadeModuleId ? [facadeModuleId] : [],
    imports,
    code: `export const file = ${JSON.stringify(fileName)};\n`,
    map: null,
  } as unknown as Rollup.OutputChunk;
}

function sourceMap(mappings: string): Rollup.OutputAsset {
  return {
    type: 'asset',
    fileName: 'assets/pos-screen.js.map',
    source: JSON.stringify({ version: 3, mappings, sources: [] }),
  } as unknown as Rollup.OutputAsset;
}

/** A build's bundle as the till starts it, with a dialog's chunk it loads later. */
function tillBundle(): Rollup.OutputBundle {
  return {
    'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/page-start.js']),
    'assets/page-start.js': chunk('assets/page-start.js', null),
    'assets/app-start.js': chunk('assets/app-start.js', '/app/src/app-main.tsx', ['assets/page-start.js']),
    'assets/dashboard-frame.js': chunk(
      'assets/dashboard-frame.js',
      '/app/src/app/layouts/dashboard-layout.tsx',
      ['assets/app-start.js', 'assets/page-start.js'],
    ),
    'assets/pos-screen.js': chunk('assets/pos-screen.js', '/app/src/features/pos/pos-page.tsx', [
      'assets/dashboard-frame.js',
      'assets/app-start.js',
    ]),
    'assets/pos-screen.js.map': sourceMap('AAAA,CAAC'),
    'assets/notes-dialog.js': chunk(
      'assets/notes-dialog.js',
      '/app/src/features/pos/components/notes-dialog.tsx',
      ['assets/app-start.js'],
    ),
  };
}

function generate(bundle: Rollup.OutputBundle) {
  const hook = tillStartCompiledEagerly().generateBundle as { handler: (o: unknown, b: unknown) => void };
  hook.handler({}, bundle);
}

const hinted = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle)
    .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
    .filter((output) => output.code.startsWith(EAGER_COMPILE_HINT))
    .map((output) => output.fileName)
    .sort();

describe('tillStartCompiledEagerly', () => {
  it('gives V8’s compile hint to the till’s start files and every file they import, and no other', () => {
    const bundle = tillBundle();
    generate(bundle);
    expect(hinted(bundle)).toEqual([
      'assets/app-start.js',
      'assets/dashboard-frame.js',
      'assets/index.js',
      'assets/page-start.js',
      'assets/pos-screen.js',
    ]);
    expect((bundle['assets/notes-dialog.js'] as Rollup.OutputChunk).code).toBe(
      'export const file = "assets/notes-dialog.js";\n',
    );
  });

  it('fails the build when the till’s start is not where it was (a file renamed)', () => {
    const bundle = tillBundle();
    delete bundle['assets/pos-screen.js'];
    expect(() => generate(bundle)).toThrow(/pos-page\.tsx/);
  });
});

describe('hintEagerCompile', () => {
  it('puts the hint on a line of its own before the code, and moves the source map down that line', () => {
    const bundle = tillBundle();
    hintEagerCompile(bundle, 'assets/pos-screen.js');
    const code = (bundle['assets/pos-screen.js'] as Rollup.OutputChunk).code;
    expect(code).toBe(`//# allFunctionsCalledOnLoad\nexport const file = "assets/pos-screen.js";\n`);
    const map = JSON.parse(String((bundle['assets/pos-screen.js.map'] as Rollup.OutputAsset).source));
    expect(map.mappings).toBe(';AAAA,CAAC');
  });

  it('hints a file once, however often it is asked', () => {
    const bundle = tillBundle();
    hintEagerCompile(bundle, 'assets/pos-screen.js');
    hintEagerCompile(bundle, 'assets/pos-screen.js');
    const code = (bundle['assets/pos-screen.js'] as Rollup.OutputChunk).code;
    expect(code.split(EAGER_COMPILE_HINT)).toHaveLength(2);
    const map = JSON.parse(String((bundle['assets/pos-screen.js.map'] as Rollup.OutputAsset).source));
    expect(map.mappings).toBe(';AAAA,CAAC');
  });
});
