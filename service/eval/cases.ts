/**
 * The chat evaluation set: reads a split's YAML and checks it strictly (unknown keys, missing
 * fields, duplicate ids, unknown categories, bad patterns), so a typo in a case fails loudly
 * instead of silently passing or vanishing from the score.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { compilePattern, type Expectation } from './grade.ts';

export const CATEGORIES = [
  'hours',
  'contact-details',
  'location-and-area',
  'healthcare-space',
  'commercial-space',
  'purchase',
  'renewal-and-existing-lease',
  'lease-audit-and-costs',
  'relocation-and-expansion',
  'fees-and-pricing',
  'timelines',
  'team-and-routing',
  'booking',
  'process-and-method',
  'experience-and-track-record',
  'privacy-and-data',
  'landlord-or-listing',
  'out-of-scope',
  'negation',
  'typos-and-texting',
  'mixed-needs',
  'statement-of-need',
  'ambiguous',
  'french',
  'other-language',
  'small-talk',
  'lead-capture',
  'follow-up',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SPLITS = {
  dev: 'd-',
  heldout: 'h-',
  fresh: 'f-',
  unseen: 'u-',
  unseen2: 'v-',
  unseen3: 'n-',
  unseen4: 'k-',
  unseen5: 'm-',
  unseen6: 'p-',
  unseen7: 'q-',
  unseen8: 'g-',
  unseen9: 'j-',
  unseen10: 'b-',
  unseen11: 'c-',
  unseen12: 'e-',
  unseen13: 'y-',
  unseen14: 't-',
  unseen15: 'z-',
  unseen16: 'x-',
  unseen17: 'w-',
  unseen18: 's-',
  unseen19: 'r-',
  unseen20: 'o-',
  unseen21: 'l-',
  unseen22: 'a-',
  unseen23: 'i-',
  unseen24: 'bb-',
  unseen25: 'cc-',
  unseen26: 'dd-',
  unseen27: 'ee-',
  unseen28: 'ff-',
  unseen29: 'gg-',
  unseen30: 'hh-',
  unseen31: 'ii-',
  unseen32: 'jj-',
  unseen33: 'kk-',
  unseen34: 'll-',
  unseen35: 'mm-',
  unseen36: 'nn-',
  unseen37: 'oo-',
  unseen38: 'pp-',
  unseen39: 'qq-',
  unseen40: 'rr-',
  unseen41: 'ss-',
  unseen42: 'tt-',
  unseen43: 'uu-',
  unseen44: 'vv-',
  unseen45: 'ww-',
  unseen46: 'xx-',
  unseen47: 'yy-',
  unseen48: 'zz-',
  unseen49: 'aaa-',
  unseen50: 'bbb-',
  unseen51: 'ccc-',
  unseen52: 'ddd-',
  unseen53: 'eee-',
  unseen54: 'fff-',
  unseen55: 'ggg-',
  unseen56: 'hhh-',
  unseen57: 'iii-',
  unseen58: 'jjj-',
  unseen59: 'kkk-',
  unseen60: 'lll-',
  unseen61: 'mmm-',
  unseen62: 'nnn-',
  unseen63: 'ooo-',
  unseen64: 'ppp-',
  unseen65: 'qqq-',
  unseen66: 'rrr-',
  unseen67: 'sss-',
  unseen68: 'ttt-',
  unseen69: 'uuu-',
  unseen70: 'vvv-',
  unseen71: 'www-',
  unseen72: 'xxx-',
  unseen73: 'yyy-',
  unseen74: 'zzz-',
  unseen75: 'aab-',
  unseen76: 'aac-',
  unseen77: 'aad-',
  unseen78: 'aae-',
  unseen79: 'aaf-',
  unseen80: 'aag-',
  unseen81: 'aah-',
  unseen82: 'aai-',
  unseen83: 'aaj-',
  unseen84: 'aak-',
  unseen85: 'aal-',
  unseen86: 'aam-',
  unseen87: 'aan-',
  unseen88: 'aao-',
  unseen89: 'aap-',
  unseen90: 'aaq-',
  unseen91: 'aar-',
  unseen92: 'aas-',
  unseen93: 'aat-',
  unseen94: 'aau-',
  unseen95: 'aav-',
  unseen96: 'aaw-',
  unseen97: 'aax-',
  unseen98: 'aay-',
  unseen99: 'aaz-',
  unseen100: 'aba-',
  unseen101: 'abba-',
  unseen102: 'abca-',
  unseen103: 'abda-',
  unseen104: 'abea-',
  unseen105: 'abfa-',
  unseen106: 'abga-',
  unseen107: 'abha-',
  unseen108: 'abia-',
  unseen109: 'abja-',
  unseen110: 'abka-',
  unseen111: 'abla-',
  unseen112: 'abma-',
  unseen113: 'abna-',
  unseen114: 'aboa-',
  unseen115: 'abpa-',
  unseen116: 'abqa-',
  unseen117: 'abra-',
  unseen118: 'absa-',
  unseen119: 'abta-',
  unseen120: 'abua-',
  unseen121: 'abva-',
  unseen122: 'abwa-',
  unseen123: 'abxa-',
  unseen124: 'abya-',
  unseen125: 'abza-',
  unseen126: 'acaa-',
  unseen127: 'acba-',
  unseen128: 'acca-',
  unseen129: 'acda-',
  unseen130: 'acea-',
  unseen131: 'acfa-',
  unseen132: 'acga-',
  unseen133: 'acha-',
  unseen134: 'acia-',
  unseen135: 'acja-',
  unseen136: 'acka-',
  unseen137: 'acla-',
  unseen138: 'acma-',
  unseen139: 'acna-',
  unseen140: 'acoa-',
  unseen141: 'acpa-',
  unseen142: 'acqa-',
  unseen143: 'acra-',
  unseen144: 'acsa-',
  unseen145: 'acta-',
  unseen146: 'acua-',
  unseen147: 'acva-',
  unseen148: 'acwa-',
  unseen149: 'acxa-',
  unseen150: 'acya-',
  unseen151: 'acza-',
  unseen152: 'adaa-',
  unseen153: 'adba-',
  unseen154: 'adca-',
  unseen155: 'adda-',
  unseen156: 'adea-',
  unseen157: 'adfa-',
  unseen158: 'adga-',
  unseen159: 'adha-',
  unseen160: 'adia-',
  unseen161: 'adja-',
  unseen163: 'adla-',
  unseen164: 'adma-',
  unseen165: 'adna-',
  unseen166: 'adoa-',
  unseen167: 'adpa-',
  unseen168: 'adqa-',
  unseen169: 'adra-',
  unseen170: 'adsa-',
  unseen171: 'adta-',
  unseen172: 'adua-',
  unseen173: 'adva-',
  unseen174: 'adwa-',
  unseen175: 'adxa-',
  unseen176: 'adya-',
  unseen177: 'adza-',
  unseen178: 'aeaa-',
  unseen179: 'aeba-',
  unseen180: 'aeca-',
  unseen181: 'aeda-',
  unseen182: 'aeea-',
  unseen183: 'aefa-',
  unseen184: 'aega-',
  unseen185: 'aeha-',
  unseen186: 'aeia-',
  unseen187: 'aeja-',
  unseen188: 'aeka-',
  unseen162: 'adka-',
  unseen189: 'aela-',
  unseen190: 'aema-',
  unseen192: 'aeoa-',
  unseen193: 'aepa-',
  unseen194: 'aeqa-',
  unseen195: 'aera-',
  unseen196: 'aesa-',
  unseen197: 'aeta-',
  unseen198: 'aeua-',
  unseen199: 'aeva-',
  unseen200: 'aewa-',
  unseen201: 'aexa-',
  unseen202: 'aeya-',
  unseen203: 'aeza-',
  unseen204: 'afaa-',
  unseen205: 'afba-',
  unseen206: 'afca-',
  unseen207: 'afda-',
  unseen208: 'afea-',
  unseen209: 'affa-',
  unseen210: 'afga-',
  unseen211: 'afha-',
  unseen212: 'afia-',
  unseen213: 'afja-',
  unseen214: 'afka-',
  unseen215: 'afla-',
  unseen216: 'afma-',
  unseen217: 'afna-',
  unseen218: 'afoa-',
  unseen219: 'afpa-',
  unseen220: 'afqa-',
  unseen221: 'afra-',
  unseen223: 'afta-',
  unseen224: 'afua-',
  unseen225: 'afva-',
  unseen226: 'afwa-',
  unseen227: 'afxa-',
  unseen228: 'afya-',
  unseen229: 'afza-',
  unseen230: 'agaa-',
  unseen231: 'agba-',
  unseen232: 'agca-',
  unseen233: 'agda-',
  unseen234: 'agea-',
  unseen235: 'agfa-',
  unseen236: 'agga-',
  unseen237: 'agha-',
  unseen238: 'agia-',
  unseen239: 'agja-',
  unseen240: 'agka-',
  unseen241: 'agla-',
  unseen242: 'agma-',
  unseen243: 'agna-',
  unseen244: 'agoa-',
  unseen245: 'agpa-',
  unseen246: 'agqa-',
  unseen247: 'agra-',
  unseen248: 'agsa-',
  unseen249: 'agta-',
  unseen250: 'agua-',
  unseen251: 'agva-',
  unseen252: 'agwa-',
  unseen253: 'agxa-',
  unseen254: 'agya-',
  unseen255: 'agza-',
  unseen256: 'ahaa-',
  unseen257: 'ahba-',
  unseen258: 'ahca-',
  unseen259: 'ahda-',
  unseen260: 'ahea-',
  unseen261: 'ahfa-',
  unseen263: 'ahha-',
  unseen264: 'ahia-',
  unseen265: 'ahja-',
  unseen266: 'ahka-',
  unseen267: 'ahla-',
  unseen268: 'ahma-',
  unseen269: 'ahna-',
  unseen270: 'ahoa-',
  unseen271: 'ahpa-',
  unseen272: 'ahqa-',
  unseen273: 'ahra-',
  unseen274: 'ahsa-',
  unseen275: 'ahta-',
  unseen276: 'ahua-',
  unseen277: 'ahva-',
  unseen278: 'ahwa-',
  unseen279: 'ahxa-',
  unseen280: 'ahya-',
  unseen281: 'ahza-',
  unseen282: 'aiaa-',
  unseen283: 'aiba-',
  unseen284: 'aica-',
  unseen285: 'aida-',
  unseen286: 'aiea-',
  unseen287: 'aifa-',
  unseen288: 'aiga-',
  unseen289: 'aiha-',
  unseen290: 'aiia-',
  unseen291: 'aija-',
  unseen292: 'aika-',
  unseen293: 'aila-',
  unseen294: 'aima-',
  unseen295: 'aina-',
  unseen296: 'aioa-',
  unseen297: 'aipa-',
  unseen299: 'aira-',
  unseen300: 'aisa-',
  unseen301: 'aita-',
  unseen302: 'aiua-',
  unseen303: 'aiva-',
  unseen304: 'aiwa-',
  unseen305: 'aixa-',
  unseen306: 'aiya-',
  unseen307: 'aiza-',
  unseen308: 'ajaa-',
  unseen309: 'ajba-',
  unseen310: 'ajca-',
  unseen311: 'ajda-',
  unseen312: 'ajea-',
  unseen313: 'ajfa-',
  unseen314: 'ajga-',
  unseen315: 'ajha-',
  unseen316: 'ajia-',
  unseen317: 'ajka-',
  unseen318: 'ajla-',
  unseen319: 'ajma-',
  unseen320: 'ajna-',
  unseen321: 'ajoa-',
  unseen322: 'ajpa-',
  unseen323: 'ajqa-',
  unseen324: 'ajra-',
  unseen325: 'ajsa-',
  unseen326: 'ajta-',
  unseen327: 'ajua-',
  unseen328: 'ajva-',
  unseen329: 'ajwa-',
  unseen330: 'ajxa-',
  unseen331: 'ajya-',
  unseen332: 'ajza-',
  unseen334: 'akba-',
  unseen335: 'akca-',
  unseen336: 'akda-',
  unseen337: 'akea-',
  unseen338: 'akfa-',
  unseen339: 'akga-',
  unseen340: 'akha-',
  unseen341: 'akia-',
  unseen342: 'akja-',
  unseen343: 'akka-',
  unseen344: 'akla-',
  unseen345: 'akma-',
  unseen346: 'akna-',
  unseen347: 'akoa-',
  unseen348: 'akpa-',
  unseen349: 'akqa-',
  unseen350: 'akra-',
  unseen351: 'aksa-',
  unseen352: 'akta-',
  unseen353: 'akua-',
  unseen354: 'akva-',
  unseen355: 'akwa-',
  unseen356: 'akxa-',
  unseen357: 'akya-',
  unseen358: 'akza-',
  unseen359: 'alaa-',
  unseen360: 'alba-',
  unseen361: 'alca-',
  unseen362: 'alda-',
  unseen363: 'alea-',
  unseen365: 'alga-',
  unseen366: 'alha-',
  unseen367: 'alia-',
  unseen368: 'alja-',
  unseen369: 'alka-',
  unseen370: 'alla-',
  unseen371: 'alma-',
  unseen372: 'alna-',
  unseen373: 'aloa-',
  unseen374: 'alpa-',
  unseen375: 'alqa-',
  unseen376: 'alra-',
  unseen377: 'alsa-',
  unseen378: 'alta-',
  unseen379: 'alua-',
  unseen380: 'alva-',
  unseen381: 'alwa-',
  unseen382: 'alxa-',
  unseen383: 'alya-',
  unseen384: 'alza-',
  unseen385: 'amaa-',
  unseen386: 'amba-',
  unseen387: 'amca-',
  unseen388: 'amda-',
  unseen389: 'amea-',
  unseen390: 'amfa-',
  unseen391: 'amga-',
  unseen392: 'amha-',
  unseen393: 'amia-',
  unseen394: 'amja-',
  unseen395: 'amka-',
  unseen396: 'amla-',
  unseen397: 'amma-',
  unseen398: 'amna-',
  unseen399: 'amoa-',
  unseen400: 'ampa-',
  unseen401: 'amqa-',
  unseen402: 'amra-',
  unseen403: 'amsa-',
  unseen404: 'amta-',
  unseen405: 'amua-',
  unseen406: 'amva-',
  unseen407: 'amwa-',
  unseen408: 'amxa-',
  unseen409: 'amya-',
  unseen410: 'amza-',
  unseen411: 'anaa-',
  unseen412: 'anba-',
  unseen413: 'anca-',
  unseen414: 'anda-',
  unseen415: 'anea-',
  unseen416: 'anfa-',
  unseen417: 'anga-',
  unseen418: 'anha-',
  unseen419: 'ania-',
  unseen420: 'anja-',
  unseen421: 'anka-',
  unseen422: 'anla-',
  unseen423: 'anma-',
  unseen424: 'anna-',
  unseen425: 'anoa-',
  unseen426: 'anpa-',
  unseen427: 'anqa-',
  unseen428: 'anra-',
  unseen429: 'ansa-',
  unseen430: 'anta-',
  unseen431: 'anua-',
  unseen432: 'anva-',
  unseen433: 'anwa-',
  unseen434: 'anxa-',
  unseen435: 'anya-',
  unseen436: 'anza-',
  unseen437: 'aoaa-',
  unseen438: 'aoba-',
  unseen439: 'aoca-',
  unseen440: 'aoda-',
  unseen441: 'aoea-',
  unseen442: 'aofa-',
  unseen443: 'aoga-',
  unseen444: 'aoha-',
  unseen445: 'aoia-',
  unseen446: 'aoja-',
  unseen447: 'aoka-',
  unseen448: 'aola-',
  unseen449: 'aoma-',
  unseen450: 'aona-',
  unseen451: 'aooa-',
  unseen452: 'aopa-',
  unseen453: 'aoqa-',
  unseen454: 'aora-',
  unseen455: 'aosa-',
  unseen456: 'aota-',
  unseen457: 'aoua-',
  unseen458: 'aova-',
  unseen459: 'aowa-',
  unseen460: 'aoxa-',
  unseen461: 'aoya-',
  unseen462: 'aoza-',
  unseen463: 'apaa-',
  unseen464: 'apba-',
  unseen364: 'alfa-',
  unseen333: 'akaa-',
  unseen298: 'aiqa-',
  unseen262: 'ahga-',
  unseen222: 'afsa-',
  unseen191: 'aena-',
} as const;
export type Split = keyof typeof SPLITS;

export interface EvalCase {
  id: string;
  category: Category;
  message: string;
  expect?: Expectation;
  /** true: the reply must carry a lead; false: it must not. */
  lead?: boolean;
  now?: Date;
}

