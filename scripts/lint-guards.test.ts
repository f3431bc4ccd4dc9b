import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The import guards of eslint.config.js fire on real TypeScript files (issue 22): a rule that
 * cannot read a .ts module passes everything, so each guard is shown catching a planted case.
 * ESLint runs with the project's own config, as `npm run lint` does.
 */

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
let planted: string;

async function plant(files: Record<string, string>): Promise<string[]> {
  return Promise.all(
    Object.entries(files).map(async ([name, text]) => {
      const file = path.join(planted, name);
      await writeFile(file, text);
      return file;
    }),
  );
}

function messagesOf(results: ESLint.LintResult[]) {
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.basename(result.filePath),
      rule: message.ruleId,
      message: message.message,
    })),
  );
}

beforeAll(async () => {
  // Inside the repository, so the project's config and resolver apply as to any source file.
  planted = await mkdtemp(path.join(root, 'src/server/lint-guard-'));
});
afterAll(async () => {
  if (planted) await rm(planted, { recursive: true, force: true });
});

describe('import-x/no-cycle', () => {
  it('fails two TypeScript modules that import each other', async () => {
    const files = await plant({
      'first-half.ts': [
        "import { second } from './second-half';",
        '',
        'export const first = (): number => second() + 1;',
        '',
      ].join('\n'),
      'second-half.ts': [
        "import { first } from './first-half';",
        '',
        'export const second = (): number => 1;',
        'export const both = (): number => first() + second();',
        '',
      ].join('\n'),
    });
    const messages = messagesOf(await eslint.lintFiles(files));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'first-half.ts', rule: 'import-x/no-cycle' }),
        expect.objectContaining({ file: 'second-half.ts', rule: 'import-x/no-cycle' }),
      ]),
    );
  }, 120_000);

  it('passes the same modules importing one way', async () => {
    const files = await plant({
      'upstream.ts': 'export const upstream = (): number => 1;\n',
      'downstream.ts': [
        "import { upstream } from './upstream';",
        '',
        'export const downstream = (): number => upstream() + 1;',
        '',
      ].join('\n'),
    });
    expect(messagesOf(await eslint.lintFiles(files))).toEqual([]);
  }, 120_000);
});

/** Lints `text` as if it were a file of the feature, written by nobody. */
async function lintAsFeatureFile(feature: string, text: string) {
  const [result] = await eslint.lintText(text, {
    filePath: path.join(root, `src/server/features/${feature}/${feature}-probe.ts`),
  });
  return messagesOf([result!]);
}

const lintAsReviewFile = (text: string) => lintAsFeatureFile('review', text);

describe('import-x/no-restricted-paths', () => {
  it("fails a server feature importing another feature's repository", async () => {
    const messages = await lintAsReviewFile(
      "import { brandExists } from '../product/product-admin.repository';\n\nexport const probe = brandExists;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('never its repository'),
      }),
    ]);
  }, 120_000);

  it("passes the same feature importing the other's service", async () => {
    const messages = await lintAsReviewFile(
      "import { switchOffProductsOfBrand } from '../product/product-admin.service';\n\nexport const probe = switchOffProductsOfBrand;\n",
    );
    expect(messages).toEqual([]);
  }, 120_000);

  it('fails the user feature importing anything of the merchant feature, even its service', async () => {
    const messages = await lintAsFeatureFile(
      'user',
      "import { merchantAccounts } from '../merchant/merchant.service';\n\nexport const probe = merchantAccounts;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('does not know merchants'),
      }),
    ]);
  }, 120_000);
});
