import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The "Adding a block type" checklist of docs/architecture.md, kept by the compiler (decisions 140, 141):
 * a throwaway type, 'quote', is added in memory over the real files (its definition, its client
 * folder and its registry lines), and each case leaves one piece out and expects the compiler's
 * error for it. Only the files of the fixture and the registries are checked, so it stays fast.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(ROOT, file);

const DEFINITION = `import { LIMITS } from '../constants';
import { webHref } from '../href';
import { defineBlock } from './define';
import { field } from './field';

export const quote = defineBlock({
  type: 'quote',
  label: 'Cita',
  menuLabel: 'Cita',
  fields: {
    text: field.text(LIMITS.longTextMax, { required: 'La cita no puede estar vacía' }).starts('Una cita'),
    author: field.text(LIMITS.shortTextMax).optional(),
    sourceUrl: field.optionalUrl().starts(null),
  },
  origins: {},
  links: (content) => ({ '': webHref(content.sourceUrl) }),
});
`;

const RENDERER = `import type { BlockRendererProps } from '../lib/types';

export function QuoteRenderer({ content }: BlockRendererProps<'quote'>) {
  return (
    <blockquote>
      {content.text}
      <cite>{content.author}</cite>
    </blockquote>
  );
}
`;

const PANEL = `import type { QuickEditProps } from '../lib/quick-edit';

export function QuoteQuickEdit({ content, onChange, onCommit }: QuickEditProps<'quote'>) {
  return <textarea aria-label="Cita" value={content.text} onChange={(event) => onChange({ text: event.target.value })} onBlur={onCommit} />;
}
`;

const PARTS = `import { Quote } from 'lucide-react';
import type { BlockParts } from '../lib/types';
import { QuoteQuickEdit } from './quick-edit';
import { QuoteRenderer } from './renderer';

export const parts: BlockParts<'quote'> = { Renderer: QuoteRenderer, height: () => 80, QuickEdit: QuoteQuickEdit, icon: Quote };
`;

/** A real file with one registry line added: the import after the first import, the entry after `spacer,`. */
function withLine(file: string, importLine: string, entry: string): string {
  const source = readFileSync(at(file), 'utf8');
  expect(source).toContain('  spacer,\n');
  return source.replace(/^import .*\n/m, (first) => `${first}${importLine}\n`).replace('  spacer,\n', `  spacer,\n  ${entry},\n`);
}

type Fixture = Record<string, string>;

function completeFixture(): Fixture {
  return {
    'src/shared/blocks/quote.ts': DEFINITION,
    'src/shared/blocks/definitions.ts': withLine('src/shared/blocks/definitions.ts', "import { quote } from './quote';", 'quote'),
    'src/client/blocks/quote/renderer.tsx': RENDERER,
    'src/client/blocks/quote/quick-edit.tsx': PANEL,
    'src/client/blocks/quote/parts.ts': PARTS,
    'src/client/blocks/registry.ts': withLine('src/client/blocks/registry.ts', "import { parts as quote } from './quote/parts';", 'quote'),
  };
}

let options: ts.CompilerOptions;
let previous: ts.Program | undefined;
const parsed = new Map<string, ts.SourceFile>();

/** The compiler's errors in the fixture's and the registries' files, as 'file: message'. */
const REGISTRIES = ['src/shared/blocks/definitions.ts', 'src/client/blocks/registry.ts'].map(at);

function compile(fixture: Fixture, only?: string): string[] {
  const files = new Map(Object.entries(fixture).map(([file, text]) => [at(file), text]));
  const roots = [...new Set([...files.keys(), ...REGISTRIES])];
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.fileExists = (file) => files.has(file) || ts.sys.fileExists(file);
  host.directoryExists = (directory) => [...files.keys()].some((file) => file.startsWith(`${directory}/`)) || ts.sys.directoryExists(directory);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.getSourceFile = (file, language) => {
    const text = host.readFile(file);
    if (text === undefined) return undefined;
    // Files outside the fixture are parsed once for all the cases.
    const key = `${file}\0${text.length}\0${text.slice(0, 64)}`;
    const cached = files.has(file) ? undefined : parsed.get(key);
    if (cached) return cached;
    const source = ts.createSourceFile(file, text, language);
    if (!files.has(file)) parsed.set(key, source);
    return source;
  };
  const program = ts.createProgram(roots, options, host, previous);
  previous = program;
  return roots.filter((file) => !only || file === at(only)).flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) return [];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (diagnostic) => `${path.relative(ROOT, file)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  });
}

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(at('tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json unreadable');
  options = { ...config.options, noEmit: true };
});

describe('adding a block type: 1 shared file, 1 client folder, 2 registry lines; the compiler catches each missing piece', () => {
  it('compiles the complete throwaway type', () => {
    expect(compile(completeFixture())).toEqual([]);
  });

  it.each([
    ['the shared registry line', (f: Fixture) => delete f['src/shared/blocks/definitions.ts'], 'src/client/blocks/registry.ts', /'quote' does not exist in type/],
    ['the client registry line', (f: Fixture) => delete f['src/client/blocks/registry.ts'], 'src/client/blocks/registry.ts', /Property 'quote' is missing in type/],
    ['the renderer', (f: Fixture) => (f['src/client/blocks/quote/parts.ts'] = PARTS.replace('Renderer: QuoteRenderer, ', '')), 'src/client/blocks/quote/parts.ts', /Property 'Renderer' is missing/],
    ['the height', (f: Fixture) => (f['src/client/blocks/quote/parts.ts'] = PARTS.replace('height: () => 80, ', '')), 'src/client/blocks/quote/parts.ts', /Property 'height' is missing/],
    ['the panel', (f: Fixture) => (f['src/client/blocks/quote/parts.ts'] = PARTS.replace('QuickEdit: QuoteQuickEdit, ', '')), 'src/client/blocks/quote/parts.ts', /Property 'QuickEdit' is missing/],
    ['the icon', (f: Fixture) => (f['src/client/blocks/quote/parts.ts'] = PARTS.replace(', icon: Quote', '')), 'src/client/blocks/quote/parts.ts', /Property 'icon' is missing/],
    ['the outside origins (CSP)', (f: Fixture) => (f['src/shared/blocks/quote.ts'] = DEFINITION.replace('  origins: {},\n', '')), 'src/shared/blocks/quote.ts', /Property 'origins' is missing/],
    ['where it links out (/go)', (f: Fixture) => (f['src/shared/blocks/quote.ts'] = DEFINITION.replace(/ {2}links: .*\n/, '')), 'src/shared/blocks/quote.ts', /Property 'links' is missing/],
    ['the menu label', (f: Fixture) => (f['src/shared/blocks/quote.ts'] = DEFINITION.replace("  menuLabel: 'Cita',\n", '')), 'src/shared/blocks/quote.ts', /Property 'menuLabel' is missing/],
    ["a text field's limit", (f: Fixture) => (f['src/shared/blocks/quote.ts'] = DEFINITION.replace('field.text(LIMITS.shortTextMax)', 'field.text()')), 'src/shared/blocks/quote.ts', /Expected 1-2 arguments/],
    ['a field the renderer reads', (f: Fixture) => (f['src/client/blocks/quote/renderer.tsx'] = RENDERER.replace('content.author', 'content.autor')), 'src/client/blocks/quote/renderer.tsx', /Property 'autor' does not exist/],
  ])('refuses a type without %s', (_piece, leaveOut, file, expected) => {
    const fixture = completeFixture();
    leaveOut(fixture);
    expect(compile(fixture, file)).toContainEqual(expect.stringMatching(expected));
  });
});