export interface EvalTurn {
  message: string;
  expect?: Expectation;
  lead?: boolean;
  now?: Date;
}

export interface EvalConversation {
  id: string;
  category: Category;
  turns: EvalTurn[];
  now?: Date;
}

export interface EvalSet {
  cases: EvalCase[];
  conversations: EvalConversation[];
}

export class EvalSetError extends Error {
  override name = 'EvalSetError';
}

type Fields = Record<string, unknown>;

const CASE_KEYS = ['id', 'category', 'message', 'expect', 'lead', 'now'];
const CONVERSATION_KEYS = ['id', 'category', 'turns', 'now'];
const TURN_KEYS = ['message', 'expect', 'lead', 'now'];
const EXPECT_KEYS = ['all', 'any', 'none'];

/** Collects every problem of a file, then throws them together. */
class Checker {
  readonly problems: string[] = [];

  object(value: unknown, where: string): Fields | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Fields;
    this.problems.push(`${where}: expected a mapping`);
    return undefined;
  }

  keys(fields: Fields, where: string, allowed: string[]): void {
    for (const key of Object.keys(fields)) {
      if (!allowed.includes(key)) this.problems.push(`${where}: unknown key "${key}"`);
    }
  }

  text(fields: Fields, key: string, where: string): string {
    const value = fields[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.problems.push(`${where}: "${key}" must be a non-empty string`);
    return '';
  }

  category(fields: Fields, where: string): Category {
    const value = this.text(fields, 'category', where);
    if (value && !(CATEGORIES as readonly string[]).includes(value)) {
      this.problems.push(`${where}: unknown category "${value}"`);
    }
    return value as Category;
  }

  lead(fields: Fields, where: string): boolean | undefined {
    const value = fields.lead;
    if (value === undefined || typeof value === 'boolean') return value;
    this.problems.push(`${where}: "lead" must be true or false`);
    return undefined;
  }

  now(fields: Fields, where: string): Date | undefined {
    const value = fields.now;
    if (value === undefined) return undefined;
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (date && !Number.isNaN(date.getTime())) return date;
    this.problems.push(
      `${where}: "now" must be an ISO date-time such as 2026-11-24T10:30:00-06:00`,
    );
    return undefined;
  }

  expect(fields: Fields, where: string): Expectation | undefined {
    if (fields.expect === undefined) return undefined;
    const raw = this.object(fields.expect, `${where} expect`);
    if (!raw) return undefined;
    this.keys(raw, `${where} expect`, EXPECT_KEYS);
    const expectation: Expectation = {};
    for (const key of EXPECT_KEYS as (keyof Expectation)[]) {
      const list = raw[key];
      if (list === undefined) continue;
      if (!Array.isArray(list) || list.length === 0) {
        this.problems.push(`${where} expect.${key}: must be a non-empty list of strings`);
        continue;
      }
      for (const item of list) {
        if (typeof item !== 'string' || item === '') {
          this.problems.push(`${where} expect.${key}: ${JSON.stringify(item)} is not a string`);
          continue;
        }
        try {
          compilePattern(item);
        } catch (error) {
          this.problems.push(`${where} expect.${key}: ${(error as Error).message}`);
        }
      }
      expectation[key] = list as string[];
    }
    if (Object.keys(expectation).length === 0 && Object.keys(raw).length === 0) {
      this.problems.push(`${where}: "expect" is empty`);
    }
    return expectation;
  }
}

