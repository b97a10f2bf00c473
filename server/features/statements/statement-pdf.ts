import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatDayUtc } from '@common/dates';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { SANDBOX_STATEMENT_NOTICE, statementLines, type YearStatement } from '@common/schemas/statements';
import { appRoot } from '../../paths';

/** Inter, static cuts (SIL Open Font License, beside them): pdfkit embeds the glyphs used, so the text can be selected and searched. */
const fontFolder = path.join(appRoot, 'server/features/statements/fonts');
const REGULAR = 'Inter';
const BOLD = 'Inter-Bold';

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));
const operator = { 1: '+', [-1]: '−', 0: '' } as const;

export interface StatementHolder {
  name: string;
  email: string;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Moves to a new page when fewer than `needed` points are left above the bottom margin. */
function ensureRoom(doc: Doc, needed: number): void {
  if (doc.y + needed > PAGE.height - PAGE.margin - 24) {
    doc.addPage();
    doc.y = PAGE.margin + 24;
  }
}

function header(doc: Doc, statement: YearStatement, holder: StatementHolder, madeAt: Date): void {
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(INK)
    .text('Stagebacker Sandbox', PAGE.margin, PAGE.margin + 24);
  doc.font(BOLD).fontSize(15).text(`Statement for ${statement.year}`);
  doc.moveDown(0.4);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED);
  doc.text(`${holder.name} · ${holder.email}`);
  doc.text(`Sandbox calendar year: 1 January to 31 December ${statement.year} (UTC). Made ${formatDayUtc(madeAt)} (sandbox date).`);
  doc.moveDown(0.8);
  const top = doc.y;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 34).fillAndStroke('#fef3c7', '#f59e0b');
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor('#78350f')
    .text(SANDBOX_STATEMENT_NOTICE, PAGE.margin + 12, top + 11, { width: CONTENT_WIDTH - 24 });
  doc.y = top + 48;
}

function summary(doc: Doc, statement: YearStatement): void {
  doc.font(BOLD).fontSize(13).fillColor(INK).text('Your year in figures', PAGE.margin, doc.y);
  doc.moveDown(0.5);
  for (const line of statementLines) {
    ensureRoom(doc, 36);
    const top = doc.y;
    const closing = line.key === 'closingCash';
    if (closing || line.key === 'feesPaid') {
      doc
        .moveTo(PAGE.margin, top - 2)
        .lineTo(PAGE.margin + CONTENT_WIDTH, top - 2)
        .strokeColor(closing ? INK : RULE)
        .lineWidth(closing ? 1 : 0.5)
        .stroke();
      doc.y = top + 4;
    }
    const rowTop = doc.y;
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(closing ? '=' : operator[line.sign], PAGE.margin, rowTop, { width: 14 });
    doc
      .font(closing ? BOLD : REGULAR)
      .fontSize(11)
      .text(line.label, PAGE.margin + 16, rowTop, { width: 330 });
    doc
      .font(closing ? BOLD : REGULAR)
      .fontSize(11)
      .text(usd(statement[line.key]), PAGE.margin + 350, rowTop, { width: CONTENT_WIDTH - 350, align: 'right' });
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(line.note, PAGE.margin + 16, rowTop + 14, { width: 380 });
    doc.y = Math.max(doc.y, rowTop + 26) + 6;
  }
}

const saleColumns = [
  { title: 'Date', width: 62, align: 'left' },
  { title: 'Project', width: 132, align: 'left' },
  { title: 'Holding', width: 44, align: 'right' },
  { title: 'Shares', width: 38, align: 'right' },
  { title: 'Proceeds', width: 58, align: 'right' },
  { title: 'Cost basis', width: 58, align: 'right' },
  { title: 'Fee', width: 46, align: 'right' },
  { title: 'Gain', width: 66, align: 'right' },
] as const;

function salesTable(doc: Doc, statement: YearStatement): void {
  ensureRoom(doc, 80);
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(13).fillColor(INK).text('Sales', PAGE.margin, doc.y);
  doc
    .font(REGULAR)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      'Proceeds before the fee; cost basis is the part of the holding’s cost the shares sold carried; gain = proceeds − fee − cost basis.',
      {
        width: CONTENT_WIDTH,
      },
    );
  doc.moveDown(0.5);
  if (statement.sales.length === 0) {
    doc.font(REGULAR).fontSize(10).fillColor(INK).text('No sales this year.');
    return;
  }
  const row = (cells: string[], bold: boolean) => {
    ensureRoom(doc, 18);
    const top = doc.y;
    let x = PAGE.margin;
    saleColumns.forEach((column, index) => {
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(8.5)
        .fillColor(INK)
        .text(cells[index] ?? '', x, top, { width: column.width - 4, align: column.align, lineBreak: false, ellipsis: true, height: 11 });
      x += column.width;
    });
    doc.y = top + 15;
  };
  row(
    saleColumns.map((column) => column.title),
    true,
  );
  for (const sale of statement.sales) {
    row(
      [
        formatDayUtc(sale.at),
        sale.projectTitle,
        `#${sale.investmentId}`,
        String(sale.shares),
        usd(sale.proceeds),
        usd(sale.costBasis),
        usd(sale.fee),
        usd(sale.gain),
      ],
      false,
    );
  }
}

/** The notice at the foot of every page, with the page's number: drawn once every page exists. */
function footers(doc: Doc, year: number): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin + 8;
    doc
      .moveTo(PAGE.margin, y - 6)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 6)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc
      .font(BOLD)
      .fontSize(8.5)
      .fillColor('#78350f')
      .text(SANDBOX_STATEMENT_NOTICE, PAGE.margin, y, { width: CONTENT_WIDTH, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Stagebacker Sandbox · ${year} · page ${index - range.start + 1} of ${range.count}`, PAGE.margin, y, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    // Each later page also opens with the notice, above its content.
    if (index > range.start) {
      doc
        .font(BOLD)
        .fontSize(8.5)
        .fillColor('#78350f')
        .text(SANDBOX_STATEMENT_NOTICE, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH, lineBreak: false });
    }
    doc.page.margins.bottom = bottom;
  }
}

/**
 * A year's statement as a PDF (pdfkit): the account holder, the sandbox notice on every page,
 * every line of the statement with its sign in the identity, and the sales. Text is real text in
 * an embedded font, so it can be selected, searched and read back.
 */
export function statementPdf(statement: YearStatement, holder: StatementHolder, madeAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `Stagebacker Sandbox statement ${statement.year}`,
      Author: 'Stagebacker Sandbox',
      Subject: SANDBOX_STATEMENT_NOTICE,
    },
  });
  doc.registerFont(REGULAR, path.join(fontFolder, 'inter-regular.woff'));
  doc.registerFont(BOLD, path.join(fontFolder, 'inter-bold.woff'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, statement, holder, madeAt);
  summary(doc, statement);
  salesTable(doc, statement);
  footers(doc, statement.year);
  doc.end();
  return done;
}