/** Checks a parsed split; `prefix` is the id prefix every case of the split must carry. */
export function validateEvalSet(document: unknown, prefix: string): EvalSet {
  const check = new Checker();
  const root = check.object(document, 'file');
  if (root) check.keys(root, 'file', ['cases', 'conversations']);
  const cases: EvalCase[] = [];
  const conversations: EvalConversation[] = [];
  const seen = new Set<string>();
  const checkId = (fields: Fields, where: string): string => {
    const id = check.text(fields, 'id', where);
    if (!id) return id;
    if (seen.has(id)) check.problems.push(`${id}: duplicate id`);
    if (!id.startsWith(prefix)) check.problems.push(`${id}: id must start with "${prefix}"`);
    seen.add(id);
    return id;
  };

  if (root) {
    if (!Array.isArray(root.cases)) check.problems.push('file: "cases" must be a list');
    if (!Array.isArray(root.conversations))
      check.problems.push('file: "conversations" must be a list');
    for (const [index, raw] of (Array.isArray(root.cases) ? root.cases : []).entries()) {
      let where = `cases[${index}]`;
      const fields = check.object(raw, where);
      if (!fields) continue;
      const id = checkId(fields, where);
      if (id) where = id;
      check.keys(fields, where, CASE_KEYS);
      const item: EvalCase = {
        id,
        category: check.category(fields, where),
        message: check.text(fields, 'message', where),
      };
      const expectation = check.expect(fields, where);
      const lead = check.lead(fields, where);
      const now = check.now(fields, where);
      if (expectation) item.expect = expectation;
      if (lead !== undefined) item.lead = lead;
      if (now) item.now = now;
      if (!expectation && lead === undefined) {
        check.problems.push(`${where}: needs "expect" or "lead"`);
      }
      cases.push(item);
    }
    for (const [index, raw] of (Array.isArray(root.conversations)
      ? root.conversations
      : []
    ).entries()) {
      let where = `conversations[${index}]`;
      const fields = check.object(raw, where);
      if (!fields) continue;
      const id = checkId(fields, where);
      if (id) where = id;
      check.keys(fields, where, CONVERSATION_KEYS);
      const conversation: EvalConversation = {
        id,
        category: check.category(fields, where),
        turns: [],
      };
      const now = check.now(fields, where);
      if (now) conversation.now = now;
      if (!Array.isArray(fields.turns) || fields.turns.length < 2) {
        check.problems.push(`${where}: "turns" must be a list of at least 2 turns`);
      }
      for (const [turnIndex, rawTurn] of (Array.isArray(fields.turns)
        ? fields.turns
        : []
      ).entries()) {
        const turnWhere = `${where} turn ${turnIndex + 1}`;
        const turnFields = check.object(rawTurn, turnWhere);
        if (!turnFields) continue;
        check.keys(turnFields, turnWhere, TURN_KEYS);
        // A turn may carry no expectation of its own: it still sets up the conversation and is
        // still held to the global never-list.
        const turn: EvalTurn = { message: check.text(turnFields, 'message', turnWhere) };
        const expectation = check.expect(turnFields, turnWhere);
        const lead = check.lead(turnFields, turnWhere);
        const turnNow = check.now(turnFields, turnWhere);
        if (expectation) turn.expect = expectation;
        if (lead !== undefined) turn.lead = lead;
        if (turnNow) turn.now = turnNow;
        conversation.turns.push(turn);
      }
      conversations.push(conversation);
    }
  }
  if (check.problems.length > 0) {
    throw new EvalSetError(`the evaluation set is not valid:\n  ${check.problems.join('\n  ')}`);
  }
  return { cases, conversations };
}

export function splitPath(split: Split): string {
  return new URL(`./chat/${split}.yaml`, import.meta.url).pathname;
}

const CUT_BY_COMMENT = /^\s*-?\s*message: ([^'"\n][^\n]*? #[^\n]*)$/m;

export function loadEvalSet(split: Split, path = splitPath(split)): EvalSet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new EvalSetError(`no ${split} split at ${path}`);
  }
  // ("best # is 403-555-0134" unquoted: YAML reads the number as a comment and the case loses it.)
  const cut = CUT_BY_COMMENT.exec(text);
  if (cut) {
    throw new EvalSetError(`${path}: quote the message "${cut[1]}": YAML reads " #…" as a comment`);
  }
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new EvalSetError(`${path} is not valid YAML: ${(error as Error).message}`);
  }
  return validateEvalSet(document, SPLITS[split]);
}
