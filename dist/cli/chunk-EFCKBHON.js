import {
  generateReplayScript,
  selectSteps
} from "./chunk-RWPZZMTL.js";
import {
  hostPathsForbidden,
  hostPathsOutside
} from "./chunk-HZJSPTDX.js";
import {
  classifyCulprit
} from "./chunk-72RJ5X22.js";
import {
  DEFAULT_EVAL_TIMEOUT_SECS,
  copyReplayScreens,
  evaluateMetric,
  removeReplayScreens,
  replayStepsFromOutput,
  replayTempPath,
  require_dist,
  runReplayScript,
  stepNumberPart
} from "./chunk-SJ5DPWVZ.js";
import {
  replayFailure
} from "./chunk-CDUV3ADU.js";
import {
  formatTrajectoryLine,
  parseTrajectory,
  readTrajectory,
  screenshotName,
  trajectoryTimestamp
} from "./chunk-MRE4K7FB.js";
import {
  OSWORLD_DEFAULTS,
  PY_WHITESPACE,
  PyDict,
  PySet,
  PythonError,
  RE_FLAGS,
  appsForTask,
  boolish,
  cellValueReader,
  checkDataValidations,
  children,
  columnLetters,
  columnNumber,
  compilePythonRegex,
  cssToXpath,
  descendants,
  fuzzRatio,
  isDateFormat,
  isPlainObject,
  loadCharts,
  loadFilters,
  loadOpenpyxl,
  loadPivotTables,
  loadRowsOrCols,
  loadSparklines,
  loadXlsxStyles,
  matchRecord,
  matchValueToRule,
  openWorkbook,
  osworldStandIn,
  pyCompare,
  pyContains,
  pyDecodeUtf8,
  pyEquals,
  pyFileLines,
  pyFloat,
  pyFloatRepr,
  pyInt,
  pyJsonLoads,
  pyRepr,
  pySplitWhitespace,
  pySplitlines,
  pyStr,
  pyStrip,
  pyTextFromBytes,
  pyTruthy,
  pyTuple,
  pyTypeName,
  pyValuesEqual,
  pythonFindall,
  pythonMatch,
  pythonSearch,
  pythonSub,
  readCellStyle,
  readCellValue,
  require_lib,
  resolveRelativeTime,
  sequenceMatcherRatio,
  sheetCells,
  sheetOf,
  sheetView,
  shlexSplit,
  textOf,
  todayIn,
  unzipSync,
  xml
} from "./chunk-GXREAHUT.js";
import {
  require_saxes
} from "./chunk-6PGMFJ6X.js";
import {
  placementFlags,
  toPosix
} from "./chunk-P5SWGXFT.js";
import {
  prepareDesktop
} from "./chunk-7H2JGXCH.js";
import {
  mapSubstitutableStrings,
  resolveHostPaths,
  substitutePlaceholders
} from "./chunk-G7CQGW6M.js";
import {
  connectDocker,
  placeTask,
  require_tar_stream
} from "./chunk-7LVQLD6I.js";
import {
  VERSION
} from "./chunk-WTBBGLZZ.js";
import {
  ExitCode,
  exitCodeForCategory
} from "./chunk-HZHHSFHV.js";
import {
  shellQuote
} from "./chunk-6OU4HTP4.js";
import {
  Redactor
} from "./chunk-L7PK2PAX.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";
import {
  ConfigError,
  InfraError,
  isDesktestError
} from "./chunk-DWPD5B2R.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/xpath/xpath.js
var require_xpath = __commonJS({
  "node_modules/xpath/xpath.js"(exports) {
    var xpath2 = typeof exports === "undefined" ? {} : exports;
    (function(exports2) {
      "use strict";
      var NAMESPACE_NODE_NODETYPE = "__namespace";
      var isNil = function(x) {
        return x === null || x === void 0;
      };
      var isValidNodeType = function(nodeType) {
        return nodeType === NAMESPACE_NODE_NODETYPE || Number.isInteger(nodeType) && nodeType >= 1 && nodeType <= 11;
      };
      var isNodeLike = function(value) {
        return value && isValidNodeType(value.nodeType) && typeof value.nodeName === "string";
      };
      function curry(func) {
        var slice2 = Array.prototype.slice, totalargs = func.length, partial = function(args, fn3) {
          return function() {
            return fn3.apply(this, args.concat(slice2.call(arguments)));
          };
        }, fn2 = function() {
          var args = slice2.call(arguments);
          return args.length < totalargs ? partial(args, fn2) : func.apply(this, slice2.apply(arguments, [0, totalargs]));
        };
        return fn2;
      }
      var forEach = function(f, xs) {
        for (var i = 0; i < xs.length; i += 1) {
          f(xs[i], i, xs);
        }
      };
      var reduce = function(f, seed, xs) {
        var acc = seed;
        forEach(function(x, i) {
          acc = f(acc, x, i);
        }, xs);
        return acc;
      };
      var map = function(f, xs) {
        var mapped = new Array(xs.length);
        forEach(function(x, i) {
          mapped[i] = f(x);
        }, xs);
        return mapped;
      };
      var filter = function(f, xs) {
        var filtered = [];
        forEach(function(x, i) {
          if (f(x, i)) {
            filtered.push(x);
          }
        }, xs);
        return filtered;
      };
      var includes = function(values, value) {
        for (var i = 0; i < values.length; i += 1) {
          if (values[i] === value) {
            return true;
          }
        }
        return false;
      };
      function always(value) {
        return function() {
          return value;
        };
      }
      function toString(x) {
        return x.toString();
      }
      var join = function(s, xs) {
        return xs.join(s);
      };
      var wrap = function(pref, suf, str) {
        return pref + str + suf;
      };
      var prototypeConcat = Array.prototype.concat;
      var sortNodes = function(nodes, reverse) {
        var ns = new XNodeSet();
        ns.addArray(nodes);
        var sorted = ns.toArray();
        return reverse ? sorted.reverse() : sorted;
      };
      var MAX_ARGUMENT_LENGTH = 32767;
      function flatten(arr) {
        var result = [];
        for (var start = 0; start < arr.length; start += MAX_ARGUMENT_LENGTH) {
          var chunk = arr.slice(start, start + MAX_ARGUMENT_LENGTH);
          result = prototypeConcat.apply(result, chunk);
        }
        return result;
      }
      function assign(target, varArgs) {
        var to = Object(target);
        for (var index = 1; index < arguments.length; index++) {
          var nextSource = arguments[index];
          if (nextSource != null) {
            for (var nextKey in nextSource) {
              if (Object.prototype.hasOwnProperty.call(nextSource, nextKey)) {
                to[nextKey] = nextSource[nextKey];
              }
            }
          }
        }
        return to;
      }
      var NodeTypes = {
        ELEMENT_NODE: 1,
        ATTRIBUTE_NODE: 2,
        TEXT_NODE: 3,
        CDATA_SECTION_NODE: 4,
        PROCESSING_INSTRUCTION_NODE: 7,
        COMMENT_NODE: 8,
        DOCUMENT_NODE: 9,
        DOCUMENT_TYPE_NODE: 10,
        DOCUMENT_FRAGMENT_NODE: 11,
        NAMESPACE_NODE: NAMESPACE_NODE_NODETYPE
      };
      XPathParser.prototype = new Object();
      XPathParser.prototype.constructor = XPathParser;
      XPathParser.superclass = Object.prototype;
      function XPathParser() {
        this.init();
      }
      XPathParser.prototype.init = function() {
        this.reduceActions = [];
        this.reduceActions[3] = function(rhs) {
          return new OrOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[5] = function(rhs) {
          return new AndOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[7] = function(rhs) {
          return new EqualsOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[8] = function(rhs) {
          return new NotEqualOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[10] = function(rhs) {
          return new LessThanOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[11] = function(rhs) {
          return new GreaterThanOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[12] = function(rhs) {
          return new LessThanOrEqualOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[13] = function(rhs) {
          return new GreaterThanOrEqualOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[15] = function(rhs) {
          return new PlusOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[16] = function(rhs) {
          return new MinusOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[18] = function(rhs) {
          return new MultiplyOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[19] = function(rhs) {
          return new DivOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[20] = function(rhs) {
          return new ModOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[22] = function(rhs) {
          return new UnaryMinusOperation(rhs[1]);
        };
        this.reduceActions[24] = function(rhs) {
          return new BarOperation(rhs[0], rhs[2]);
        };
        this.reduceActions[25] = function(rhs) {
          return new PathExpr(void 0, void 0, rhs[0]);
        };
        this.reduceActions[27] = function(rhs) {
          rhs[0].locationPath = rhs[2];
          return rhs[0];
        };
        this.reduceActions[28] = function(rhs) {
          rhs[0].locationPath = rhs[2];
          rhs[0].locationPath.steps.unshift(new Step(Step.DESCENDANTORSELF, NodeTest.nodeTest, []));
          return rhs[0];
        };
        this.reduceActions[29] = function(rhs) {
          return new PathExpr(rhs[0], [], void 0);
        };
        this.reduceActions[30] = function(rhs) {
          if (Utilities.instance_of(rhs[0], PathExpr)) {
            if (rhs[0].filterPredicates == void 0) {
              rhs[0].filterPredicates = [];
            }
            rhs[0].filterPredicates.push(rhs[1]);
            return rhs[0];
          } else {
            return new PathExpr(rhs[0], [rhs[1]], void 0);
          }
        };
        this.reduceActions[32] = function(rhs) {
          return rhs[1];
        };
        this.reduceActions[33] = function(rhs) {
          return new XString(rhs[0]);
        };
        this.reduceActions[34] = function(rhs) {
          return new XNumber(rhs[0]);
        };
        this.reduceActions[36] = function(rhs) {
          return new FunctionCall(rhs[0], []);
        };
        this.reduceActions[37] = function(rhs) {
          return new FunctionCall(rhs[0], rhs[2]);
        };
        this.reduceActions[38] = function(rhs) {
          return [rhs[0]];
        };
        this.reduceActions[39] = function(rhs) {
          rhs[2].unshift(rhs[0]);
          return rhs[2];
        };
        this.reduceActions[43] = function(rhs) {
          return new LocationPath(true, []);
        };
        this.reduceActions[44] = function(rhs) {
          rhs[1].absolute = true;
          return rhs[1];
        };
        this.reduceActions[46] = function(rhs) {
          return new LocationPath(false, [rhs[0]]);
        };
        this.reduceActions[47] = function(rhs) {
          rhs[0].steps.push(rhs[2]);
          return rhs[0];
        };
        this.reduceActions[49] = function(rhs) {
          return new Step(rhs[0], rhs[1], []);
        };
        this.reduceActions[50] = function(rhs) {
          return new Step(Step.CHILD, rhs[0], []);
        };
        this.reduceActions[51] = function(rhs) {
          return new Step(rhs[0], rhs[1], rhs[2]);
        };
        this.reduceActions[52] = function(rhs) {
          return new Step(Step.CHILD, rhs[0], rhs[1]);
        };
        this.reduceActions[54] = function(rhs) {
          return [rhs[0]];
        };
        this.reduceActions[55] = function(rhs) {
          rhs[1].unshift(rhs[0]);
          return rhs[1];
        };
        this.reduceActions[56] = function(rhs) {
          if (rhs[0] == "ancestor") {
            return Step.ANCESTOR;
          } else if (rhs[0] == "ancestor-or-self") {
            return Step.ANCESTORORSELF;
          } else if (rhs[0] == "attribute") {
            return Step.ATTRIBUTE;
          } else if (rhs[0] == "child") {
            return Step.CHILD;
          } else if (rhs[0] == "descendant") {
            return Step.DESCENDANT;
          } else if (rhs[0] == "descendant-or-self") {
            return Step.DESCENDANTORSELF;
          } else if (rhs[0] == "following") {
            return Step.FOLLOWING;
          } else if (rhs[0] == "following-sibling") {
            return Step.FOLLOWINGSIBLING;
          } else if (rhs[0] == "namespace") {
            return Step.NAMESPACE;
          } else if (rhs[0] == "parent") {
            return Step.PARENT;
          } else if (rhs[0] == "preceding") {
            return Step.PRECEDING;
          } else if (rhs[0] == "preceding-sibling") {
            return Step.PRECEDINGSIBLING;
          } else if (rhs[0] == "self") {
            return Step.SELF;
          }
          return -1;
        };
        this.reduceActions[57] = function(rhs) {
          return Step.ATTRIBUTE;
        };
        this.reduceActions[59] = function(rhs) {
          if (rhs[0] == "comment") {
            return NodeTest.commentTest;
          } else if (rhs[0] == "text") {
            return NodeTest.textTest;
          } else if (rhs[0] == "processing-instruction") {
            return NodeTest.anyPiTest;
          } else if (rhs[0] == "node") {
            return NodeTest.nodeTest;
          }
          return new NodeTest(-1, void 0);
        };
        this.reduceActions[60] = function(rhs) {
          return new NodeTest.PITest(rhs[2]);
        };
        this.reduceActions[61] = function(rhs) {
          return rhs[1];
        };
        this.reduceActions[63] = function(rhs) {
          rhs[1].absolute = true;
          rhs[1].steps.unshift(new Step(Step.DESCENDANTORSELF, NodeTest.nodeTest, []));
          return rhs[1];
        };
        this.reduceActions[64] = function(rhs) {
          rhs[0].steps.push(new Step(Step.DESCENDANTORSELF, NodeTest.nodeTest, []));
          rhs[0].steps.push(rhs[2]);
          return rhs[0];
        };
        this.reduceActions[65] = function(rhs) {
          return new Step(Step.SELF, NodeTest.nodeTest, []);
        };
        this.reduceActions[66] = function(rhs) {
          return new Step(Step.PARENT, NodeTest.nodeTest, []);
        };
        this.reduceActions[67] = function(rhs) {
          return new VariableReference(rhs[1]);
        };
        this.reduceActions[68] = function(rhs) {
          return NodeTest.nameTestAny;
        };
        this.reduceActions[69] = function(rhs) {
          return new NodeTest.NameTestPrefixAny(rhs[0].split(":")[0]);
        };
        this.reduceActions[70] = function(rhs) {
          return new NodeTest.NameTestQName(rhs[0]);
        };
      };
      XPathParser.actionTable = [
        " s s        sssssssss    s ss  s  ss",
        "                 s                  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "                rrrrr               ",
        " s s        sssssssss    s ss  s  ss",
        "rs  rrrrrrrr s  sssssrrrrrr  rrs rs ",
        " s s        sssssssss    s ss  s  ss",
        "                            s       ",
        "                            s       ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "  s                                 ",
        "                            s       ",
        " s           s  sssss          s  s ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "a                                   ",
        "r       s                    rr  r  ",
        "r      sr                    rr  r  ",
        "r   s  rr            s       rr  r  ",
        "r   rssrr            rss     rr  r  ",
        "r   rrrrr            rrrss   rr  r  ",
        "r   rrrrrsss         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrrs  rr  r  ",
        "r   rrrrrrrr         rrrrrr  rr  r  ",
        "r   rrrrrrrr         rrrrrr  rr  r  ",
        "r  srrrrrrrr         rrrrrrs rr sr  ",
        "r  srrrrrrrr         rrrrrrs rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r   rrrrrrrr         rrrrrr  rr  r  ",
        "r   rrrrrrrr         rrrrrr  rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "                sssss               ",
        "r  rrrrrrrrr         rrrrrrr rr sr  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "                             s      ",
        "r  srrrrrrrr         rrrrrrs rr  r  ",
        "r   rrrrrrrr         rrrrr   rr  r  ",
        "              s                     ",
        "                             s      ",
        "                rrrrr               ",
        " s s        sssssssss    s sss s  ss",
        "r  srrrrrrrr         rrrrrrs rr  r  ",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s s        sssssssss      ss  s  ss",
        " s s        sssssssss    s ss  s  ss",
        " s           s  sssss          s  s ",
        " s           s  sssss          s  s ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        " s           s  sssss          s  s ",
        " s           s  sssss          s  s ",
        "r  rrrrrrrrr         rrrrrrr rr sr  ",
        "r  rrrrrrrrr         rrrrrrr rr sr  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "                             s      ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "                             rr     ",
        "                             s      ",
        "                             rs     ",
        "r      sr                    rr  r  ",
        "r   s  rr            s       rr  r  ",
        "r   rssrr            rss     rr  r  ",
        "r   rssrr            rss     rr  r  ",
        "r   rrrrr            rrrss   rr  r  ",
        "r   rrrrr            rrrss   rr  r  ",
        "r   rrrrr            rrrss   rr  r  ",
        "r   rrrrr            rrrss   rr  r  ",
        "r   rrrrrsss         rrrrr   rr  r  ",
        "r   rrrrrsss         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrr   rr  r  ",
        "r   rrrrrrrr         rrrrrr  rr  r  ",
        "                                 r  ",
        "                                 s  ",
        "r  srrrrrrrr         rrrrrrs rr  r  ",
        "r  srrrrrrrr         rrrrrrs rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr  r  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        " s s        sssssssss    s ss  s  ss",
        "r  rrrrrrrrr         rrrrrrr rr rr  ",
        "                             r      "
      ];
      XPathParser.actionTableNumber = [
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        "                 J                  ",
        "a  aaaaaaaaa         aaaaaaa aa  a  ",
        "                YYYYY               ",
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        `K1  KKKKKKKK .  +*)('KKKKKK  KK# K" `,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        "                            N       ",
        "                            O       ",
        "e  eeeeeeeee         eeeeeee ee ee  ",
        "f  fffffffff         fffffff ff ff  ",
        "d  ddddddddd         ddddddd dd dd  ",
        "B  BBBBBBBBB         BBBBBBB BB BB  ",
        "A  AAAAAAAAA         AAAAAAA AA AA  ",
        "  P                                 ",
        "                            Q       ",
        ` 1           .  +*)('          #  " `,
        "b  bbbbbbbbb         bbbbbbb bb  b  ",
        "                                    ",
        "!       S                    !!  !  ",
        '"      T"                    ""  "  ',
        "$   V  $$            U       $$  $  ",
        "&   &ZY&&            &XW     &&  &  ",
        ")   )))))            )))\\[   ))  )  ",
        ".   ....._^]         .....   ..  .  ",
        "1   11111111         11111   11  1  ",
        "5   55555555         55555`  55  5  ",
        "7   77777777         777777  77  7  ",
        "9   99999999         999999  99  9  ",
        ":  c::::::::         ::::::b :: a:  ",
        "I  fIIIIIIII         IIIIIIe II  I  ",
        "=  =========         ======= == ==  ",
        "?  ?????????         ??????? ?? ??  ",
        "C  CCCCCCCCC         CCCCCCC CC CC  ",
        "J   JJJJJJJJ         JJJJJJ  JJ  J  ",
        "M   MMMMMMMM         MMMMMM  MM  M  ",
        "N  NNNNNNNNN         NNNNNNN NN  N  ",
        "P  PPPPPPPPP         PPPPPPP PP  P  ",
        "                +*)('               ",
        "R  RRRRRRRRR         RRRRRRR RR aR  ",
        "U  UUUUUUUUU         UUUUUUU UU  U  ",
        "Z  ZZZZZZZZZ         ZZZZZZZ ZZ ZZ  ",
        "c  ccccccccc         ccccccc cc cc  ",
        "                             j      ",
        "L  fLLLLLLLL         LLLLLLe LL  L  ",
        "6   66666666         66666   66  6  ",
        "              k                     ",
        "                             l      ",
        "                XXXXX               ",
        ` 1 0        /.-,+*)('    & %$m #  "!`,
        "_  f________         ______e __  _  ",
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1 0        /.-,+*)('      %$  #  "!`,
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        ` 1           .  +*)('          #  " `,
        ` 1           .  +*)('          #  " `,
        ">  >>>>>>>>>         >>>>>>> >> >>  ",
        ` 1           .  +*)('          #  " `,
        ` 1           .  +*)('          #  " `,
        "Q  QQQQQQQQQ         QQQQQQQ QQ aQ  ",
        "V  VVVVVVVVV         VVVVVVV VV aV  ",
        "T  TTTTTTTTT         TTTTTTT TT  T  ",
        "@  @@@@@@@@@         @@@@@@@ @@ @@  ",
        "                             \x87      ",
        "[  [[[[[[[[[         [[[[[[[ [[ [[  ",
        "D  DDDDDDDDD         DDDDDDD DD DD  ",
        "                             HH     ",
        "                             \x88      ",
        "                             F\x89     ",
        "#      T#                    ##  #  ",
        "%   V  %%            U       %%  %  ",
        "'   'ZY''            'XW     ''  '  ",
        "(   (ZY((            (XW     ((  (  ",
        "+   +++++            +++\\[   ++  +  ",
        "*   *****            ***\\[   **  *  ",
        "-   -----            ---\\[   --  -  ",
        ",   ,,,,,            ,,,\\[   ,,  ,  ",
        "0   00000_^]         00000   00  0  ",
        "/   /////_^]         /////   //  /  ",
        "2   22222222         22222   22  2  ",
        "3   33333333         33333   33  3  ",
        "4   44444444         44444   44  4  ",
        "8   88888888         888888  88  8  ",
        "                                 ^  ",
        "                                 \x8A  ",
        ";  f;;;;;;;;         ;;;;;;e ;;  ;  ",
        "<  f<<<<<<<<         <<<<<<e <<  <  ",
        "O  OOOOOOOOO         OOOOOOO OO  O  ",
        "`  `````````         ``````` ``  `  ",
        "S  SSSSSSSSS         SSSSSSS SS  S  ",
        "W  WWWWWWWWW         WWWWWWW WW  W  ",
        "\\  \\\\\\\\\\\\\\\\\\         \\\\\\\\\\\\\\ \\\\ \\\\  ",
        "E  EEEEEEEEE         EEEEEEE EE EE  ",
        ` 1 0        /.-,+*)('    & %$  #  "!`,
        "]  ]]]]]]]]]         ]]]]]]] ]] ]]  ",
        "                             G      "
      ];
      XPathParser.gotoTable = [
        "3456789:;<=>?@ AB  CDEFGH IJ ",
        "                             ",
        "                             ",
        "                             ",
        "L456789:;<=>?@ AB  CDEFGH IJ ",
        "            M        EFGH IJ ",
        "       N;<=>?@ AB  CDEFGH IJ ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "            S        EFGH IJ ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "              e              ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                        h  J ",
        "              i          j   ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "o456789:;<=>?@ ABpqCDEFGH IJ ",
        "                             ",
        "  r6789:;<=>?@ AB  CDEFGH IJ ",
        "   s789:;<=>?@ AB  CDEFGH IJ ",
        "    t89:;<=>?@ AB  CDEFGH IJ ",
        "    u89:;<=>?@ AB  CDEFGH IJ ",
        "     v9:;<=>?@ AB  CDEFGH IJ ",
        "     w9:;<=>?@ AB  CDEFGH IJ ",
        "     x9:;<=>?@ AB  CDEFGH IJ ",
        "     y9:;<=>?@ AB  CDEFGH IJ ",
        "      z:;<=>?@ AB  CDEFGH IJ ",
        "      {:;<=>?@ AB  CDEFGH IJ ",
        "       |;<=>?@ AB  CDEFGH IJ ",
        "       };<=>?@ AB  CDEFGH IJ ",
        "       ~;<=>?@ AB  CDEFGH IJ ",
        "         \x7F=>?@ AB  CDEFGH IJ ",
        "\x80456789:;<=>?@ AB  CDEFGH IJ\x81",
        "            \x82        EFGH IJ ",
        "            \x83        EFGH IJ ",
        "                             ",
        "                     \x84 GH IJ ",
        "                     \x85 GH IJ ",
        "              i          \x86   ",
        "              i          \x87   ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "                             ",
        "o456789:;<=>?@ AB\x8CqCDEFGH IJ ",
        "                             ",
        "                             "
      ];
      XPathParser.productions = [
        [1, 1, 2],
        [2, 1, 3],
        [3, 1, 4],
        [3, 3, 3, -9, 4],
        [4, 1, 5],
        [4, 3, 4, -8, 5],
        [5, 1, 6],
        [5, 3, 5, -22, 6],
        [5, 3, 5, -5, 6],
        [6, 1, 7],
        [6, 3, 6, -23, 7],
        [6, 3, 6, -24, 7],
        [6, 3, 6, -6, 7],
        [6, 3, 6, -7, 7],
        [7, 1, 8],
        [7, 3, 7, -25, 8],
        [7, 3, 7, -26, 8],
        [8, 1, 9],
        [8, 3, 8, -12, 9],
        [8, 3, 8, -11, 9],
        [8, 3, 8, -10, 9],
        [9, 1, 10],
        [9, 2, -26, 9],
        [10, 1, 11],
        [10, 3, 10, -27, 11],
        [11, 1, 12],
        [11, 1, 13],
        [11, 3, 13, -28, 14],
        [11, 3, 13, -4, 14],
        [13, 1, 15],
        [13, 2, 13, 16],
        [15, 1, 17],
        [15, 3, -29, 2, -30],
        [15, 1, -15],
        [15, 1, -16],
        [15, 1, 18],
        [18, 3, -13, -29, -30],
        [18, 4, -13, -29, 19, -30],
        [19, 1, 20],
        [19, 3, 20, -31, 19],
        [20, 1, 2],
        [12, 1, 14],
        [12, 1, 21],
        [21, 1, -28],
        [21, 2, -28, 14],
        [21, 1, 22],
        [14, 1, 23],
        [14, 3, 14, -28, 23],
        [14, 1, 24],
        [23, 2, 25, 26],
        [23, 1, 26],
        [23, 3, 25, 26, 27],
        [23, 2, 26, 27],
        [23, 1, 28],
        [27, 1, 16],
        [27, 2, 16, 27],
        [25, 2, -14, -3],
        [25, 1, -32],
        [26, 1, 29],
        [26, 3, -20, -29, -30],
        [26, 4, -21, -29, -15, -30],
        [16, 3, -33, 30, -34],
        [30, 1, 2],
        [22, 2, -4, 14],
        [24, 3, 14, -4, 23],
        [28, 1, -35],
        [28, 1, -2],
        [17, 2, -36, -18],
        [29, 1, -17],
        [29, 1, -19],
        [29, 1, -18]
      ];
      XPathParser.DOUBLEDOT = 2;
      XPathParser.DOUBLECOLON = 3;
      XPathParser.DOUBLESLASH = 4;
      XPathParser.NOTEQUAL = 5;
      XPathParser.LESSTHANOREQUAL = 6;
      XPathParser.GREATERTHANOREQUAL = 7;
      XPathParser.AND = 8;
      XPathParser.OR = 9;
      XPathParser.MOD = 10;
      XPathParser.DIV = 11;
      XPathParser.MULTIPLYOPERATOR = 12;
      XPathParser.FUNCTIONNAME = 13;
      XPathParser.AXISNAME = 14;
      XPathParser.LITERAL = 15;
      XPathParser.NUMBER = 16;
      XPathParser.ASTERISKNAMETEST = 17;
      XPathParser.QNAME = 18;
      XPathParser.NCNAMECOLONASTERISK = 19;
      XPathParser.NODETYPE = 20;
      XPathParser.PROCESSINGINSTRUCTIONWITHLITERAL = 21;
      XPathParser.EQUALS = 22;
      XPathParser.LESSTHAN = 23;
      XPathParser.GREATERTHAN = 24;
      XPathParser.PLUS = 25;
      XPathParser.MINUS = 26;
      XPathParser.BAR = 27;
      XPathParser.SLASH = 28;
      XPathParser.LEFTPARENTHESIS = 29;
      XPathParser.RIGHTPARENTHESIS = 30;
      XPathParser.COMMA = 31;
      XPathParser.AT = 32;
      XPathParser.LEFTBRACKET = 33;
      XPathParser.RIGHTBRACKET = 34;
      XPathParser.DOT = 35;
      XPathParser.DOLLAR = 36;
      XPathParser.prototype.tokenize = function(s1) {
        var types = [];
        var values = [];
        var s = s1 + "\0";
        var pos = 0;
        var c = s.charAt(pos++);
        while (1) {
          while (c == " " || c == "	" || c == "\r" || c == "\n") {
            c = s.charAt(pos++);
          }
          if (c == "\0" || pos >= s.length) {
            break;
          }
          if (c == "(") {
            types.push(XPathParser.LEFTPARENTHESIS);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == ")") {
            types.push(XPathParser.RIGHTPARENTHESIS);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "[") {
            types.push(XPathParser.LEFTBRACKET);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "]") {
            types.push(XPathParser.RIGHTBRACKET);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "@") {
            types.push(XPathParser.AT);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == ",") {
            types.push(XPathParser.COMMA);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "|") {
            types.push(XPathParser.BAR);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "+") {
            types.push(XPathParser.PLUS);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "-") {
            types.push(XPathParser.MINUS);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "=") {
            types.push(XPathParser.EQUALS);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == "$") {
            types.push(XPathParser.DOLLAR);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == ".") {
            c = s.charAt(pos++);
            if (c == ".") {
              types.push(XPathParser.DOUBLEDOT);
              values.push("..");
              c = s.charAt(pos++);
              continue;
            }
            if (c >= "0" && c <= "9") {
              var number3 = "." + c;
              c = s.charAt(pos++);
              while (c >= "0" && c <= "9") {
                number3 += c;
                c = s.charAt(pos++);
              }
              types.push(XPathParser.NUMBER);
              values.push(number3);
              continue;
            }
            types.push(XPathParser.DOT);
            values.push(".");
            continue;
          }
          if (c == "'" || c == '"') {
            var delimiter = c;
            var literal = "";
            while (pos < s.length && (c = s.charAt(pos)) !== delimiter) {
              literal += c;
              pos += 1;
            }
            if (c !== delimiter) {
              throw XPathException.fromMessage("Unterminated string literal: " + delimiter + literal);
            }
            pos += 1;
            types.push(XPathParser.LITERAL);
            values.push(literal);
            c = s.charAt(pos++);
            continue;
          }
          if (c >= "0" && c <= "9") {
            var number3 = c;
            c = s.charAt(pos++);
            while (c >= "0" && c <= "9") {
              number3 += c;
              c = s.charAt(pos++);
            }
            if (c == ".") {
              if (s.charAt(pos) >= "0" && s.charAt(pos) <= "9") {
                number3 += c;
                number3 += s.charAt(pos++);
                c = s.charAt(pos++);
                while (c >= "0" && c <= "9") {
                  number3 += c;
                  c = s.charAt(pos++);
                }
              }
            }
            types.push(XPathParser.NUMBER);
            values.push(number3);
            continue;
          }
          if (c == "*") {
            if (types.length > 0) {
              var last = types[types.length - 1];
              if (last != XPathParser.AT && last != XPathParser.DOUBLECOLON && last != XPathParser.LEFTPARENTHESIS && last != XPathParser.LEFTBRACKET && last != XPathParser.AND && last != XPathParser.OR && last != XPathParser.MOD && last != XPathParser.DIV && last != XPathParser.MULTIPLYOPERATOR && last != XPathParser.SLASH && last != XPathParser.DOUBLESLASH && last != XPathParser.BAR && last != XPathParser.PLUS && last != XPathParser.MINUS && last != XPathParser.EQUALS && last != XPathParser.NOTEQUAL && last != XPathParser.LESSTHAN && last != XPathParser.LESSTHANOREQUAL && last != XPathParser.GREATERTHAN && last != XPathParser.GREATERTHANOREQUAL) {
                types.push(XPathParser.MULTIPLYOPERATOR);
                values.push(c);
                c = s.charAt(pos++);
                continue;
              }
            }
            types.push(XPathParser.ASTERISKNAMETEST);
            values.push(c);
            c = s.charAt(pos++);
            continue;
          }
          if (c == ":") {
            if (s.charAt(pos) == ":") {
              types.push(XPathParser.DOUBLECOLON);
              values.push("::");
              pos++;
              c = s.charAt(pos++);
              continue;
            }
          }
          if (c == "/") {
            c = s.charAt(pos++);
            if (c == "/") {
              types.push(XPathParser.DOUBLESLASH);
              values.push("//");
              c = s.charAt(pos++);
              continue;
            }
            types.push(XPathParser.SLASH);
            values.push("/");
            continue;
          }
          if (c == "!") {
            if (s.charAt(pos) == "=") {
              types.push(XPathParser.NOTEQUAL);
              values.push("!=");
              pos++;
              c = s.charAt(pos++);
              continue;
            }
          }
          if (c == "<") {
            if (s.charAt(pos) == "=") {
              types.push(XPathParser.LESSTHANOREQUAL);
              values.push("<=");
              pos++;
              c = s.charAt(pos++);
              continue;
            }
            types.push(XPathParser.LESSTHAN);
            values.push("<");
            c = s.charAt(pos++);
            continue;
          }
          if (c == ">") {
            if (s.charAt(pos) == "=") {
              types.push(XPathParser.GREATERTHANOREQUAL);
              values.push(">=");
              pos++;
              c = s.charAt(pos++);
              continue;
            }
            types.push(XPathParser.GREATERTHAN);
            values.push(">");
            c = s.charAt(pos++);
            continue;
          }
          if (c == "_" || Utilities.isLetter(c.charCodeAt(0))) {
            var name2 = c;
            c = s.charAt(pos++);
            while (Utilities.isNCNameChar(c.charCodeAt(0))) {
              name2 += c;
              c = s.charAt(pos++);
            }
            if (types.length > 0) {
              var last = types[types.length - 1];
              if (last != XPathParser.AT && last != XPathParser.DOUBLECOLON && last != XPathParser.LEFTPARENTHESIS && last != XPathParser.LEFTBRACKET && last != XPathParser.AND && last != XPathParser.OR && last != XPathParser.MOD && last != XPathParser.DIV && last != XPathParser.MULTIPLYOPERATOR && last != XPathParser.SLASH && last != XPathParser.DOUBLESLASH && last != XPathParser.BAR && last != XPathParser.PLUS && last != XPathParser.MINUS && last != XPathParser.EQUALS && last != XPathParser.NOTEQUAL && last != XPathParser.LESSTHAN && last != XPathParser.LESSTHANOREQUAL && last != XPathParser.GREATERTHAN && last != XPathParser.GREATERTHANOREQUAL) {
                if (name2 == "and") {
                  types.push(XPathParser.AND);
                  values.push(name2);
                  continue;
                }
                if (name2 == "or") {
                  types.push(XPathParser.OR);
                  values.push(name2);
                  continue;
                }
                if (name2 == "mod") {
                  types.push(XPathParser.MOD);
                  values.push(name2);
                  continue;
                }
                if (name2 == "div") {
                  types.push(XPathParser.DIV);
                  values.push(name2);
                  continue;
                }
              }
            }
            if (c == ":") {
              if (s.charAt(pos) == "*") {
                types.push(XPathParser.NCNAMECOLONASTERISK);
                values.push(name2 + ":*");
                pos++;
                c = s.charAt(pos++);
                continue;
              }
              if (s.charAt(pos) == "_" || Utilities.isLetter(s.charCodeAt(pos))) {
                name2 += ":";
                c = s.charAt(pos++);
                while (Utilities.isNCNameChar(c.charCodeAt(0))) {
                  name2 += c;
                  c = s.charAt(pos++);
                }
                if (c == "(") {
                  types.push(XPathParser.FUNCTIONNAME);
                  values.push(name2);
                  continue;
                }
                types.push(XPathParser.QNAME);
                values.push(name2);
                continue;
              }
              if (s.charAt(pos) == ":") {
                types.push(XPathParser.AXISNAME);
                values.push(name2);
                continue;
              }
            }
            if (c == "(") {
              if (name2 == "comment" || name2 == "text" || name2 == "node") {
                types.push(XPathParser.NODETYPE);
                values.push(name2);
                continue;
              }
              if (name2 == "processing-instruction") {
                if (s.charAt(pos) == ")") {
                  types.push(XPathParser.NODETYPE);
                } else {
                  types.push(XPathParser.PROCESSINGINSTRUCTIONWITHLITERAL);
                }
                values.push(name2);
                continue;
              }
              types.push(XPathParser.FUNCTIONNAME);
              values.push(name2);
              continue;
            }
            types.push(XPathParser.QNAME);
            values.push(name2);
            continue;
          }
          throw new Error("Unexpected character " + c);
        }
        types.push(1);
        values.push("[EOF]");
        return [types, values];
      };
      XPathParser.SHIFT = "s";
      XPathParser.REDUCE = "r";
      XPathParser.ACCEPT = "a";
      XPathParser.prototype.parse = function(s) {
        if (!s) {
          throw new Error("XPath expression unspecified.");
        }
        if (typeof s !== "string") {
          throw new Error("XPath expression must be a string.");
        }
        var types;
        var values;
        var res = this.tokenize(s);
        if (res == void 0) {
          return void 0;
        }
        types = res[0];
        values = res[1];
        var tokenPos = 0;
        var state = [];
        var tokenType = [];
        var tokenValue = [];
        var s;
        var a;
        var t;
        state.push(0);
        tokenType.push(1);
        tokenValue.push("_S");
        a = types[tokenPos];
        t = values[tokenPos++];
        while (1) {
          s = state[state.length - 1];
          switch (XPathParser.actionTable[s].charAt(a - 1)) {
            case XPathParser.SHIFT:
              tokenType.push(-a);
              tokenValue.push(t);
              state.push(XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32);
              a = types[tokenPos];
              t = values[tokenPos++];
              break;
            case XPathParser.REDUCE:
              var num = XPathParser.productions[XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32][1];
              var rhs = [];
              for (var i = 0; i < num; i++) {
                tokenType.pop();
                rhs.unshift(tokenValue.pop());
                state.pop();
              }
              var s_ = state[state.length - 1];
              tokenType.push(XPathParser.productions[XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32][0]);
              if (this.reduceActions[XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32] == void 0) {
                tokenValue.push(rhs[0]);
              } else {
                tokenValue.push(this.reduceActions[XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32](rhs));
              }
              state.push(XPathParser.gotoTable[s_].charCodeAt(XPathParser.productions[XPathParser.actionTableNumber[s].charCodeAt(a - 1) - 32][0] - 2) - 33);
              break;
            case XPathParser.ACCEPT:
              return new XPath(tokenValue.pop());
            default:
              throw new Error("XPath parse error");
          }
        }
      };
      XPath.prototype = new Object();
      XPath.prototype.constructor = XPath;
      XPath.superclass = Object.prototype;
      function XPath(e) {
        this.expression = e;
      }
      XPath.prototype.toString = function() {
        return this.expression.toString();
      };
      function setIfUnset(obj, prop, value) {
        if (!(prop in obj)) {
          obj[prop] = value;
        }
      }
      XPath.prototype.evaluate = function(c) {
        var node = c.expressionContextNode;
        if (!(isNil(node) || isNodeLike(node))) {
          throw new Error("Context node does not appear to be a valid DOM node.");
        }
        c.contextNode = c.expressionContextNode;
        c.contextSize = 1;
        c.contextPosition = 1;
        if (c.isHtml) {
          setIfUnset(c, "caseInsensitive", true);
          setIfUnset(c, "allowAnyNamespaceForNoPrefix", true);
        }
        setIfUnset(c, "caseInsensitive", false);
        return this.expression.evaluate(c);
      };
      XPath.XML_NAMESPACE_URI = "http://www.w3.org/XML/1998/namespace";
      XPath.XMLNS_NAMESPACE_URI = "http://www.w3.org/2000/xmlns/";
      Expression.prototype = new Object();
      Expression.prototype.constructor = Expression;
      Expression.superclass = Object.prototype;
      function Expression() {
      }
      Expression.prototype.init = function() {
      };
      Expression.prototype.toString = function() {
        return "<Expression>";
      };
      Expression.prototype.evaluate = function(c) {
        throw new Error("Could not evaluate expression.");
      };
      UnaryOperation.prototype = new Expression();
      UnaryOperation.prototype.constructor = UnaryOperation;
      UnaryOperation.superclass = Expression.prototype;
      function UnaryOperation(rhs) {
        if (arguments.length > 0) {
          this.init(rhs);
        }
      }
      UnaryOperation.prototype.init = function(rhs) {
        this.rhs = rhs;
      };
      UnaryMinusOperation.prototype = new UnaryOperation();
      UnaryMinusOperation.prototype.constructor = UnaryMinusOperation;
      UnaryMinusOperation.superclass = UnaryOperation.prototype;
      function UnaryMinusOperation(rhs) {
        if (arguments.length > 0) {
          this.init(rhs);
        }
      }
      UnaryMinusOperation.prototype.init = function(rhs) {
        UnaryMinusOperation.superclass.init.call(this, rhs);
      };
      UnaryMinusOperation.prototype.evaluate = function(c) {
        return this.rhs.evaluate(c).number().negate();
      };
      UnaryMinusOperation.prototype.toString = function() {
        return "-" + this.rhs.toString();
      };
      BinaryOperation.prototype = new Expression();
      BinaryOperation.prototype.constructor = BinaryOperation;
      BinaryOperation.superclass = Expression.prototype;
      function BinaryOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      BinaryOperation.prototype.init = function(lhs, rhs) {
        this.lhs = lhs;
        this.rhs = rhs;
      };
      OrOperation.prototype = new BinaryOperation();
      OrOperation.prototype.constructor = OrOperation;
      OrOperation.superclass = BinaryOperation.prototype;
      function OrOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      OrOperation.prototype.init = function(lhs, rhs) {
        OrOperation.superclass.init.call(this, lhs, rhs);
      };
      OrOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " or " + this.rhs.toString() + ")";
      };
      OrOperation.prototype.evaluate = function(c) {
        var b = this.lhs.evaluate(c).bool();
        if (b.booleanValue()) {
          return b;
        }
        return this.rhs.evaluate(c).bool();
      };
      AndOperation.prototype = new BinaryOperation();
      AndOperation.prototype.constructor = AndOperation;
      AndOperation.superclass = BinaryOperation.prototype;
      function AndOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      AndOperation.prototype.init = function(lhs, rhs) {
        AndOperation.superclass.init.call(this, lhs, rhs);
      };
      AndOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " and " + this.rhs.toString() + ")";
      };
      AndOperation.prototype.evaluate = function(c) {
        var b = this.lhs.evaluate(c).bool();
        if (!b.booleanValue()) {
          return b;
        }
        return this.rhs.evaluate(c).bool();
      };
      EqualsOperation.prototype = new BinaryOperation();
      EqualsOperation.prototype.constructor = EqualsOperation;
      EqualsOperation.superclass = BinaryOperation.prototype;
      function EqualsOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      EqualsOperation.prototype.init = function(lhs, rhs) {
        EqualsOperation.superclass.init.call(this, lhs, rhs);
      };
      EqualsOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " = " + this.rhs.toString() + ")";
      };
      EqualsOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).equals(this.rhs.evaluate(c));
      };
      NotEqualOperation.prototype = new BinaryOperation();
      NotEqualOperation.prototype.constructor = NotEqualOperation;
      NotEqualOperation.superclass = BinaryOperation.prototype;
      function NotEqualOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      NotEqualOperation.prototype.init = function(lhs, rhs) {
        NotEqualOperation.superclass.init.call(this, lhs, rhs);
      };
      NotEqualOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " != " + this.rhs.toString() + ")";
      };
      NotEqualOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).notequal(this.rhs.evaluate(c));
      };
      LessThanOperation.prototype = new BinaryOperation();
      LessThanOperation.prototype.constructor = LessThanOperation;
      LessThanOperation.superclass = BinaryOperation.prototype;
      function LessThanOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      LessThanOperation.prototype.init = function(lhs, rhs) {
        LessThanOperation.superclass.init.call(this, lhs, rhs);
      };
      LessThanOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).lessthan(this.rhs.evaluate(c));
      };
      LessThanOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " < " + this.rhs.toString() + ")";
      };
      GreaterThanOperation.prototype = new BinaryOperation();
      GreaterThanOperation.prototype.constructor = GreaterThanOperation;
      GreaterThanOperation.superclass = BinaryOperation.prototype;
      function GreaterThanOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      GreaterThanOperation.prototype.init = function(lhs, rhs) {
        GreaterThanOperation.superclass.init.call(this, lhs, rhs);
      };
      GreaterThanOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).greaterthan(this.rhs.evaluate(c));
      };
      GreaterThanOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " > " + this.rhs.toString() + ")";
      };
      LessThanOrEqualOperation.prototype = new BinaryOperation();
      LessThanOrEqualOperation.prototype.constructor = LessThanOrEqualOperation;
      LessThanOrEqualOperation.superclass = BinaryOperation.prototype;
      function LessThanOrEqualOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      LessThanOrEqualOperation.prototype.init = function(lhs, rhs) {
        LessThanOrEqualOperation.superclass.init.call(this, lhs, rhs);
      };
      LessThanOrEqualOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).lessthanorequal(this.rhs.evaluate(c));
      };
      LessThanOrEqualOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " <= " + this.rhs.toString() + ")";
      };
      GreaterThanOrEqualOperation.prototype = new BinaryOperation();
      GreaterThanOrEqualOperation.prototype.constructor = GreaterThanOrEqualOperation;
      GreaterThanOrEqualOperation.superclass = BinaryOperation.prototype;
      function GreaterThanOrEqualOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      GreaterThanOrEqualOperation.prototype.init = function(lhs, rhs) {
        GreaterThanOrEqualOperation.superclass.init.call(this, lhs, rhs);
      };
      GreaterThanOrEqualOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).greaterthanorequal(this.rhs.evaluate(c));
      };
      GreaterThanOrEqualOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " >= " + this.rhs.toString() + ")";
      };
      PlusOperation.prototype = new BinaryOperation();
      PlusOperation.prototype.constructor = PlusOperation;
      PlusOperation.superclass = BinaryOperation.prototype;
      function PlusOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      PlusOperation.prototype.init = function(lhs, rhs) {
        PlusOperation.superclass.init.call(this, lhs, rhs);
      };
      PlusOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).number().plus(this.rhs.evaluate(c).number());
      };
      PlusOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " + " + this.rhs.toString() + ")";
      };
      MinusOperation.prototype = new BinaryOperation();
      MinusOperation.prototype.constructor = MinusOperation;
      MinusOperation.superclass = BinaryOperation.prototype;
      function MinusOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      MinusOperation.prototype.init = function(lhs, rhs) {
        MinusOperation.superclass.init.call(this, lhs, rhs);
      };
      MinusOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).number().minus(this.rhs.evaluate(c).number());
      };
      MinusOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " - " + this.rhs.toString() + ")";
      };
      MultiplyOperation.prototype = new BinaryOperation();
      MultiplyOperation.prototype.constructor = MultiplyOperation;
      MultiplyOperation.superclass = BinaryOperation.prototype;
      function MultiplyOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      MultiplyOperation.prototype.init = function(lhs, rhs) {
        MultiplyOperation.superclass.init.call(this, lhs, rhs);
      };
      MultiplyOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).number().multiply(this.rhs.evaluate(c).number());
      };
      MultiplyOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " * " + this.rhs.toString() + ")";
      };
      DivOperation.prototype = new BinaryOperation();
      DivOperation.prototype.constructor = DivOperation;
      DivOperation.superclass = BinaryOperation.prototype;
      function DivOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      DivOperation.prototype.init = function(lhs, rhs) {
        DivOperation.superclass.init.call(this, lhs, rhs);
      };
      DivOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).number().div(this.rhs.evaluate(c).number());
      };
      DivOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " div " + this.rhs.toString() + ")";
      };
      ModOperation.prototype = new BinaryOperation();
      ModOperation.prototype.constructor = ModOperation;
      ModOperation.superclass = BinaryOperation.prototype;
      function ModOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      ModOperation.prototype.init = function(lhs, rhs) {
        ModOperation.superclass.init.call(this, lhs, rhs);
      };
      ModOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).number().mod(this.rhs.evaluate(c).number());
      };
      ModOperation.prototype.toString = function() {
        return "(" + this.lhs.toString() + " mod " + this.rhs.toString() + ")";
      };
      BarOperation.prototype = new BinaryOperation();
      BarOperation.prototype.constructor = BarOperation;
      BarOperation.superclass = BinaryOperation.prototype;
      function BarOperation(lhs, rhs) {
        if (arguments.length > 0) {
          this.init(lhs, rhs);
        }
      }
      BarOperation.prototype.init = function(lhs, rhs) {
        BarOperation.superclass.init.call(this, lhs, rhs);
      };
      BarOperation.prototype.evaluate = function(c) {
        return this.lhs.evaluate(c).nodeset().union(this.rhs.evaluate(c).nodeset());
      };
      BarOperation.prototype.toString = function() {
        return map(toString, [this.lhs, this.rhs]).join(" | ");
      };
      PathExpr.prototype = new Expression();
      PathExpr.prototype.constructor = PathExpr;
      PathExpr.superclass = Expression.prototype;
      function PathExpr(filter2, filterPreds, locpath) {
        if (arguments.length > 0) {
          this.init(filter2, filterPreds, locpath);
        }
      }
      PathExpr.prototype.init = function(filter2, filterPreds, locpath) {
        PathExpr.superclass.init.call(this);
        this.filter = filter2;
        this.filterPredicates = filterPreds;
        this.locationPath = locpath;
      };
      function findRoot(node) {
        while (node && node.parentNode) {
          node = node.parentNode;
        }
        return node;
      }
      var applyPredicates = function(predicates, c, nodes, reverse) {
        if (predicates.length === 0) {
          return nodes;
        }
        var ctx = c.extend({});
        return reduce(
          function(inNodes, pred) {
            ctx.contextSize = inNodes.length;
            return filter(
              function(node, i) {
                ctx.contextNode = node;
                ctx.contextPosition = i + 1;
                return PathExpr.predicateMatches(pred, ctx);
              },
              inNodes
            );
          },
          sortNodes(nodes, reverse),
          predicates
        );
      };
      PathExpr.getRoot = function(xpc, nodes) {
        var firstNode = nodes[0];
        if (firstNode && firstNode.nodeType === NodeTypes.DOCUMENT_NODE) {
          return firstNode;
        }
        if (xpc.virtualRoot) {
          return xpc.virtualRoot;
        }
        if (!firstNode) {
          throw new Error("Context node not found when determining document root.");
        }
        var ownerDoc = firstNode.ownerDocument;
        if (ownerDoc) {
          return ownerDoc;
        }
        var n = firstNode;
        while (n.parentNode != null) {
          n = n.parentNode;
        }
        return n;
      };
      var getPrefixForNamespaceNode = function(attrNode) {
        var nm = String(attrNode.name);
        if (nm === "xmlns") {
          return "";
        }
        if (nm.substring(0, 6) === "xmlns:") {
          return nm.substring(6, nm.length);
        }
        return null;
      };
      PathExpr.applyStep = function(step, xpc, node) {
        if (!node) {
          throw new Error("Context node not found when evaluating XPath step: " + step);
        }
        var newNodes = [];
        xpc.contextNode = node;
        switch (step.axis) {
          case Step.ANCESTOR:
            if (xpc.contextNode === xpc.virtualRoot) {
              break;
            }
            var m;
            if (xpc.contextNode.nodeType == NodeTypes.ATTRIBUTE_NODE) {
              m = PathExpr.getOwnerElement(xpc.contextNode);
            } else {
              m = xpc.contextNode.parentNode;
            }
            while (m != null) {
              if (step.nodeTest.matches(m, xpc)) {
                newNodes.push(m);
              }
              if (m === xpc.virtualRoot) {
                break;
              }
              m = m.parentNode;
            }
            break;
          case Step.ANCESTORORSELF:
            for (var m = xpc.contextNode; m != null; m = m.nodeType == NodeTypes.ATTRIBUTE_NODE ? PathExpr.getOwnerElement(m) : m.parentNode) {
              if (step.nodeTest.matches(m, xpc)) {
                newNodes.push(m);
              }
              if (m === xpc.virtualRoot) {
                break;
              }
            }
            break;
          case Step.ATTRIBUTE:
            var nnm = xpc.contextNode.attributes;
            if (nnm != null) {
              for (var k = 0; k < nnm.length; k++) {
                var m = nnm.item(k);
                if (step.nodeTest.matches(m, xpc)) {
                  newNodes.push(m);
                }
              }
            }
            break;
          case Step.CHILD:
            for (var m = xpc.contextNode.firstChild; m != null; m = m.nextSibling) {
              if (step.nodeTest.matches(m, xpc)) {
                newNodes.push(m);
              }
            }
            break;
          case Step.DESCENDANT:
            var st = [xpc.contextNode.firstChild];
            while (st.length > 0) {
              for (var m = st.pop(); m != null; ) {
                if (step.nodeTest.matches(m, xpc)) {
                  newNodes.push(m);
                }
                if (m.firstChild != null) {
                  st.push(m.nextSibling);
                  m = m.firstChild;
                } else {
                  m = m.nextSibling;
                }
              }
            }
            break;
          case Step.DESCENDANTORSELF:
            if (step.nodeTest.matches(xpc.contextNode, xpc)) {
              newNodes.push(xpc.contextNode);
            }
            var st = [xpc.contextNode.firstChild];
            while (st.length > 0) {
              for (var m = st.pop(); m != null; ) {
                if (step.nodeTest.matches(m, xpc)) {
                  newNodes.push(m);
                }
                if (m.firstChild != null) {
                  st.push(m.nextSibling);
                  m = m.firstChild;
                } else {
                  m = m.nextSibling;
                }
              }
            }
            break;
          case Step.FOLLOWING:
            if (xpc.contextNode === xpc.virtualRoot) {
              break;
            }
            var st = [];
            if (xpc.contextNode.firstChild != null) {
              st.unshift(xpc.contextNode.firstChild);
            } else {
              st.unshift(xpc.contextNode.nextSibling);
            }
            for (var m = xpc.contextNode.parentNode; m != null && m.nodeType != NodeTypes.DOCUMENT_NODE && m !== xpc.virtualRoot; m = m.parentNode) {
              st.unshift(m.nextSibling);
            }
            do {
              for (var m = st.pop(); m != null; ) {
                if (step.nodeTest.matches(m, xpc)) {
                  newNodes.push(m);
                }
                if (m.firstChild != null) {
                  st.push(m.nextSibling);
                  m = m.firstChild;
                } else {
                  m = m.nextSibling;
                }
              }
            } while (st.length > 0);
            break;
          case Step.FOLLOWINGSIBLING:
            if (xpc.contextNode === xpc.virtualRoot) {
              break;
            }
            for (var m = xpc.contextNode.nextSibling; m != null; m = m.nextSibling) {
              if (step.nodeTest.matches(m, xpc)) {
                newNodes.push(m);
              }
            }
            break;
          case Step.NAMESPACE:
            var nodes = {};
            if (xpc.contextNode.nodeType == NodeTypes.ELEMENT_NODE) {
              nodes["xml"] = new XPathNamespace("xml", null, XPath.XML_NAMESPACE_URI, xpc.contextNode);
              for (var m = xpc.contextNode; m != null && m.nodeType == NodeTypes.ELEMENT_NODE; m = m.parentNode) {
                for (var k = 0; k < m.attributes.length; k++) {
                  var attr = m.attributes.item(k);
                  var pre = getPrefixForNamespaceNode(attr);
                  if (pre != null && nodes[pre] == void 0) {
                    nodes[pre] = new XPathNamespace(pre, attr, attr.value, xpc.contextNode);
                  }
                }
              }
              for (var pre in nodes) {
                var node = nodes[pre];
                if (step.nodeTest.matches(node, xpc)) {
                  newNodes.push(node);
                }
              }
            }
            break;
          case Step.PARENT:
            m = null;
            if (xpc.contextNode !== xpc.virtualRoot) {
              if (xpc.contextNode.nodeType == NodeTypes.ATTRIBUTE_NODE) {
                m = PathExpr.getOwnerElement(xpc.contextNode);
              } else {
                m = xpc.contextNode.parentNode;
              }
            }
            if (m != null && step.nodeTest.matches(m, xpc)) {
              newNodes.push(m);
            }
            break;
          case Step.PRECEDING:
            var st;
            if (xpc.virtualRoot != null) {
              st = [xpc.virtualRoot];
            } else {
              st = [findRoot(xpc.contextNode)];
            }
            outer: while (st.length > 0) {
              for (var m = st.pop(); m != null; ) {
                if (m == xpc.contextNode) {
                  break outer;
                }
                if (step.nodeTest.matches(m, xpc)) {
                  newNodes.unshift(m);
                }
                if (m.firstChild != null) {
                  st.push(m.nextSibling);
                  m = m.firstChild;
                } else {
                  m = m.nextSibling;
                }
              }
            }
            break;
          case Step.PRECEDINGSIBLING:
            if (xpc.contextNode === xpc.virtualRoot) {
              break;
            }
            for (var m = xpc.contextNode.previousSibling; m != null; m = m.previousSibling) {
              if (step.nodeTest.matches(m, xpc)) {
                newNodes.push(m);
              }
            }
            break;
          case Step.SELF:
            if (step.nodeTest.matches(xpc.contextNode, xpc)) {
              newNodes.push(xpc.contextNode);
            }
            break;
          default:
        }
        return newNodes;
      };
      function applyStepWithPredicates(step, xpc, node) {
        return applyPredicates(
          step.predicates,
          xpc,
          PathExpr.applyStep(step, xpc, node),
          includes(REVERSE_AXES, step.axis)
        );
      }
      function applyStepToNodes(context, nodes, step) {
        return flatten(
          map(
            applyStepWithPredicates.bind(null, step, context),
            nodes
          )
        );
      }
      PathExpr.applySteps = function(steps, xpc, nodes) {
        return reduce(
          applyStepToNodes.bind(null, xpc),
          nodes,
          steps
        );
      };
      PathExpr.prototype.applyFilter = function(c, xpc) {
        if (!this.filter) {
          return { nodes: [c.contextNode] };
        }
        var ns = this.filter.evaluate(c);
        if (!Utilities.instance_of(ns, XNodeSet)) {
          if (this.filterPredicates != null && this.filterPredicates.length > 0 || this.locationPath != null) {
            throw new Error("Path expression filter must evaluate to a nodeset if predicates or location path are used");
          }
          return { nonNodes: ns };
        }
        return {
          nodes: applyPredicates(
            this.filterPredicates || [],
            xpc,
            ns.toUnsortedArray(),
            false
            // reverse
          )
        };
      };
      PathExpr.applyLocationPath = function(locationPath, xpc, nodes) {
        if (!locationPath) {
          return nodes;
        }
        var startNodes = locationPath.absolute ? [PathExpr.getRoot(xpc, nodes)] : nodes;
        return PathExpr.applySteps(locationPath.steps, xpc, startNodes);
      };
      PathExpr.prototype.evaluate = function(c) {
        var xpc = assign(new XPathContext(), c);
        var filterResult = this.applyFilter(c, xpc);
        if ("nonNodes" in filterResult) {
          return filterResult.nonNodes;
        }
        var ns = new XNodeSet();
        ns.addArray(PathExpr.applyLocationPath(this.locationPath, xpc, filterResult.nodes));
        return ns;
      };
      PathExpr.predicateMatches = function(pred, c) {
        var res = pred.evaluate(c);
        return Utilities.instance_of(res, XNumber) ? c.contextPosition === res.numberValue() : res.booleanValue();
      };
      PathExpr.predicateString = function(predicate) {
        return wrap("[", "]", predicate.toString());
      };
      PathExpr.predicatesString = function(predicates) {
        return join(
          "",
          map(PathExpr.predicateString, predicates)
        );
      };
      PathExpr.prototype.toString = function() {
        if (this.filter != void 0) {
          var filterStr = toString(this.filter);
          if (Utilities.instance_of(this.filter, XString)) {
            return wrap("'", "'", filterStr);
          }
          if (this.filterPredicates != void 0 && this.filterPredicates.length) {
            return wrap("(", ")", filterStr) + PathExpr.predicatesString(this.filterPredicates);
          }
          if (this.locationPath != void 0) {
            return filterStr + (this.locationPath.absolute ? "" : "/") + toString(this.locationPath);
          }
          return filterStr;
        }
        return toString(this.locationPath);
      };
      PathExpr.getOwnerElement = function(n) {
        if (n.ownerElement) {
          return n.ownerElement;
        }
        try {
          if (n.selectSingleNode) {
            return n.selectSingleNode("..");
          }
        } catch (e) {
        }
        var doc = n.nodeType == NodeTypes.DOCUMENT_NODE ? n : n.ownerDocument;
        var elts = doc.getElementsByTagName("*");
        for (var i = 0; i < elts.length; i++) {
          var elt = elts.item(i);
          var nnm = elt.attributes;
          for (var j = 0; j < nnm.length; j++) {
            var an = nnm.item(j);
            if (an === n) {
              return elt;
            }
          }
        }
        return null;
      };
      LocationPath.prototype = new Object();
      LocationPath.prototype.constructor = LocationPath;
      LocationPath.superclass = Object.prototype;
      function LocationPath(abs, steps) {
        if (arguments.length > 0) {
          this.init(abs, steps);
        }
      }
      LocationPath.prototype.init = function(abs, steps) {
        this.absolute = abs;
        this.steps = steps;
      };
      LocationPath.prototype.toString = function() {
        return (this.absolute ? "/" : "") + map(toString, this.steps).join("/");
      };
      Step.prototype = new Object();
      Step.prototype.constructor = Step;
      Step.superclass = Object.prototype;
      function Step(axis, nodetest, preds) {
        if (arguments.length > 0) {
          this.init(axis, nodetest, preds);
        }
      }
      Step.prototype.init = function(axis, nodetest, preds) {
        this.axis = axis;
        this.nodeTest = nodetest;
        this.predicates = preds;
      };
      Step.prototype.toString = function() {
        return Step.STEPNAMES[this.axis] + "::" + this.nodeTest.toString() + PathExpr.predicatesString(this.predicates);
      };
      Step.ANCESTOR = 0;
      Step.ANCESTORORSELF = 1;
      Step.ATTRIBUTE = 2;
      Step.CHILD = 3;
      Step.DESCENDANT = 4;
      Step.DESCENDANTORSELF = 5;
      Step.FOLLOWING = 6;
      Step.FOLLOWINGSIBLING = 7;
      Step.NAMESPACE = 8;
      Step.PARENT = 9;
      Step.PRECEDING = 10;
      Step.PRECEDINGSIBLING = 11;
      Step.SELF = 12;
      Step.STEPNAMES = reduce(function(acc, x) {
        return acc[x[0]] = x[1], acc;
      }, {}, [
        [Step.ANCESTOR, "ancestor"],
        [Step.ANCESTORORSELF, "ancestor-or-self"],
        [Step.ATTRIBUTE, "attribute"],
        [Step.CHILD, "child"],
        [Step.DESCENDANT, "descendant"],
        [Step.DESCENDANTORSELF, "descendant-or-self"],
        [Step.FOLLOWING, "following"],
        [Step.FOLLOWINGSIBLING, "following-sibling"],
        [Step.NAMESPACE, "namespace"],
        [Step.PARENT, "parent"],
        [Step.PRECEDING, "preceding"],
        [Step.PRECEDINGSIBLING, "preceding-sibling"],
        [Step.SELF, "self"]
      ]);
      var REVERSE_AXES = [
        Step.ANCESTOR,
        Step.ANCESTORORSELF,
        Step.PARENT,
        Step.PRECEDING,
        Step.PRECEDINGSIBLING
      ];
      NodeTest.prototype = new Object();
      NodeTest.prototype.constructor = NodeTest;
      NodeTest.superclass = Object.prototype;
      function NodeTest(type, value) {
        if (arguments.length > 0) {
          this.init(type, value);
        }
      }
      NodeTest.prototype.init = function(type, value) {
        this.type = type;
        this.value = value;
      };
      NodeTest.prototype.toString = function() {
        return "<unknown nodetest type>";
      };
      NodeTest.prototype.matches = function(n, xpc) {
        console.warn("unknown node test type");
      };
      NodeTest.NAMETESTANY = 0;
      NodeTest.NAMETESTPREFIXANY = 1;
      NodeTest.NAMETESTQNAME = 2;
      NodeTest.COMMENT = 3;
      NodeTest.TEXT = 4;
      NodeTest.PI = 5;
      NodeTest.NODE = 6;
      NodeTest.isNodeType = function(types) {
        return function(node) {
          return includes(types, node.nodeType);
        };
      };
      NodeTest.makeNodeTestType = function(type, members, ctor) {
        var newType = ctor || function() {
        };
        newType.prototype = new NodeTest(type);
        newType.prototype.constructor = newType;
        assign(newType.prototype, members);
        return newType;
      };
      NodeTest.makeNodeTypeTest = function(type, nodeTypes, stringVal) {
        return new (NodeTest.makeNodeTestType(type, {
          matches: NodeTest.isNodeType(nodeTypes),
          toString: always(stringVal)
        }))();
      };
      NodeTest.hasPrefix = function(node) {
        return node.prefix || (node.nodeName || node.tagName).indexOf(":") !== -1;
      };
      NodeTest.isElementOrAttribute = NodeTest.isNodeType([1, 2]);
      NodeTest.nameSpaceMatches = function(prefix, xpc, n) {
        var nNamespace = n.namespaceURI || "";
        if (!prefix) {
          return !nNamespace || xpc.allowAnyNamespaceForNoPrefix && !NodeTest.hasPrefix(n);
        }
        var ns = xpc.namespaceResolver.getNamespace(prefix, xpc.expressionContextNode);
        if (ns == null) {
          throw new Error("Cannot resolve QName " + prefix);
        }
        return ns === nNamespace;
      };
      NodeTest.localNameMatches = function(localName, xpc, n) {
        var nLocalName = n.localName || n.nodeName;
        return xpc.caseInsensitive ? localName.toLowerCase() === nLocalName.toLowerCase() : localName === nLocalName;
      };
      NodeTest.NameTestPrefixAny = NodeTest.makeNodeTestType(
        NodeTest.NAMETESTPREFIXANY,
        {
          matches: function(n, xpc) {
            return NodeTest.isElementOrAttribute(n) && NodeTest.nameSpaceMatches(this.prefix, xpc, n);
          },
          toString: function() {
            return this.prefix + ":*";
          }
        },
        function NameTestPrefixAny(prefix) {
          this.prefix = prefix;
        }
      );
      NodeTest.NameTestQName = NodeTest.makeNodeTestType(
        NodeTest.NAMETESTQNAME,
        {
          matches: function(n, xpc) {
            return NodeTest.isNodeType(
              [
                NodeTypes.ELEMENT_NODE,
                NodeTypes.ATTRIBUTE_NODE,
                NodeTypes.NAMESPACE_NODE
              ]
            )(n) && NodeTest.nameSpaceMatches(this.prefix, xpc, n) && NodeTest.localNameMatches(this.localName, xpc, n);
          },
          toString: function() {
            return this.name;
          }
        },
        function NameTestQName(name2) {
          var nameParts = name2.split(":");
          this.name = name2;
          this.prefix = nameParts.length > 1 ? nameParts[0] : null;
          this.localName = nameParts[nameParts.length > 1 ? 1 : 0];
        }
      );
      NodeTest.PITest = NodeTest.makeNodeTestType(NodeTest.PI, {
        matches: function(n, xpc) {
          return NodeTest.isNodeType(
            [NodeTypes.PROCESSING_INSTRUCTION_NODE]
          )(n) && (n.target || n.nodeName) === this.name;
        },
        toString: function() {
          return wrap('processing-instruction("', '")', this.name);
        }
      }, function(name2) {
        this.name = name2;
      });
      NodeTest.nameTestAny = NodeTest.makeNodeTypeTest(
        NodeTest.NAMETESTANY,
        [
          NodeTypes.ELEMENT_NODE,
          NodeTypes.ATTRIBUTE_NODE,
          NodeTypes.NAMESPACE_NODE
        ],
        "*"
      );
      NodeTest.textTest = NodeTest.makeNodeTypeTest(
        NodeTest.TEXT,
        [
          NodeTypes.TEXT_NODE,
          NodeTypes.CDATA_SECTION_NODE
        ],
        "text()"
      );
      NodeTest.commentTest = NodeTest.makeNodeTypeTest(
        NodeTest.COMMENT,
        [NodeTypes.COMMENT_NODE],
        "comment()"
      );
      NodeTest.nodeTest = NodeTest.makeNodeTypeTest(
        NodeTest.NODE,
        [
          NodeTypes.ELEMENT_NODE,
          NodeTypes.ATTRIBUTE_NODE,
          NodeTypes.TEXT_NODE,
          NodeTypes.CDATA_SECTION_NODE,
          NodeTypes.PROCESSING_INSTRUCTION_NODE,
          NodeTypes.COMMENT_NODE,
          NodeTypes.DOCUMENT_NODE
        ],
        "node()"
      );
      NodeTest.anyPiTest = NodeTest.makeNodeTypeTest(
        NodeTest.PI,
        [NodeTypes.PROCESSING_INSTRUCTION_NODE],
        "processing-instruction()"
      );
      VariableReference.prototype = new Expression();
      VariableReference.prototype.constructor = VariableReference;
      VariableReference.superclass = Expression.prototype;
      function VariableReference(v) {
        if (arguments.length > 0) {
          this.init(v);
        }
      }
      VariableReference.prototype.init = function(v) {
        this.variable = v;
      };
      VariableReference.prototype.toString = function() {
        return "$" + this.variable;
      };
      VariableReference.prototype.evaluate = function(c) {
        var parts = Utilities.resolveQName(this.variable, c.namespaceResolver, c.contextNode, false);
        if (parts[0] == null) {
          throw new Error("Cannot resolve QName " + fn);
        }
        var result = c.variableResolver.getVariable(parts[1], parts[0]);
        if (!result) {
          throw XPathException.fromMessage("Undeclared variable: " + this.toString());
        }
        return result;
      };
      FunctionCall.prototype = new Expression();
      FunctionCall.prototype.constructor = FunctionCall;
      FunctionCall.superclass = Expression.prototype;
      function FunctionCall(fn2, args) {
        if (arguments.length > 0) {
          this.init(fn2, args);
        }
      }
      FunctionCall.prototype.init = function(fn2, args) {
        this.functionName = fn2;
        this.arguments = args;
      };
      FunctionCall.prototype.toString = function() {
        var s = this.functionName + "(";
        for (var i = 0; i < this.arguments.length; i++) {
          if (i > 0) {
            s += ", ";
          }
          s += this.arguments[i].toString();
        }
        return s + ")";
      };
      FunctionCall.prototype.evaluate = function(c) {
        var f = FunctionResolver.getFunctionFromContext(this.functionName, c);
        if (!f) {
          throw new Error("Unknown function " + this.functionName);
        }
        var a = [c].concat(this.arguments);
        return f.apply(c.functionResolver.thisArg, a);
      };
      var Operators = new Object();
      Operators.equals = function(l, r) {
        return l.equals(r);
      };
      Operators.notequal = function(l, r) {
        return l.notequal(r);
      };
      Operators.lessthan = function(l, r) {
        return l.lessthan(r);
      };
      Operators.greaterthan = function(l, r) {
        return l.greaterthan(r);
      };
      Operators.lessthanorequal = function(l, r) {
        return l.lessthanorequal(r);
      };
      Operators.greaterthanorequal = function(l, r) {
        return l.greaterthanorequal(r);
      };
      XString.prototype = new Expression();
      XString.prototype.constructor = XString;
      XString.superclass = Expression.prototype;
      function XString(s) {
        if (arguments.length > 0) {
          this.init(s);
        }
      }
      XString.prototype.init = function(s) {
        this.str = String(s);
      };
      XString.prototype.toString = function() {
        return this.str;
      };
      XString.prototype.evaluate = function(c) {
        return this;
      };
      XString.prototype.string = function() {
        return this;
      };
      XString.prototype.number = function() {
        return new XNumber(this.str);
      };
      XString.prototype.bool = function() {
        return new XBoolean(this.str);
      };
      XString.prototype.nodeset = function() {
        throw new Error("Cannot convert string to nodeset");
      };
      XString.prototype.stringValue = function() {
        return this.str;
      };
      XString.prototype.numberValue = function() {
        return this.number().numberValue();
      };
      XString.prototype.booleanValue = function() {
        return this.bool().booleanValue();
      };
      XString.prototype.equals = function(r) {
        if (Utilities.instance_of(r, XBoolean)) {
          return this.bool().equals(r);
        }
        if (Utilities.instance_of(r, XNumber)) {
          return this.number().equals(r);
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithString(this, Operators.equals);
        }
        return new XBoolean(this.str == r.str);
      };
      XString.prototype.notequal = function(r) {
        if (Utilities.instance_of(r, XBoolean)) {
          return this.bool().notequal(r);
        }
        if (Utilities.instance_of(r, XNumber)) {
          return this.number().notequal(r);
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithString(this, Operators.notequal);
        }
        return new XBoolean(this.str != r.str);
      };
      XString.prototype.lessthan = function(r) {
        return this.number().lessthan(r);
      };
      XString.prototype.greaterthan = function(r) {
        return this.number().greaterthan(r);
      };
      XString.prototype.lessthanorequal = function(r) {
        return this.number().lessthanorequal(r);
      };
      XString.prototype.greaterthanorequal = function(r) {
        return this.number().greaterthanorequal(r);
      };
      XNumber.prototype = new Expression();
      XNumber.prototype.constructor = XNumber;
      XNumber.superclass = Expression.prototype;
      function XNumber(n) {
        if (arguments.length > 0) {
          this.init(n);
        }
      }
      XNumber.prototype.init = function(n) {
        this.num = typeof n === "string" ? this.parse(n) : Number(n);
      };
      XNumber.prototype.numberFormat = /^\s*-?[0-9]*\.?[0-9]+\s*$/;
      XNumber.prototype.parse = function(s) {
        return this.numberFormat.test(s) ? parseFloat(s) : Number.NaN;
      };
      function padSmallNumber(numberStr) {
        var parts = numberStr.split("e-");
        var base = parts[0].replace(".", "");
        var exponent = Number(parts[1]);
        for (var i = 0; i < exponent - 1; i += 1) {
          base = "0" + base;
        }
        return "0." + base;
      }
      function padLargeNumber(numberStr) {
        var parts = numberStr.split("e");
        var base = parts[0].replace(".", "");
        var exponent = Number(parts[1]);
        var zerosToAppend = exponent + 1 - base.length;
        for (var i = 0; i < zerosToAppend; i += 1) {
          base += "0";
        }
        return base;
      }
      XNumber.prototype.toString = function() {
        var strValue = this.num.toString();
        if (strValue.indexOf("e-") !== -1) {
          return padSmallNumber(strValue);
        }
        if (strValue.indexOf("e") !== -1) {
          return padLargeNumber(strValue);
        }
        return strValue;
      };
      XNumber.prototype.evaluate = function(c) {
        return this;
      };
      XNumber.prototype.string = function() {
        return new XString(this.toString());
      };
      XNumber.prototype.number = function() {
        return this;
      };
      XNumber.prototype.bool = function() {
        return new XBoolean(this.num);
      };
      XNumber.prototype.nodeset = function() {
        throw new Error("Cannot convert number to nodeset");
      };
      XNumber.prototype.stringValue = function() {
        return this.string().stringValue();
      };
      XNumber.prototype.numberValue = function() {
        return this.num;
      };
      XNumber.prototype.booleanValue = function() {
        return this.bool().booleanValue();
      };
      XNumber.prototype.negate = function() {
        return new XNumber(-this.num);
      };
      XNumber.prototype.equals = function(r) {
        if (Utilities.instance_of(r, XBoolean)) {
          return this.bool().equals(r);
        }
        if (Utilities.instance_of(r, XString)) {
          return this.equals(r.number());
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.equals);
        }
        return new XBoolean(this.num == r.num);
      };
      XNumber.prototype.notequal = function(r) {
        if (Utilities.instance_of(r, XBoolean)) {
          return this.bool().notequal(r);
        }
        if (Utilities.instance_of(r, XString)) {
          return this.notequal(r.number());
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.notequal);
        }
        return new XBoolean(this.num != r.num);
      };
      XNumber.prototype.lessthan = function(r) {
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.greaterthan);
        }
        if (Utilities.instance_of(r, XBoolean) || Utilities.instance_of(r, XString)) {
          return this.lessthan(r.number());
        }
        return new XBoolean(this.num < r.num);
      };
      XNumber.prototype.greaterthan = function(r) {
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.lessthan);
        }
        if (Utilities.instance_of(r, XBoolean) || Utilities.instance_of(r, XString)) {
          return this.greaterthan(r.number());
        }
        return new XBoolean(this.num > r.num);
      };
      XNumber.prototype.lessthanorequal = function(r) {
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.greaterthanorequal);
        }
        if (Utilities.instance_of(r, XBoolean) || Utilities.instance_of(r, XString)) {
          return this.lessthanorequal(r.number());
        }
        return new XBoolean(this.num <= r.num);
      };
      XNumber.prototype.greaterthanorequal = function(r) {
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithNumber(this, Operators.lessthanorequal);
        }
        if (Utilities.instance_of(r, XBoolean) || Utilities.instance_of(r, XString)) {
          return this.greaterthanorequal(r.number());
        }
        return new XBoolean(this.num >= r.num);
      };
      XNumber.prototype.plus = function(r) {
        return new XNumber(this.num + r.num);
      };
      XNumber.prototype.minus = function(r) {
        return new XNumber(this.num - r.num);
      };
      XNumber.prototype.multiply = function(r) {
        return new XNumber(this.num * r.num);
      };
      XNumber.prototype.div = function(r) {
        return new XNumber(this.num / r.num);
      };
      XNumber.prototype.mod = function(r) {
        return new XNumber(this.num % r.num);
      };
      XBoolean.prototype = new Expression();
      XBoolean.prototype.constructor = XBoolean;
      XBoolean.superclass = Expression.prototype;
      function XBoolean(b) {
        if (arguments.length > 0) {
          this.init(b);
        }
      }
      XBoolean.prototype.init = function(b) {
        this.b = Boolean(b);
      };
      XBoolean.prototype.toString = function() {
        return this.b.toString();
      };
      XBoolean.prototype.evaluate = function(c) {
        return this;
      };
      XBoolean.prototype.string = function() {
        return new XString(this.b);
      };
      XBoolean.prototype.number = function() {
        return new XNumber(this.b);
      };
      XBoolean.prototype.bool = function() {
        return this;
      };
      XBoolean.prototype.nodeset = function() {
        throw new Error("Cannot convert boolean to nodeset");
      };
      XBoolean.prototype.stringValue = function() {
        return this.string().stringValue();
      };
      XBoolean.prototype.numberValue = function() {
        return this.number().numberValue();
      };
      XBoolean.prototype.booleanValue = function() {
        return this.b;
      };
      XBoolean.prototype.not = function() {
        return new XBoolean(!this.b);
      };
      XBoolean.prototype.equals = function(r) {
        if (Utilities.instance_of(r, XString) || Utilities.instance_of(r, XNumber)) {
          return this.equals(r.bool());
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithBoolean(this, Operators.equals);
        }
        return new XBoolean(this.b == r.b);
      };
      XBoolean.prototype.notequal = function(r) {
        if (Utilities.instance_of(r, XString) || Utilities.instance_of(r, XNumber)) {
          return this.notequal(r.bool());
        }
        if (Utilities.instance_of(r, XNodeSet)) {
          return r.compareWithBoolean(this, Operators.notequal);
        }
        return new XBoolean(this.b != r.b);
      };
      XBoolean.prototype.lessthan = function(r) {
        return this.number().lessthan(r);
      };
      XBoolean.prototype.greaterthan = function(r) {
        return this.number().greaterthan(r);
      };
      XBoolean.prototype.lessthanorequal = function(r) {
        return this.number().lessthanorequal(r);
      };
      XBoolean.prototype.greaterthanorequal = function(r) {
        return this.number().greaterthanorequal(r);
      };
      XBoolean.true_ = new XBoolean(true);
      XBoolean.false_ = new XBoolean(false);
      AVLTree.prototype = new Object();
      AVLTree.prototype.constructor = AVLTree;
      AVLTree.superclass = Object.prototype;
      function AVLTree(n) {
        this.init(n);
      }
      AVLTree.prototype.init = function(n) {
        this.left = null;
        this.right = null;
        this.node = n;
        this.depth = 1;
      };
      AVLTree.prototype.balance = function() {
        var ldepth = this.left == null ? 0 : this.left.depth;
        var rdepth = this.right == null ? 0 : this.right.depth;
        if (ldepth > rdepth + 1) {
          var lldepth = this.left.left == null ? 0 : this.left.left.depth;
          var lrdepth = this.left.right == null ? 0 : this.left.right.depth;
          if (lldepth < lrdepth) {
            this.left.rotateRR();
          }
          this.rotateLL();
        } else if (ldepth + 1 < rdepth) {
          var rrdepth = this.right.right == null ? 0 : this.right.right.depth;
          var rldepth = this.right.left == null ? 0 : this.right.left.depth;
          if (rldepth > rrdepth) {
            this.right.rotateLL();
          }
          this.rotateRR();
        }
      };
      AVLTree.prototype.rotateLL = function() {
        var nodeBefore = this.node;
        var rightBefore = this.right;
        this.node = this.left.node;
        this.right = this.left;
        this.left = this.left.left;
        this.right.left = this.right.right;
        this.right.right = rightBefore;
        this.right.node = nodeBefore;
        this.right.updateInNewLocation();
        this.updateInNewLocation();
      };
      AVLTree.prototype.rotateRR = function() {
        var nodeBefore = this.node;
        var leftBefore = this.left;
        this.node = this.right.node;
        this.left = this.right;
        this.right = this.right.right;
        this.left.right = this.left.left;
        this.left.left = leftBefore;
        this.left.node = nodeBefore;
        this.left.updateInNewLocation();
        this.updateInNewLocation();
      };
      AVLTree.prototype.updateInNewLocation = function() {
        this.getDepthFromChildren();
      };
      AVLTree.prototype.getDepthFromChildren = function() {
        this.depth = this.node == null ? 0 : 1;
        if (this.left != null) {
          this.depth = this.left.depth + 1;
        }
        if (this.right != null && this.depth <= this.right.depth) {
          this.depth = this.right.depth + 1;
        }
      };
      function nodeOrder(n1, n2) {
        if (n1 === n2) {
          return 0;
        }
        if (n1.compareDocumentPosition) {
          var cpos = n1.compareDocumentPosition(n2);
          if (cpos & 1) {
            return 1;
          }
          if (cpos & 10) {
            return 1;
          }
          if (cpos & 20) {
            return -1;
          }
          return 0;
        }
        var d1 = 0, d2 = 0;
        for (var m1 = n1; m1 != null; m1 = m1.parentNode || m1.ownerElement) {
          d1++;
        }
        for (var m2 = n2; m2 != null; m2 = m2.parentNode || m2.ownerElement) {
          d2++;
        }
        if (d1 > d2) {
          while (d1 > d2) {
            n1 = n1.parentNode || n1.ownerElement;
            d1--;
          }
          if (n1 === n2) {
            return 1;
          }
        } else if (d2 > d1) {
          while (d2 > d1) {
            n2 = n2.parentNode || n2.ownerElement;
            d2--;
          }
          if (n1 === n2) {
            return -1;
          }
        }
        var n1Par = n1.parentNode || n1.ownerElement, n2Par = n2.parentNode || n2.ownerElement;
        while (n1Par !== n2Par) {
          n1 = n1Par;
          n2 = n2Par;
          n1Par = n1.parentNode || n1.ownerElement;
          n2Par = n2.parentNode || n2.ownerElement;
        }
        var n1isAttr = isAttributeLike(n1);
        var n2isAttr = isAttributeLike(n2);
        if (n1isAttr && !n2isAttr) {
          return -1;
        }
        if (!n1isAttr && n2isAttr) {
          return 1;
        }
        if (n1.isXPathNamespace) {
          if (n1.nodeValue === XPath.XML_NAMESPACE_URI) {
            return -1;
          }
          if (!n2.isXPathNamespace) {
            return -1;
          }
          if (n2.nodeValue === XPath.XML_NAMESPACE_URI) {
            return 1;
          }
        } else if (n2.isXPathNamespace) {
          return 1;
        }
        if (n1Par) {
          var cn = n1isAttr ? n1Par.attributes : n1Par.childNodes;
          var len = cn.length;
          var n1Compare = n1.baseNode || n1;
          var n2Compare = n2.baseNode || n2;
          for (var i = 0; i < len; i += 1) {
            var n = cn[i];
            if (n === n1Compare) {
              return -1;
            }
            if (n === n2Compare) {
              return 1;
            }
          }
        }
        throw new Error("Unexpected: could not determine node order");
      }
      AVLTree.prototype.add = function(n) {
        if (n === this.node) {
          return false;
        }
        var o = nodeOrder(n, this.node);
        var ret = false;
        if (o == -1) {
          if (this.left == null) {
            this.left = new AVLTree(n);
            ret = true;
          } else {
            ret = this.left.add(n);
            if (ret) {
              this.balance();
            }
          }
        } else if (o == 1) {
          if (this.right == null) {
            this.right = new AVLTree(n);
            ret = true;
          } else {
            ret = this.right.add(n);
            if (ret) {
              this.balance();
            }
          }
        }
        if (ret) {
          this.getDepthFromChildren();
        }
        return ret;
      };
      XNodeSet.prototype = new Expression();
      XNodeSet.prototype.constructor = XNodeSet;
      XNodeSet.superclass = Expression.prototype;
      function XNodeSet() {
        this.init();
      }
      XNodeSet.prototype.init = function() {
        this.tree = null;
        this.nodes = [];
        this.size = 0;
      };
      XNodeSet.prototype.toString = function() {
        var p = this.first();
        if (p == null) {
          return "";
        }
        return this.stringForNode(p);
      };
      XNodeSet.prototype.evaluate = function(c) {
        return this;
      };
      XNodeSet.prototype.string = function() {
        return new XString(this.toString());
      };
      XNodeSet.prototype.stringValue = function() {
        return this.toString();
      };
      XNodeSet.prototype.number = function() {
        return new XNumber(this.string());
      };
      XNodeSet.prototype.numberValue = function() {
        return Number(this.string());
      };
      XNodeSet.prototype.bool = function() {
        return new XBoolean(this.booleanValue());
      };
      XNodeSet.prototype.booleanValue = function() {
        return !!this.size;
      };
      XNodeSet.prototype.nodeset = function() {
        return this;
      };
      XNodeSet.prototype.stringForNode = function(n) {
        if (n.nodeType == NodeTypes.DOCUMENT_NODE || n.nodeType == NodeTypes.ELEMENT_NODE || n.nodeType === NodeTypes.DOCUMENT_FRAGMENT_NODE) {
          return this.stringForContainerNode(n);
        }
        if (n.nodeType === NodeTypes.ATTRIBUTE_NODE) {
          return n.value || n.nodeValue;
        }
        if (n.isNamespaceNode) {
          return n.namespace;
        }
        return n.nodeValue;
      };
      XNodeSet.prototype.stringForContainerNode = function(n) {
        var s = "";
        for (var n2 = n.firstChild; n2 != null; n2 = n2.nextSibling) {
          var nt = n2.nodeType;
          if (nt === 1 || nt === 3 || nt === 4 || nt === 9 || nt === 11) {
            s += this.stringForNode(n2);
          }
        }
        return s;
      };
      XNodeSet.prototype.buildTree = function() {
        if (!this.tree && this.nodes.length) {
          this.tree = new AVLTree(this.nodes[0]);
          for (var i = 1; i < this.nodes.length; i += 1) {
            this.tree.add(this.nodes[i]);
          }
        }
        return this.tree;
      };
      XNodeSet.prototype.first = function() {
        var p = this.buildTree();
        if (p == null) {
          return null;
        }
        while (p.left != null) {
          p = p.left;
        }
        return p.node;
      };
      XNodeSet.prototype.add = function(n) {
        for (var i = 0; i < this.nodes.length; i += 1) {
          if (n === this.nodes[i]) {
            return;
          }
        }
        this.tree = null;
        this.nodes.push(n);
        this.size += 1;
      };
      XNodeSet.prototype.addArray = function(ns) {
        var self = this;
        forEach(function(x) {
          self.add(x);
        }, ns);
      };
      XNodeSet.prototype.toArray = function() {
        var a = [];
        this.toArrayRec(this.buildTree(), a);
        return a;
      };
      XNodeSet.prototype.toArrayRec = function(t, a) {
        if (t != null) {
          this.toArrayRec(t.left, a);
          a.push(t.node);
          this.toArrayRec(t.right, a);
        }
      };
      XNodeSet.prototype.toUnsortedArray = function() {
        return this.nodes.slice();
      };
      XNodeSet.prototype.compareWithString = function(r, o) {
        var a = this.toUnsortedArray();
        for (var i = 0; i < a.length; i++) {
          var n = a[i];
          var l = new XString(this.stringForNode(n));
          var res = o(l, r);
          if (res.booleanValue()) {
            return res;
          }
        }
        return new XBoolean(false);
      };
      XNodeSet.prototype.compareWithNumber = function(r, o) {
        var a = this.toUnsortedArray();
        for (var i = 0; i < a.length; i++) {
          var n = a[i];
          var l = new XNumber(this.stringForNode(n));
          var res = o(l, r);
          if (res.booleanValue()) {
            return res;
          }
        }
        return new XBoolean(false);
      };
      XNodeSet.prototype.compareWithBoolean = function(r, o) {
        return o(this.bool(), r);
      };
      XNodeSet.prototype.compareWithNodeSet = function(r, o) {
        var arr = this.toUnsortedArray();
        var oInvert = function(lop, rop) {
          return o(rop, lop);
        };
        for (var i = 0; i < arr.length; i++) {
          var l = new XString(this.stringForNode(arr[i]));
          var res = r.compareWithString(l, oInvert);
          if (res.booleanValue()) {
            return res;
          }
        }
        return new XBoolean(false);
      };
      XNodeSet.compareWith = curry(function(o, r) {
        if (Utilities.instance_of(r, XString)) {
          return this.compareWithString(r, o);
        }
        if (Utilities.instance_of(r, XNumber)) {
          return this.compareWithNumber(r, o);
        }
        if (Utilities.instance_of(r, XBoolean)) {
          return this.compareWithBoolean(r, o);
        }
        return this.compareWithNodeSet(r, o);
      });
      XNodeSet.prototype.equals = XNodeSet.compareWith(Operators.equals);
      XNodeSet.prototype.notequal = XNodeSet.compareWith(Operators.notequal);
      XNodeSet.prototype.lessthan = XNodeSet.compareWith(Operators.lessthan);
      XNodeSet.prototype.greaterthan = XNodeSet.compareWith(Operators.greaterthan);
      XNodeSet.prototype.lessthanorequal = XNodeSet.compareWith(Operators.lessthanorequal);
      XNodeSet.prototype.greaterthanorequal = XNodeSet.compareWith(Operators.greaterthanorequal);
      XNodeSet.prototype.union = function(r) {
        var ns = new XNodeSet();
        ns.addArray(this.toUnsortedArray());
        ns.addArray(r.toUnsortedArray());
        return ns;
      };
      XPathNamespace.prototype = new Object();
      XPathNamespace.prototype.constructor = XPathNamespace;
      XPathNamespace.superclass = Object.prototype;
      function XPathNamespace(pre, node, uri, p) {
        this.isXPathNamespace = true;
        this.baseNode = node;
        this.ownerDocument = p.ownerDocument;
        this.nodeName = pre;
        this.prefix = pre;
        this.localName = pre;
        this.namespaceURI = null;
        this.nodeValue = uri;
        this.ownerElement = p;
        this.nodeType = NodeTypes.NAMESPACE_NODE;
      }
      XPathNamespace.prototype.toString = function() {
        return '{ "' + this.prefix + '", "' + this.namespaceURI + '" }';
      };
      XPathContext.prototype = new Object();
      XPathContext.prototype.constructor = XPathContext;
      XPathContext.superclass = Object.prototype;
      function XPathContext(vr, nr, fr) {
        this.variableResolver = vr != null ? vr : new VariableResolver();
        this.namespaceResolver = nr != null ? nr : new NamespaceResolver();
        this.functionResolver = fr != null ? fr : new FunctionResolver();
      }
      XPathContext.prototype.extend = function(newProps) {
        return assign(new XPathContext(), this, newProps);
      };
      VariableResolver.prototype = new Object();
      VariableResolver.prototype.constructor = VariableResolver;
      VariableResolver.superclass = Object.prototype;
      function VariableResolver() {
      }
      VariableResolver.prototype.getVariable = function(ln, ns) {
        return null;
      };
      FunctionResolver.prototype = new Object();
      FunctionResolver.prototype.constructor = FunctionResolver;
      FunctionResolver.superclass = Object.prototype;
      function FunctionResolver(thisArg) {
        this.thisArg = thisArg != null ? thisArg : Functions;
        this.functions = new Object();
        this.addStandardFunctions();
      }
      FunctionResolver.prototype.addStandardFunctions = function() {
        this.functions["{}last"] = Functions.last;
        this.functions["{}position"] = Functions.position;
        this.functions["{}count"] = Functions.count;
        this.functions["{}id"] = Functions.id;
        this.functions["{}local-name"] = Functions.localName;
        this.functions["{}namespace-uri"] = Functions.namespaceURI;
        this.functions["{}name"] = Functions.name;
        this.functions["{}string"] = Functions.string;
        this.functions["{}concat"] = Functions.concat;
        this.functions["{}starts-with"] = Functions.startsWith;
        this.functions["{}contains"] = Functions.contains;
        this.functions["{}substring-before"] = Functions.substringBefore;
        this.functions["{}substring-after"] = Functions.substringAfter;
        this.functions["{}substring"] = Functions.substring;
        this.functions["{}string-length"] = Functions.stringLength;
        this.functions["{}normalize-space"] = Functions.normalizeSpace;
        this.functions["{}translate"] = Functions.translate;
        this.functions["{}boolean"] = Functions.boolean_;
        this.functions["{}not"] = Functions.not;
        this.functions["{}true"] = Functions.true_;
        this.functions["{}false"] = Functions.false_;
        this.functions["{}lang"] = Functions.lang;
        this.functions["{}number"] = Functions.number;
        this.functions["{}sum"] = Functions.sum;
        this.functions["{}floor"] = Functions.floor;
        this.functions["{}ceiling"] = Functions.ceiling;
        this.functions["{}round"] = Functions.round;
      };
      FunctionResolver.prototype.addFunction = function(ns, ln, f) {
        this.functions["{" + ns + "}" + ln] = f;
      };
      FunctionResolver.getFunctionFromContext = function(qName, context) {
        var parts = Utilities.resolveQName(qName, context.namespaceResolver, context.contextNode, false);
        if (parts[0] === null) {
          throw new Error("Cannot resolve QName " + name);
        }
        return context.functionResolver.getFunction(parts[1], parts[0]);
      };
      FunctionResolver.prototype.getFunction = function(localName, namespace) {
        return this.functions["{" + namespace + "}" + localName];
      };
      NamespaceResolver.prototype = new Object();
      NamespaceResolver.prototype.constructor = NamespaceResolver;
      NamespaceResolver.superclass = Object.prototype;
      function NamespaceResolver() {
      }
      NamespaceResolver.prototype.getNamespace = function(prefix, n) {
        if (prefix == "xml") {
          return XPath.XML_NAMESPACE_URI;
        } else if (prefix == "xmlns") {
          return XPath.XMLNS_NAMESPACE_URI;
        }
        if (n.nodeType == NodeTypes.DOCUMENT_NODE) {
          n = n.documentElement;
        } else if (n.nodeType == NodeTypes.ATTRIBUTE_NODE) {
          n = PathExpr.getOwnerElement(n);
        } else if (n.nodeType != NodeTypes.ELEMENT_NODE) {
          n = n.parentNode;
        }
        while (n != null && n.nodeType == NodeTypes.ELEMENT_NODE) {
          var nnm = n.attributes;
          for (var i = 0; i < nnm.length; i++) {
            var a = nnm.item(i);
            var aname = a.name || a.nodeName;
            if (aname === "xmlns" && prefix === "" || aname === "xmlns:" + prefix) {
              return String(a.value || a.nodeValue);
            }
          }
          n = n.parentNode;
        }
        return null;
      };
      var Functions = new Object();
      Functions.last = function(c) {
        if (arguments.length != 1) {
          throw new Error("Function last expects ()");
        }
        return new XNumber(c.contextSize);
      };
      Functions.position = function(c) {
        if (arguments.length != 1) {
          throw new Error("Function position expects ()");
        }
        return new XNumber(c.contextPosition);
      };
      Functions.count = function() {
        var c = arguments[0];
        var ns;
        if (arguments.length != 2 || !Utilities.instance_of(ns = arguments[1].evaluate(c), XNodeSet)) {
          throw new Error("Function count expects (node-set)");
        }
        return new XNumber(ns.size);
      };
      Functions.id = function() {
        var c = arguments[0];
        var id;
        if (arguments.length != 2) {
          throw new Error("Function id expects (object)");
        }
        id = arguments[1].evaluate(c);
        if (Utilities.instance_of(id, XNodeSet)) {
          id = id.toArray().join(" ");
        } else {
          id = id.stringValue();
        }
        var ids = id.split(/[\x0d\x0a\x09\x20]+/);
        var count = 0;
        var ns = new XNodeSet();
        var doc = c.contextNode.nodeType == NodeTypes.DOCUMENT_NODE ? c.contextNode : c.contextNode.ownerDocument;
        for (var i = 0; i < ids.length; i++) {
          var n;
          if (doc.getElementById) {
            n = doc.getElementById(ids[i]);
          } else {
            n = Utilities.getElementById(doc, ids[i]);
          }
          if (n != null) {
            ns.add(n);
            count++;
          }
        }
        return ns;
      };
      Functions.localName = function(c, eNode) {
        var n;
        if (arguments.length == 1) {
          n = c.contextNode;
        } else if (arguments.length == 2) {
          n = eNode.evaluate(c).first();
        } else {
          throw new Error("Function local-name expects (node-set?)");
        }
        if (n == null) {
          return new XString("");
        }
        return new XString(
          n.localName || //  standard elements and attributes
          n.baseName || //  IE
          n.target || //  processing instructions
          n.nodeName || //  DOM1 elements
          ""
          //  fallback
        );
      };
      Functions.namespaceURI = function() {
        var c = arguments[0];
        var n;
        if (arguments.length == 1) {
          n = c.contextNode;
        } else if (arguments.length == 2) {
          n = arguments[1].evaluate(c).first();
        } else {
          throw new Error("Function namespace-uri expects (node-set?)");
        }
        if (n == null) {
          return new XString("");
        }
        return new XString(n.namespaceURI || "");
      };
      Functions.name = function() {
        var c = arguments[0];
        var n;
        if (arguments.length == 1) {
          n = c.contextNode;
        } else if (arguments.length == 2) {
          n = arguments[1].evaluate(c).first();
        } else {
          throw new Error("Function name expects (node-set?)");
        }
        if (n == null) {
          return new XString("");
        }
        if (n.nodeType == NodeTypes.ELEMENT_NODE) {
          return new XString(n.nodeName);
        } else if (n.nodeType == NodeTypes.ATTRIBUTE_NODE) {
          return new XString(n.name || n.nodeName);
        } else if (n.nodeType === NodeTypes.PROCESSING_INSTRUCTION_NODE) {
          return new XString(n.target || n.nodeName);
        } else if (n.localName == null) {
          return new XString("");
        } else {
          return new XString(n.localName);
        }
      };
      Functions.string = function() {
        var c = arguments[0];
        if (arguments.length == 1) {
          return new XString(XNodeSet.prototype.stringForNode(c.contextNode));
        } else if (arguments.length == 2) {
          return arguments[1].evaluate(c).string();
        }
        throw new Error("Function string expects (object?)");
      };
      Functions.concat = function(c) {
        if (arguments.length < 3) {
          throw new Error("Function concat expects (string, string[, string]*)");
        }
        var s = "";
        for (var i = 1; i < arguments.length; i++) {
          s += arguments[i].evaluate(c).stringValue();
        }
        return new XString(s);
      };
      Functions.startsWith = function() {
        var c = arguments[0];
        if (arguments.length != 3) {
          throw new Error("Function startsWith expects (string, string)");
        }
        var s1 = arguments[1].evaluate(c).stringValue();
        var s2 = arguments[2].evaluate(c).stringValue();
        return new XBoolean(s1.substring(0, s2.length) == s2);
      };
      Functions.contains = function() {
        var c = arguments[0];
        if (arguments.length != 3) {
          throw new Error("Function contains expects (string, string)");
        }
        var s1 = arguments[1].evaluate(c).stringValue();
        var s2 = arguments[2].evaluate(c).stringValue();
        return new XBoolean(s1.indexOf(s2) !== -1);
      };
      Functions.substringBefore = function() {
        var c = arguments[0];
        if (arguments.length != 3) {
          throw new Error("Function substring-before expects (string, string)");
        }
        var s1 = arguments[1].evaluate(c).stringValue();
        var s2 = arguments[2].evaluate(c).stringValue();
        return new XString(s1.substring(0, s1.indexOf(s2)));
      };
      Functions.substringAfter = function() {
        var c = arguments[0];
        if (arguments.length != 3) {
          throw new Error("Function substring-after expects (string, string)");
        }
        var s1 = arguments[1].evaluate(c).stringValue();
        var s2 = arguments[2].evaluate(c).stringValue();
        if (s2.length == 0) {
          return new XString(s1);
        }
        var i = s1.indexOf(s2);
        if (i == -1) {
          return new XString("");
        }
        return new XString(s1.substring(i + s2.length));
      };
      Functions.substring = function() {
        var c = arguments[0];
        if (!(arguments.length == 3 || arguments.length == 4)) {
          throw new Error("Function substring expects (string, number, number?)");
        }
        var s = arguments[1].evaluate(c).stringValue();
        var n1 = Math.round(arguments[2].evaluate(c).numberValue()) - 1;
        var n2 = arguments.length == 4 ? n1 + Math.round(arguments[3].evaluate(c).numberValue()) : void 0;
        return new XString(s.substring(n1, n2));
      };
      Functions.stringLength = function() {
        var c = arguments[0];
        var s;
        if (arguments.length == 1) {
          s = XNodeSet.prototype.stringForNode(c.contextNode);
        } else if (arguments.length == 2) {
          s = arguments[1].evaluate(c).stringValue();
        } else {
          throw new Error("Function string-length expects (string?)");
        }
        return new XNumber(s.length);
      };
      Functions.normalizeSpace = function() {
        var c = arguments[0];
        var s;
        if (arguments.length == 1) {
          s = XNodeSet.prototype.stringForNode(c.contextNode);
        } else if (arguments.length == 2) {
          s = arguments[1].evaluate(c).stringValue();
        } else {
          throw new Error("Function normalize-space expects (string?)");
        }
        var i = 0;
        var j = s.length - 1;
        while (Utilities.isSpace(s.charCodeAt(j))) {
          j--;
        }
        var t = "";
        while (i <= j && Utilities.isSpace(s.charCodeAt(i))) {
          i++;
        }
        while (i <= j) {
          if (Utilities.isSpace(s.charCodeAt(i))) {
            t += " ";
            while (i <= j && Utilities.isSpace(s.charCodeAt(i))) {
              i++;
            }
          } else {
            t += s.charAt(i);
            i++;
          }
        }
        return new XString(t);
      };
      Functions.translate = function(c, eValue, eFrom, eTo) {
        if (arguments.length != 4) {
          throw new Error("Function translate expects (string, string, string)");
        }
        var value = eValue.evaluate(c).stringValue();
        var from = eFrom.evaluate(c).stringValue();
        var to = eTo.evaluate(c).stringValue();
        var cMap = reduce(function(acc, ch, i) {
          if (!(ch in acc)) {
            acc[ch] = i > to.length ? "" : to[i];
          }
          return acc;
        }, {}, from);
        var t = join(
          "",
          map(function(ch) {
            return ch in cMap ? cMap[ch] : ch;
          }, value)
        );
        return new XString(t);
      };
      Functions.boolean_ = function() {
        var c = arguments[0];
        if (arguments.length != 2) {
          throw new Error("Function boolean expects (object)");
        }
        return arguments[1].evaluate(c).bool();
      };
      Functions.not = function(c, eValue) {
        if (arguments.length != 2) {
          throw new Error("Function not expects (object)");
        }
        return eValue.evaluate(c).bool().not();
      };
      Functions.true_ = function() {
        if (arguments.length != 1) {
          throw new Error("Function true expects ()");
        }
        return XBoolean.true_;
      };
      Functions.false_ = function() {
        if (arguments.length != 1) {
          throw new Error("Function false expects ()");
        }
        return XBoolean.false_;
      };
      Functions.lang = function() {
        var c = arguments[0];
        if (arguments.length != 2) {
          throw new Error("Function lang expects (string)");
        }
        var lang;
        for (var n = c.contextNode; n != null && n.nodeType != NodeTypes.DOCUMENT_NODE; n = n.parentNode) {
          var a = n.getAttributeNS(XPath.XML_NAMESPACE_URI, "lang");
          if (a != null) {
            lang = String(a);
            break;
          }
        }
        if (lang == null) {
          return XBoolean.false_;
        }
        var s = arguments[1].evaluate(c).stringValue();
        return new XBoolean(lang.substring(0, s.length) == s && (lang.length == s.length || lang.charAt(s.length) == "-"));
      };
      Functions.number = function() {
        var c = arguments[0];
        if (!(arguments.length == 1 || arguments.length == 2)) {
          throw new Error("Function number expects (object?)");
        }
        if (arguments.length == 1) {
          return new XNumber(XNodeSet.prototype.stringForNode(c.contextNode));
        }
        return arguments[1].evaluate(c).number();
      };
      Functions.sum = function() {
        var c = arguments[0];
        var ns;
        if (arguments.length != 2 || !Utilities.instance_of(ns = arguments[1].evaluate(c), XNodeSet)) {
          throw new Error("Function sum expects (node-set)");
        }
        ns = ns.toUnsortedArray();
        var n = 0;
        for (var i = 0; i < ns.length; i++) {
          n += new XNumber(XNodeSet.prototype.stringForNode(ns[i])).numberValue();
        }
        return new XNumber(n);
      };
      Functions.floor = function() {
        var c = arguments[0];
        if (arguments.length != 2) {
          throw new Error("Function floor expects (number)");
        }
        return new XNumber(Math.floor(arguments[1].evaluate(c).numberValue()));
      };
      Functions.ceiling = function() {
        var c = arguments[0];
        if (arguments.length != 2) {
          throw new Error("Function ceiling expects (number)");
        }
        return new XNumber(Math.ceil(arguments[1].evaluate(c).numberValue()));
      };
      Functions.round = function() {
        var c = arguments[0];
        if (arguments.length != 2) {
          throw new Error("Function round expects (number)");
        }
        return new XNumber(Math.round(arguments[1].evaluate(c).numberValue()));
      };
      var Utilities = new Object();
      var isAttributeLike = function(val2) {
        return val2 && (val2.nodeType === NodeTypes.ATTRIBUTE_NODE || val2.ownerElement || val2.isXPathNamespace);
      };
      Utilities.splitQName = function(qn) {
        var i = qn.indexOf(":");
        if (i == -1) {
          return [null, qn];
        }
        return [qn.substring(0, i), qn.substring(i + 1)];
      };
      Utilities.resolveQName = function(qn, nr, n, useDefault) {
        var parts = Utilities.splitQName(qn);
        if (parts[0] != null) {
          parts[0] = nr.getNamespace(parts[0], n);
        } else {
          if (useDefault) {
            parts[0] = nr.getNamespace("", n);
            if (parts[0] == null) {
              parts[0] = "";
            }
          } else {
            parts[0] = "";
          }
        }
        return parts;
      };
      Utilities.isSpace = function(c) {
        return c == 9 || c == 13 || c == 10 || c == 32;
      };
      Utilities.isLetter = function(c) {
        return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248 && c <= 255 || c >= 256 && c <= 305 || c >= 308 && c <= 318 || c >= 321 && c <= 328 || c >= 330 && c <= 382 || c >= 384 && c <= 451 || c >= 461 && c <= 496 || c >= 500 && c <= 501 || c >= 506 && c <= 535 || c >= 592 && c <= 680 || c >= 699 && c <= 705 || c == 902 || c >= 904 && c <= 906 || c == 908 || c >= 910 && c <= 929 || c >= 931 && c <= 974 || c >= 976 && c <= 982 || c == 986 || c == 988 || c == 990 || c == 992 || c >= 994 && c <= 1011 || c >= 1025 && c <= 1036 || c >= 1038 && c <= 1103 || c >= 1105 && c <= 1116 || c >= 1118 && c <= 1153 || c >= 1168 && c <= 1220 || c >= 1223 && c <= 1224 || c >= 1227 && c <= 1228 || c >= 1232 && c <= 1259 || c >= 1262 && c <= 1269 || c >= 1272 && c <= 1273 || c >= 1329 && c <= 1366 || c == 1369 || c >= 1377 && c <= 1414 || c >= 1488 && c <= 1514 || c >= 1520 && c <= 1522 || c >= 1569 && c <= 1594 || c >= 1601 && c <= 1610 || c >= 1649 && c <= 1719 || c >= 1722 && c <= 1726 || c >= 1728 && c <= 1742 || c >= 1744 && c <= 1747 || c == 1749 || c >= 1765 && c <= 1766 || c >= 2309 && c <= 2361 || c == 2365 || c >= 2392 && c <= 2401 || c >= 2437 && c <= 2444 || c >= 2447 && c <= 2448 || c >= 2451 && c <= 2472 || c >= 2474 && c <= 2480 || c == 2482 || c >= 2486 && c <= 2489 || c >= 2524 && c <= 2525 || c >= 2527 && c <= 2529 || c >= 2544 && c <= 2545 || c >= 2565 && c <= 2570 || c >= 2575 && c <= 2576 || c >= 2579 && c <= 2600 || c >= 2602 && c <= 2608 || c >= 2610 && c <= 2611 || c >= 2613 && c <= 2614 || c >= 2616 && c <= 2617 || c >= 2649 && c <= 2652 || c == 2654 || c >= 2674 && c <= 2676 || c >= 2693 && c <= 2699 || c == 2701 || c >= 2703 && c <= 2705 || c >= 2707 && c <= 2728 || c >= 2730 && c <= 2736 || c >= 2738 && c <= 2739 || c >= 2741 && c <= 2745 || c == 2749 || c == 2784 || c >= 2821 && c <= 2828 || c >= 2831 && c <= 2832 || c >= 2835 && c <= 2856 || c >= 2858 && c <= 2864 || c >= 2866 && c <= 2867 || c >= 2870 && c <= 2873 || c == 2877 || c >= 2908 && c <= 2909 || c >= 2911 && c <= 2913 || c >= 2949 && c <= 2954 || c >= 2958 && c <= 2960 || c >= 2962 && c <= 2965 || c >= 2969 && c <= 2970 || c == 2972 || c >= 2974 && c <= 2975 || c >= 2979 && c <= 2980 || c >= 2984 && c <= 2986 || c >= 2990 && c <= 2997 || c >= 2999 && c <= 3001 || c >= 3077 && c <= 3084 || c >= 3086 && c <= 3088 || c >= 3090 && c <= 3112 || c >= 3114 && c <= 3123 || c >= 3125 && c <= 3129 || c >= 3168 && c <= 3169 || c >= 3205 && c <= 3212 || c >= 3214 && c <= 3216 || c >= 3218 && c <= 3240 || c >= 3242 && c <= 3251 || c >= 3253 && c <= 3257 || c == 3294 || c >= 3296 && c <= 3297 || c >= 3333 && c <= 3340 || c >= 3342 && c <= 3344 || c >= 3346 && c <= 3368 || c >= 3370 && c <= 3385 || c >= 3424 && c <= 3425 || c >= 3585 && c <= 3630 || c == 3632 || c >= 3634 && c <= 3635 || c >= 3648 && c <= 3653 || c >= 3713 && c <= 3714 || c == 3716 || c >= 3719 && c <= 3720 || c == 3722 || c == 3725 || c >= 3732 && c <= 3735 || c >= 3737 && c <= 3743 || c >= 3745 && c <= 3747 || c == 3749 || c == 3751 || c >= 3754 && c <= 3755 || c >= 3757 && c <= 3758 || c == 3760 || c >= 3762 && c <= 3763 || c == 3773 || c >= 3776 && c <= 3780 || c >= 3904 && c <= 3911 || c >= 3913 && c <= 3945 || c >= 4256 && c <= 4293 || c >= 4304 && c <= 4342 || c == 4352 || c >= 4354 && c <= 4355 || c >= 4357 && c <= 4359 || c == 4361 || c >= 4363 && c <= 4364 || c >= 4366 && c <= 4370 || c == 4412 || c == 4414 || c == 4416 || c == 4428 || c == 4430 || c == 4432 || c >= 4436 && c <= 4437 || c == 4441 || c >= 4447 && c <= 4449 || c == 4451 || c == 4453 || c == 4455 || c == 4457 || c >= 4461 && c <= 4462 || c >= 4466 && c <= 4467 || c == 4469 || c == 4510 || c == 4520 || c == 4523 || c >= 4526 && c <= 4527 || c >= 4535 && c <= 4536 || c == 4538 || c >= 4540 && c <= 4546 || c == 4587 || c == 4592 || c == 4601 || c >= 7680 && c <= 7835 || c >= 7840 && c <= 7929 || c >= 7936 && c <= 7957 || c >= 7960 && c <= 7965 || c >= 7968 && c <= 8005 || c >= 8008 && c <= 8013 || c >= 8016 && c <= 8023 || c == 8025 || c == 8027 || c == 8029 || c >= 8031 && c <= 8061 || c >= 8064 && c <= 8116 || c >= 8118 && c <= 8124 || c == 8126 || c >= 8130 && c <= 8132 || c >= 8134 && c <= 8140 || c >= 8144 && c <= 8147 || c >= 8150 && c <= 8155 || c >= 8160 && c <= 8172 || c >= 8178 && c <= 8180 || c >= 8182 && c <= 8188 || c == 8486 || c >= 8490 && c <= 8491 || c == 8494 || c >= 8576 && c <= 8578 || c >= 12353 && c <= 12436 || c >= 12449 && c <= 12538 || c >= 12549 && c <= 12588 || c >= 44032 && c <= 55203 || c >= 19968 && c <= 40869 || c == 12295 || c >= 12321 && c <= 12329;
      };
      Utilities.isNCNameChar = function(c) {
        return c >= 48 && c <= 57 || c >= 1632 && c <= 1641 || c >= 1776 && c <= 1785 || c >= 2406 && c <= 2415 || c >= 2534 && c <= 2543 || c >= 2662 && c <= 2671 || c >= 2790 && c <= 2799 || c >= 2918 && c <= 2927 || c >= 3047 && c <= 3055 || c >= 3174 && c <= 3183 || c >= 3302 && c <= 3311 || c >= 3430 && c <= 3439 || c >= 3664 && c <= 3673 || c >= 3792 && c <= 3801 || c >= 3872 && c <= 3881 || c == 46 || c == 45 || c == 95 || Utilities.isLetter(c) || c >= 768 && c <= 837 || c >= 864 && c <= 865 || c >= 1155 && c <= 1158 || c >= 1425 && c <= 1441 || c >= 1443 && c <= 1465 || c >= 1467 && c <= 1469 || c == 1471 || c >= 1473 && c <= 1474 || c == 1476 || c >= 1611 && c <= 1618 || c == 1648 || c >= 1750 && c <= 1756 || c >= 1757 && c <= 1759 || c >= 1760 && c <= 1764 || c >= 1767 && c <= 1768 || c >= 1770 && c <= 1773 || c >= 2305 && c <= 2307 || c == 2364 || c >= 2366 && c <= 2380 || c == 2381 || c >= 2385 && c <= 2388 || c >= 2402 && c <= 2403 || c >= 2433 && c <= 2435 || c == 2492 || c == 2494 || c == 2495 || c >= 2496 && c <= 2500 || c >= 2503 && c <= 2504 || c >= 2507 && c <= 2509 || c == 2519 || c >= 2530 && c <= 2531 || c == 2562 || c == 2620 || c == 2622 || c == 2623 || c >= 2624 && c <= 2626 || c >= 2631 && c <= 2632 || c >= 2635 && c <= 2637 || c >= 2672 && c <= 2673 || c >= 2689 && c <= 2691 || c == 2748 || c >= 2750 && c <= 2757 || c >= 2759 && c <= 2761 || c >= 2763 && c <= 2765 || c >= 2817 && c <= 2819 || c == 2876 || c >= 2878 && c <= 2883 || c >= 2887 && c <= 2888 || c >= 2891 && c <= 2893 || c >= 2902 && c <= 2903 || c >= 2946 && c <= 2947 || c >= 3006 && c <= 3010 || c >= 3014 && c <= 3016 || c >= 3018 && c <= 3021 || c == 3031 || c >= 3073 && c <= 3075 || c >= 3134 && c <= 3140 || c >= 3142 && c <= 3144 || c >= 3146 && c <= 3149 || c >= 3157 && c <= 3158 || c >= 3202 && c <= 3203 || c >= 3262 && c <= 3268 || c >= 3270 && c <= 3272 || c >= 3274 && c <= 3277 || c >= 3285 && c <= 3286 || c >= 3330 && c <= 3331 || c >= 3390 && c <= 3395 || c >= 3398 && c <= 3400 || c >= 3402 && c <= 3405 || c == 3415 || c == 3633 || c >= 3636 && c <= 3642 || c >= 3655 && c <= 3662 || c == 3761 || c >= 3764 && c <= 3769 || c >= 3771 && c <= 3772 || c >= 3784 && c <= 3789 || c >= 3864 && c <= 3865 || c == 3893 || c == 3895 || c == 3897 || c == 3902 || c == 3903 || c >= 3953 && c <= 3972 || c >= 3974 && c <= 3979 || c >= 3984 && c <= 3989 || c == 3991 || c >= 3993 && c <= 4013 || c >= 4017 && c <= 4023 || c == 4025 || c >= 8400 && c <= 8412 || c == 8417 || c >= 12330 && c <= 12335 || c == 12441 || c == 12442 || c == 183 || c == 720 || c == 721 || c == 903 || c == 1600 || c == 3654 || c == 3782 || c == 12293 || c >= 12337 && c <= 12341 || c >= 12445 && c <= 12446 || c >= 12540 && c <= 12542;
      };
      Utilities.coalesceText = function(n) {
        for (var m = n.firstChild; m != null; m = m.nextSibling) {
          if (m.nodeType == NodeTypes.TEXT_NODE || m.nodeType == NodeTypes.CDATA_SECTION_NODE) {
            var s = m.nodeValue;
            var first2 = m;
            m = m.nextSibling;
            while (m != null && (m.nodeType == NodeTypes.TEXT_NODE || m.nodeType == NodeTypes.CDATA_SECTION_NODE)) {
              s += m.nodeValue;
              var del = m;
              m = m.nextSibling;
              del.parentNode.removeChild(del);
            }
            if (first2.nodeType == NodeTypes.CDATA_SECTION_NODE) {
              var p = first2.parentNode;
              if (first2.nextSibling == null) {
                p.removeChild(first2);
                p.appendChild(p.ownerDocument.createTextNode(s));
              } else {
                var next = first2.nextSibling;
                p.removeChild(first2);
                p.insertBefore(p.ownerDocument.createTextNode(s), next);
              }
            } else {
              first2.nodeValue = s;
            }
            if (m == null) {
              break;
            }
          } else if (m.nodeType == NodeTypes.ELEMENT_NODE) {
            Utilities.coalesceText(m);
          }
        }
      };
      Utilities.instance_of = function(o, c) {
        while (o != null) {
          if (o.constructor === c) {
            return true;
          }
          if (o === Object) {
            return false;
          }
          o = o.constructor.superclass;
        }
        return false;
      };
      Utilities.getElementById = function(n, id) {
        if (n.nodeType == NodeTypes.ELEMENT_NODE) {
          if (n.getAttribute("id") == id || n.getAttributeNS(null, "id") == id) {
            return n;
          }
        }
        for (var m = n.firstChild; m != null; m = m.nextSibling) {
          var res = Utilities.getElementById(m, id);
          if (res != null) {
            return res;
          }
        }
        return null;
      };
      var XPathException = (function() {
        function getMessage(code, exception) {
          var msg = exception ? ": " + exception.toString() : "";
          switch (code) {
            case XPathException2.INVALID_EXPRESSION_ERR:
              return "Invalid expression" + msg;
            case XPathException2.TYPE_ERR:
              return "Type error" + msg;
          }
          return null;
        }
        function XPathException2(code, error, message) {
          var err = Error.call(this, getMessage(code, error) || message);
          err.code = code;
          err.exception = error;
          return err;
        }
        XPathException2.prototype = Object.create(Error.prototype);
        XPathException2.prototype.constructor = XPathException2;
        XPathException2.superclass = Error;
        XPathException2.prototype.toString = function() {
          return this.message;
        };
        XPathException2.fromMessage = function(message, error) {
          return new XPathException2(null, error, message);
        };
        XPathException2.INVALID_EXPRESSION_ERR = 51;
        XPathException2.TYPE_ERR = 52;
        return XPathException2;
      })();
      XPathExpression.prototype = {};
      XPathExpression.prototype.constructor = XPathExpression;
      XPathExpression.superclass = Object.prototype;
      function XPathExpression(e, r, p) {
        this.xpath = p.parse(e);
        this.context = new XPathContext();
        this.context.namespaceResolver = new XPathNSResolverWrapper(r);
      }
      XPathExpression.getOwnerDocument = function(n) {
        return n.nodeType === NodeTypes.DOCUMENT_NODE ? n : n.ownerDocument;
      };
      XPathExpression.detectHtmlDom = function(n) {
        if (!n) {
          return false;
        }
        var doc = XPathExpression.getOwnerDocument(n);
        try {
          return doc.implementation.hasFeature("HTML", "2.0");
        } catch (e) {
          return true;
        }
      };
      XPathExpression.prototype.evaluate = function(n, t, res) {
        this.context.expressionContextNode = n;
        this.context.caseInsensitive = XPathExpression.detectHtmlDom(n);
        var result = this.xpath.evaluate(this.context);
        return new XPathResult(result, t);
      };
      XPathNSResolverWrapper.prototype = {};
      XPathNSResolverWrapper.prototype.constructor = XPathNSResolverWrapper;
      XPathNSResolverWrapper.superclass = Object.prototype;
      function XPathNSResolverWrapper(r) {
        this.xpathNSResolver = r;
      }
      XPathNSResolverWrapper.prototype.getNamespace = function(prefix, n) {
        if (this.xpathNSResolver == null) {
          return null;
        }
        return this.xpathNSResolver.lookupNamespaceURI(prefix);
      };
      NodeXPathNSResolver.prototype = {};
      NodeXPathNSResolver.prototype.constructor = NodeXPathNSResolver;
      NodeXPathNSResolver.superclass = Object.prototype;
      function NodeXPathNSResolver(n) {
        this.node = n;
        this.namespaceResolver = new NamespaceResolver();
      }
      NodeXPathNSResolver.prototype.lookupNamespaceURI = function(prefix) {
        return this.namespaceResolver.getNamespace(prefix, this.node);
      };
      XPathResult.prototype = {};
      XPathResult.prototype.constructor = XPathResult;
      XPathResult.superclass = Object.prototype;
      function XPathResult(v, t) {
        if (t == XPathResult.ANY_TYPE) {
          if (v.constructor === XString) {
            t = XPathResult.STRING_TYPE;
          } else if (v.constructor === XNumber) {
            t = XPathResult.NUMBER_TYPE;
          } else if (v.constructor === XBoolean) {
            t = XPathResult.BOOLEAN_TYPE;
          } else if (v.constructor === XNodeSet) {
            t = XPathResult.UNORDERED_NODE_ITERATOR_TYPE;
          }
        }
        this.resultType = t;
        switch (t) {
          case XPathResult.NUMBER_TYPE:
            this.numberValue = v.numberValue();
            return;
          case XPathResult.STRING_TYPE:
            this.stringValue = v.stringValue();
            return;
          case XPathResult.BOOLEAN_TYPE:
            this.booleanValue = v.booleanValue();
            return;
          case XPathResult.ANY_UNORDERED_NODE_TYPE:
          case XPathResult.FIRST_ORDERED_NODE_TYPE:
            if (v.constructor === XNodeSet) {
              this.singleNodeValue = v.first();
              return;
            }
            break;
          case XPathResult.UNORDERED_NODE_ITERATOR_TYPE:
          case XPathResult.ORDERED_NODE_ITERATOR_TYPE:
            if (v.constructor === XNodeSet) {
              this.invalidIteratorState = false;
              this.nodes = v.toArray();
              this.iteratorIndex = 0;
              return;
            }
            break;
          case XPathResult.UNORDERED_NODE_SNAPSHOT_TYPE:
          case XPathResult.ORDERED_NODE_SNAPSHOT_TYPE:
            if (v.constructor === XNodeSet) {
              this.nodes = v.toArray();
              this.snapshotLength = this.nodes.length;
              return;
            }
            break;
        }
        throw new XPathException(XPathException.TYPE_ERR);
      }
      ;
      XPathResult.prototype.iterateNext = function() {
        if (this.resultType != XPathResult.UNORDERED_NODE_ITERATOR_TYPE && this.resultType != XPathResult.ORDERED_NODE_ITERATOR_TYPE) {
          throw new XPathException(XPathException.TYPE_ERR);
        }
        return this.nodes[this.iteratorIndex++];
      };
      XPathResult.prototype.snapshotItem = function(i) {
        if (this.resultType != XPathResult.UNORDERED_NODE_SNAPSHOT_TYPE && this.resultType != XPathResult.ORDERED_NODE_SNAPSHOT_TYPE) {
          throw new XPathException(XPathException.TYPE_ERR);
        }
        return this.nodes[i];
      };
      XPathResult.ANY_TYPE = 0;
      XPathResult.NUMBER_TYPE = 1;
      XPathResult.STRING_TYPE = 2;
      XPathResult.BOOLEAN_TYPE = 3;
      XPathResult.UNORDERED_NODE_ITERATOR_TYPE = 4;
      XPathResult.ORDERED_NODE_ITERATOR_TYPE = 5;
      XPathResult.UNORDERED_NODE_SNAPSHOT_TYPE = 6;
      XPathResult.ORDERED_NODE_SNAPSHOT_TYPE = 7;
      XPathResult.ANY_UNORDERED_NODE_TYPE = 8;
      XPathResult.FIRST_ORDERED_NODE_TYPE = 9;
      function installDOM3XPathSupport(doc, p) {
        doc.createExpression = function(e, r) {
          try {
            return new XPathExpression(e, r, p);
          } catch (e2) {
            throw new XPathException(XPathException.INVALID_EXPRESSION_ERR, e2);
          }
        };
        doc.createNSResolver = function(n) {
          return new NodeXPathNSResolver(n);
        };
        doc.evaluate = function(e, cn, r, t, res) {
          if (t < 0 || t > 9) {
            throw { code: 0, toString: function() {
              return "Request type not supported";
            } };
          }
          return doc.createExpression(e, r, p).evaluate(cn, t, res);
        };
      }
      ;
      try {
        var shouldInstall = true;
        try {
          if (document.implementation && document.implementation.hasFeature && document.implementation.hasFeature("XPath", null)) {
            shouldInstall = false;
          }
        } catch (e) {
        }
        if (shouldInstall) {
          installDOM3XPathSupport(document, new XPathParser());
        }
      } catch (e) {
      }
      installDOM3XPathSupport(exports2, new XPathParser());
      (function() {
        var parser = new XPathParser();
        var defaultNSResolver = new NamespaceResolver();
        var defaultFunctionResolver = new FunctionResolver();
        var defaultVariableResolver = new VariableResolver();
        function makeNSResolverFromFunction(func) {
          return {
            getNamespace: function(prefix, node) {
              var ns = func(prefix, node);
              return ns || defaultNSResolver.getNamespace(prefix, node);
            }
          };
        }
        function makeNSResolverFromObject(obj) {
          return makeNSResolverFromFunction(obj.getNamespace.bind(obj));
        }
        function makeNSResolverFromMap(map2) {
          return makeNSResolverFromFunction(function(prefix) {
            return map2[prefix];
          });
        }
        function makeNSResolver(resolver) {
          if (resolver && typeof resolver.getNamespace === "function") {
            return makeNSResolverFromObject(resolver);
          }
          if (typeof resolver === "function") {
            return makeNSResolverFromFunction(resolver);
          }
          if (typeof resolver === "object") {
            return makeNSResolverFromMap(resolver);
          }
          return defaultNSResolver;
        }
        function convertValue(value) {
          if (value === null || typeof value === "undefined" || value instanceof XString || value instanceof XBoolean || value instanceof XNumber || value instanceof XNodeSet) {
            return value;
          }
          switch (typeof value) {
            case "string":
              return new XString(value);
            case "boolean":
              return new XBoolean(value);
            case "number":
              return new XNumber(value);
          }
          var ns = new XNodeSet();
          ns.addArray([].concat(value));
          return ns;
        }
        function makeEvaluator(func) {
          return function(context) {
            var args = Array.prototype.slice.call(arguments, 1).map(function(arg) {
              return arg.evaluate(context);
            });
            var result = func.apply(this, [].concat(context, args));
            return convertValue(result);
          };
        }
        function makeFunctionResolverFromFunction(func) {
          return {
            getFunction: function(name2, namespace) {
              var found = func(name2, namespace);
              if (found) {
                return makeEvaluator(found);
              }
              return defaultFunctionResolver.getFunction(name2, namespace);
            }
          };
        }
        function makeFunctionResolverFromObject(obj) {
          return makeFunctionResolverFromFunction(obj.getFunction.bind(obj));
        }
        function makeFunctionResolverFromMap(map2) {
          return makeFunctionResolverFromFunction(function(name2) {
            return map2[name2];
          });
        }
        function makeFunctionResolver(resolver) {
          if (resolver && typeof resolver.getFunction === "function") {
            return makeFunctionResolverFromObject(resolver);
          }
          if (typeof resolver === "function") {
            return makeFunctionResolverFromFunction(resolver);
          }
          if (typeof resolver === "object") {
            return makeFunctionResolverFromMap(resolver);
          }
          return defaultFunctionResolver;
        }
        function makeVariableResolverFromFunction(func) {
          return {
            getVariable: function(name2, namespace) {
              var value = func(name2, namespace);
              return convertValue(value);
            }
          };
        }
        function makeVariableResolver(resolver) {
          if (resolver) {
            if (typeof resolver.getVariable === "function") {
              return makeVariableResolverFromFunction(resolver.getVariable.bind(resolver));
            }
            if (typeof resolver === "function") {
              return makeVariableResolverFromFunction(resolver);
            }
            if (typeof resolver === "object") {
              return makeVariableResolverFromFunction(function(name2) {
                return resolver[name2];
              });
            }
          }
          return defaultVariableResolver;
        }
        function copyIfPresent(prop, dest, source) {
          if (prop in source) {
            dest[prop] = source[prop];
          }
        }
        function makeContext(options) {
          var context = new XPathContext();
          if (options) {
            context.namespaceResolver = makeNSResolver(options.namespaces);
            context.functionResolver = makeFunctionResolver(options.functions);
            context.variableResolver = makeVariableResolver(options.variables);
            context.expressionContextNode = options.node;
            copyIfPresent("allowAnyNamespaceForNoPrefix", context, options);
            copyIfPresent("isHtml", context, options);
          } else {
            context.namespaceResolver = defaultNSResolver;
          }
          return context;
        }
        function evaluate(parsedExpression, options) {
          var context = makeContext(options);
          return parsedExpression.evaluate(context);
        }
        var evaluatorPrototype = {
          evaluate: function(options) {
            return evaluate(this.expression, options);
          },
          evaluateNumber: function(options) {
            return this.evaluate(options).numberValue();
          },
          evaluateString: function(options) {
            return this.evaluate(options).stringValue();
          },
          evaluateBoolean: function(options) {
            return this.evaluate(options).booleanValue();
          },
          evaluateNodeSet: function(options) {
            return this.evaluate(options).nodeset();
          },
          select: function(options) {
            return this.evaluateNodeSet(options).toArray();
          },
          select1: function(options) {
            return this.select(options)[0];
          }
        };
        function parse2(xpath3) {
          var parsed = parser.parse(xpath3);
          return Object.create(evaluatorPrototype, {
            expression: {
              value: parsed
            }
          });
        }
        exports2.parse = parse2;
      })();
      assign(
        exports2,
        {
          XPath,
          XPathParser,
          XPathResult,
          Step,
          PathExpr,
          NodeTest,
          LocationPath,
          OrOperation,
          AndOperation,
          BarOperation,
          EqualsOperation,
          NotEqualOperation,
          LessThanOperation,
          GreaterThanOperation,
          LessThanOrEqualOperation,
          GreaterThanOrEqualOperation,
          PlusOperation,
          MinusOperation,
          MultiplyOperation,
          DivOperation,
          ModOperation,
          UnaryMinusOperation,
          FunctionCall,
          VariableReference,
          XPathContext,
          XNodeSet,
          XBoolean,
          XString,
          XNumber,
          NamespaceResolver,
          FunctionResolver,
          VariableResolver,
          Utilities
        }
      );
      exports2.select = function(e, doc, single) {
        return exports2.selectWithResolver(e, doc, null, single);
      };
      exports2.useNamespaces = function(mappings) {
        var resolver = {
          mappings: mappings || {},
          lookupNamespaceURI: function(prefix) {
            return this.mappings[prefix];
          }
        };
        return function(e, doc, single) {
          return exports2.selectWithResolver(e, doc, resolver, single);
        };
      };
      exports2.selectWithResolver = function(e, doc, resolver, single) {
        var expression = new XPathExpression(e, resolver, new XPathParser());
        var type = XPathResult.ANY_TYPE;
        var result = expression.evaluate(doc, type, null);
        if (result.resultType == XPathResult.STRING_TYPE) {
          result = result.stringValue;
        } else if (result.resultType == XPathResult.NUMBER_TYPE) {
          result = result.numberValue;
        } else if (result.resultType == XPathResult.BOOLEAN_TYPE) {
          result = result.booleanValue;
        } else {
          result = result.nodes;
          if (single) {
            result = result[0];
          }
        }
        return result;
      };
      exports2.select1 = function(e, doc) {
        return exports2.select(e, doc, true);
      };
      var isArrayOfNodes = function(value) {
        return Array.isArray(value) && value.every(isNodeLike);
      };
      var isNodeOfType = function(type) {
        return function(value) {
          return isNodeLike(value) && value.nodeType === type;
        };
      };
      assign(
        exports2,
        {
          isNodeLike,
          isArrayOfNodes,
          isElement: isNodeOfType(NodeTypes.ELEMENT_NODE),
          isAttribute: isNodeOfType(NodeTypes.ATTRIBUTE_NODE),
          isTextNode: isNodeOfType(NodeTypes.TEXT_NODE),
          isCDATASection: isNodeOfType(NodeTypes.CDATA_SECTION_NODE),
          isProcessingInstruction: isNodeOfType(NodeTypes.PROCESSING_INSTRUCTION_NODE),
          isComment: isNodeOfType(NodeTypes.COMMENT_NODE),
          isDocumentNode: isNodeOfType(NodeTypes.DOCUMENT_NODE),
          isDocumentTypeNode: isNodeOfType(NodeTypes.DOCUMENT_TYPE_NODE),
          isDocumentFragment: isNodeOfType(NodeTypes.DOCUMENT_FRAGMENT_NODE)
        }
      );
    })(xpath2);
  }
});

// src/artifacts/clear-run-folder.ts
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
var WRITTEN_BY_A_RUN = [
  /^results\.json$/u,
  /^trajectory\.jsonl$/u,
  /^task\.json$/u,
  /^agent_conversation\.json$/u,
  /^step_\d+\.png$/u,
  /^step_\d+_a11y\.txt$/u,
  /^final\.png$/u,
  /^final_a11y\.txt$/u,
  /^bugs$/u,
  /^recording\.mp4$/u,
  /^home$/u,
  /^[^/]+\.log$/u,
  /^processes\.txt$/u,
  /^dmesg\.txt$/u,
  /^review\.html$/u,
  /^run-log\.txt$/u,
  /^attempt-\d+$/u,
  /^osworld$/u,
  /^traj\.jsonl$/u,
  /^result\.txt$/u
];
var MARKERS = /* @__PURE__ */ new Set(["trajectory.jsonl", "task.json", "results.json"]);
var writtenByARun = (name2) => WRITTEN_BY_A_RUN.some((pattern) => pattern.test(name2));
var REPLAY_INPUT = /^step_\d+\.png$/u;
async function clearRunFolder(folder, options = {}) {
  const entries = await readdir(folder).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw new ConfigError(`Cannot read the artifacts folder '${folder}': ${error.message}`);
  });
  if (entries.length === 0) return [];
  const foreign = entries.filter((name2) => !writtenByARun(name2));
  const ours = entries.some((name2) => MARKERS.has(name2));
  if (foreign.length > 0 || !ours) {
    const shown = (foreign.length > 0 ? foreign : entries).sort();
    throw new ConfigError(
      `The artifacts folder '${folder}' holds files desktest did not write (${shown.slice(0, 5).join(", ")}${shown.length > 5 ? `, and ${shown.length - 5} more` : ""}); a run clears its artifacts folder first, so it will not write there`,
      { hint: "choose another folder with --artifacts-dir, or move those files out" }
    );
  }
  const removed = entries.filter((name2) => !(options.replay && REPLAY_INPUT.test(name2)));
  for (const name2 of removed) await rm(path.join(folder, name2), { recursive: true, force: true });
  return removed;
}
async function removeEarlierRun(folder) {
  const entries = await readdir(folder).catch(() => []);
  const removed = entries.filter(writtenByARun);
  for (const name2 of removed) await rm(path.join(folder, name2), { recursive: true, force: true });
  return removed;
}

// src/report/suite-run.ts
var RUN_LOG = "run-log.txt";
var REVIEW_PAGE = "review.html";
function attemptFailureLocation(attempt) {
  const { metrics = [], error = null } = attempt.locations ?? {};
  const i = attempt.results.metric_results.findIndex((m) => !m.passed);
  const at = (i >= 0 ? metrics[i] : null) ?? error;
  return at?.line ? { line: at.line, column: at.column ?? 1, snippet: at.snippet ?? null } : null;
}
function taskStatus(run) {
  return statusOfAttempts(run.attempts.map((a) => a.results.status));
}
function statusOfAttempts(statuses) {
  const last = statuses.at(-1);
  if (!last) return "skipped";
  if (last === "pass" && statuses.some((s) => s === "fail")) return "flaky";
  return last;
}

// src/report/heal-text.ts
var OUTCOME_WORDS = {
  pass: "pass",
  healed: "healed",
  fail_product: "fail (product)",
  fail_not_healed: "fail (not healed)"
};
function formatCost(costUsd) {
  return costUsd === null || costUsd === void 0 ? "unknown cost" : `$${costUsd.toFixed(4)}`;
}
function healTallyLine(tally) {
  const failed = tally.failed_product + tally.failed_not_healed;
  const ran = tally.replayed + tally.healed + failed;
  return `${ran} ${ran === 1 ? "task" : "tasks"} replayed, ${tally.healed} healed (cost ${formatCost(tally.cost_usd)}, ${tally.llm_calls} LLM ${tally.llm_calls === 1 ? "call" : "calls"}), ${failed} failed (${tally.failed_product} product, ${tally.failed_not_healed} not healed)`;
}
function healLines(heal) {
  const lines = [
    `diverged at step ${heal.diverged_at_step} (after ${heal.replayed_steps} replayed): ${heal.divergence}`,
    `agent: ${heal.agent_ending} in ${formatDuration(heal.duration_ms)}, ${heal.healed_steps} new ${heal.healed_steps === 1 ? "step" : "steps"}, ${heal.llm_calls} LLM ${heal.llm_calls === 1 ? "call" : "calls"}, ${heal.input_tokens + heal.output_tokens} tokens, ${formatCost(heal.cost_usd)}`
  ];
  if (heal.expected_screen || heal.actual_screen)
    lines.push(
      `screens: expected ${heal.expected_screen ?? "(none recorded)"}, actual ${heal.actual_screen ?? "(none)"}`
    );
  const updated = heal.updated_replay;
  if (updated) lines.push(...applyLines(updated));
  return lines;
}
function applyLines(updated) {
  return [
    `updated replay: ${updated.script} (diff: ${updated.diff})`,
    `apply (in the folder the run ran in): git apply ${updated.diff}` + (updated.screenshots_dir && updated.replaces_screenshots_dir ? ` && cp -r ${updated.screenshots_dir}/. ${updated.replaces_screenshots_dir}/` : "")
  ];
}

// src/secrets/shell-literal.ts
function shellContextAt(command, offset) {
  const stack = ["none"];
  for (let i = 0; i < offset && i < command.length; i++) {
    const ch = command[i];
    const context = stack[stack.length - 1];
    if (context === "single") {
      if (ch === "'") stack[stack.length - 1] = "none";
    } else if (ch === "\\") {
      i++;
    } else if (ch === "$" && command[i + 1] === "(") {
      stack.push("none");
      i++;
    } else if (ch === ")" && context === "none" && stack.length > 1) {
      stack.pop();
    } else if (context === "double") {
      if (ch === '"') stack[stack.length - 1] = "none";
    } else if (ch === "'") {
      stack[stack.length - 1] = "single";
    } else if (ch === '"') {
      stack[stack.length - 1] = "double";
    }
  }
  return stack[stack.length - 1];
}
function shellLiteral(value, context) {
  if (context === "single") return value.replaceAll("'", `'\\''`);
  if (context === "double") return value.replace(/[\\"$`]/g, (c) => `\\${c}`);
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

// src/secrets/resolve-secrets.ts
function resolveSecrets(task, env, location) {
  const values = {};
  for (const [name2, def] of Object.entries(task.secrets)) {
    const value = env[def.env] ?? def.default;
    if (value === void 0) {
      throw new ConfigError(
        `Secret '${name2}': environment variable '${def.env}' is not set and no default provided`,
        {
          location: location && { ...location, pointer: `/secrets/${name2}` },
          hint: `export ${def.env}=\u2026 before running, or give the secret a "default"`
        }
      );
    }
    values[name2] = value;
  }
  return { values, redactor: new Redactor(Object.values(values)) };
}
function substituteSecrets(task, values, location) {
  if (Object.keys(task.secrets).length === 0) return task;
  return mapSubstitutableStrings(
    task,
    (text2, pointer) => substitutePlaceholders(
      text2,
      (key2, at) => {
        if (!Object.hasOwn(values, key2)) return void 0;
        const value = values[key2];
        return isShellField(pointer) ? shellLiteral(value, shellContextAt(text2, at)) : value;
      },
      (key2) => {
        throw new ConfigError(`Placeholder '{{${key2}}}' references undefined secret '${key2}'`, {
          location: location && { ...location, pointer }
        });
      }
    )
  );
}
function isShellField(pointer) {
  return pointer.endsWith("/command") || pointer === "/app/entrypoint_cmd";
}
function secretEnvironment(values) {
  return Object.fromEntries(
    Object.entries(values).map(([name2, value]) => [`DESKTEST_SECRET_${name2}`, value])
  );
}

// src/run/run-task.ts
import path25 from "node:path";

// src/artifacts/artifacts-writer.ts
import { appendFile, mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/artifacts/sorted-json.ts
function sortedJson(value) {
  return JSON.stringify(sortKeys(value), null, 2);
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, sortKeys(value[k])])
    );
  }
  return value;
}

// src/artifacts/artifacts-writer.ts
var ArtifactsWriter = class _ArtifactsWriter {
  constructor(dir, redactor = new Redactor()) {
    this.dir = dir;
    this.redactor = redactor;
  }
  dir;
  redactor;
  trajectoryListeners = /* @__PURE__ */ new Set();
  path(name2) {
    const target = path2.resolve(this.dir, name2);
    if (!target.startsWith(path2.resolve(this.dir) + path2.sep))
      throw new Error(`artifact name '${name2}' leaves the artifacts folder`);
    return target;
  }
  /** A writer for a folder inside this one, redacting the same way (a heal's agent writes its steps there). */
  inside(name2) {
    return new _ArtifactsWriter(this.path(name2), this.redactor);
  }
  async init() {
    await mkdir(this.dir, { recursive: true });
  }
  async text(name2, text2) {
    const file = this.path(name2);
    await mkdir(path2.dirname(file), { recursive: true });
    await writeFile(file, this.redactor.redact(text2));
    return file;
  }
  /** Pretty JSON, keys sorted, every string redacted. */
  async json(name2, value, options = {}) {
    return this.text(
      name2,
      sortedJson(this.redactor.redactJson(value)) + (options.trailingNewline ? "\n" : "")
    );
  }
  async binary(name2, data) {
    const file = this.path(name2);
    await mkdir(path2.dirname(file), { recursive: true });
    await writeFile(file, data);
    return file;
  }
  /** Start trajectory.jsonl afresh (the reference appends to a stale one on replay). */
  async resetTrajectory() {
    await writeFile(this.path("trajectory.jsonl"), "");
  }
  async appendTrajectory(entry) {
    const redacted = this.redactor.redactJson(entry);
    await appendFile(this.path("trajectory.jsonl"), formatTrajectoryLine(redacted) + "\n");
    for (const listener of this.trajectoryListeners) {
      try {
        listener(redacted);
      } catch {
      }
    }
  }
  /**
   * Be told of every trajectory entry once it is in trajectory.jsonl, redacted as written (the agent
   * loop, a replay and a recording all write their steps here). Returns the way to stop listening.
   */
  onTrajectoryEntry(listener) {
    this.trajectoryListeners.add(listener);
    return () => this.trajectoryListeners.delete(listener);
  }
};

// src/artifacts/collect-artifacts.ts
import { lstat, readFile, readdir as readdir2, rename, stat, writeFile as writeFile2 } from "node:fs/promises";
import path3 from "node:path";
var DEFAULT_HOME_EXCLUDES = [
  "node_modules",
  ".cache",
  ".npm",
  ".electron",
  ".nvm",
  "GPU Cache",
  "GPUCache",
  "ShaderCache"
];
async function collectArtifacts(session, writer, options) {
  if (session.borrowed) {
    const log = await session.exec(session.os.tailCommand(session.os.appLog, 5e3), { timeoutMs: 3e4 });
    if (log.exitCode === 0 && log.stdout) await writer.text("app.log", log.stdout);
    options.log?.(
      "artifacts: the desktop is not the run's, so its home folder and process list are not collected"
    );
    return;
  }
  const excludes = homeExcludes(options.exclude);
  const staging = "/tmp/desktest-home";
  const excludeArgs = excludes.map((p) => `--exclude=${shellQuote(p)}`).join(" ");
  const copy = await session.exec(
    `rm -rf ${staging} && mkdir -p ${staging} && tar -C ${shellQuote(session.home)} ${excludeArgs} -cf - . | tar -C ${staging} -xf -`,
    { timeoutMs: 12e4 }
  );
  if (copy.exitCode === 0) {
    await session.copyOut(staging, writer.path("home"));
    await redactTree(writer.path("home"), options.redactor);
  } else {
    options.log?.(`collecting ${session.home} failed: ${copy.stderr.trim()}`);
  }
  const logs = await session.exec("ls /tmp/*.log 2>/dev/null", { timeoutMs: 1e4 });
  for (const file of logs.stdout.split("\n").filter((f) => f.endsWith(".log"))) {
    const content = await session.exec(["cat", file], { timeoutMs: 3e4 });
    if (content.exitCode === 0)
      await writer.text(options.redactor.redactName(path3.posix.basename(file)), content.stdout);
  }
  const processes = await session.exec("ps auxf", { timeoutMs: 1e4 });
  await writer.text("processes.txt", processes.stdout);
  if (options.containerLog) await writer.text("container.log", await options.containerLog());
}
function homeExcludes(given = []) {
  return given.length === 0 ? DEFAULT_HOME_EXCLUDES : given.filter((p) => p.toLowerCase() !== "none");
}
async function redactTree(dir, redactor) {
  if (redactor.isEmpty) return;
  const entries = await readdir2(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path3.join(entry.parentPath, entry.name);
    if ((await stat(file)).size > 64 * 1024 * 1024) continue;
    const data = await readFile(file);
    if (data.includes(0)) continue;
    const text2 = data.toString("utf8");
    const redacted = redactor.redact(text2);
    if (redacted !== text2) await writeFile2(file, redacted);
  }
  const deepestFirst = entries.map((entry) => path3.join(entry.parentPath, entry.name)).sort((a, b) => b.split(path3.sep).length - a.split(path3.sep).length);
  for (const entryPath of deepestFirst) {
    const name2 = path3.basename(entryPath);
    const safe = redactor.redactName(name2);
    if (safe === name2) continue;
    let target = path3.join(path3.dirname(entryPath), safe);
    for (let n = 2; await exists(target); n++) target = path3.join(path3.dirname(entryPath), `${safe}-${n}`);
    await rename(entryPath, target);
  }
}
async function exists(file) {
  return lstat(file).then(
    () => true,
    () => false
  );
}

// src/artifacts/recording.ts
var GUEST_FILE = "/tmp/desktest-recording.mp4";
var MASKED_FILE = "/tmp/desktest-recording-masked.mp4";
var MASK_GRACE_SECS = 2;
var ScreenRecording = class _ScreenRecording {
  constructor(session, pid, startedAt) {
    this.session = session;
    this.pid = pid;
    this.startedAt = startedAt;
  }
  session;
  pid;
  startedAt;
  /** Start recording; undefined (with a log line) when ffmpeg cannot start: recording never fails a run. */
  static async start(session, log) {
    const { width, height } = session.screen;
    const argv = [
      "ffmpeg",
      "-nostdin",
      "-y",
      "-loglevel",
      "error",
      "-f",
      "x11grab",
      "-framerate",
      "10",
      "-video_size",
      `${width}x${height}`,
      // the pointer is not part of the screen under test (screenshots do not show it either)
      "-draw_mouse",
      "0",
      "-i",
      ":99",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-g",
      "10",
      "-movflags",
      "+frag_keyframe+empty_moov+default_base_moof",
      "-flush_packets",
      "1",
      GUEST_FILE
    ];
    try {
      const startedAt = session.guest.supports("secret_masks") ? (await session.guest.secretMasks()).now : null;
      const pid = await session.spawn(argv, { log: "/tmp/recording.log" });
      return new _ScreenRecording(session, pid, startedAt);
    } catch (error) {
      log?.(`recording did not start: ${error.message}`);
      return void 0;
    }
  }
  /** Stop (ffmpeg writes its last fragment on SIGINT; killed after 10 s) and copy the video to `hostFile`. */
  async stop(hostFile, log) {
    await this.session.exec(
      `kill -INT ${this.pid} 2>/dev/null; for i in $(seq 100); do kill -0 ${this.pid} 2>/dev/null || exit 0; sleep 0.1; done; kill -KILL ${this.pid}`,
      {
        timeoutMs: 2e4
      }
    );
    let file;
    try {
      file = await this.maskSecrets(log);
    } catch (error) {
      log?.(`recording was not saved: masking a typed secret in it failed: ${error.message}`);
      return false;
    }
    try {
      await this.session.copyOut(file, hostFile);
      return true;
    } catch (error) {
      log?.(`recording was not saved: ${error.message}`);
      return false;
    }
  }
  /**
   * The video with every field that received a secret painted over (secret_masks.py), from the start
   * until a little after the field changed (or to the end): its frames' times are not the agent's, so a
   * mask starts at the beginning, which only covers the empty field before, and ends late. The file to
   * copy: the recording itself when nothing was masked.
   */
  async maskSecrets(log) {
    if (this.startedAt === null) return GUEST_FILE;
    const { masks } = await this.session.guest.secretMasks();
    if (masks.length === 0) return GUEST_FILE;
    const filter = masks.map((m) => drawbox(m, this.startedAt)).join(",");
    const result = await this.session.exec(
      [
        "ffmpeg",
        "-nostdin",
        "-y",
        "-loglevel",
        "error",
        "-i",
        GUEST_FILE,
        "-vf",
        filter,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        MASKED_FILE
      ],
      { timeoutMs: 3e5 }
    );
    if (result.exitCode !== 0)
      throw new Error(`ffmpeg exited with ${result.exitCode}: ${result.stderr.trim()}`);
    log?.(`recording: ${masks.length} field(s) that received a secret masked`);
    return MASKED_FILE;
  }
};
function drawbox(mask, startedAt) {
  const size = mask.width > 0 && mask.height > 0 ? `w=${mask.width}:h=${mask.height}` : "w=iw:h=ih";
  const box = `drawbox=x=${mask.x}:y=${mask.y}:${size}:color=black:t=fill`;
  if (mask.until === null) return box;
  const end = Math.max(0, mask.until - startedAt + MASK_GRACE_SECS).toFixed(2);
  return `${box}:enable='lt(t,${end})'`;
}

// src/artifacts/results-json.ts
var MAX_LISTED_STEPS = 1e3;
function replaySummary(steps, failure) {
  const by = (way) => steps.filter((s) => s.found_by === way).map((s) => s.step).slice(0, MAX_LISTED_STEPS);
  return {
    steps: steps.length,
    found_by_element: by("element"),
    found_by_coordinates: by("coordinates"),
    ...failure?.divergence ? { diverged: { step: failure.step, ...failure.divergence } } : {}
  };
}
var CATEGORY_PREFIX = {
  config_error: "Config error",
  infra_error: "Infrastructure error",
  agent_error: "Agent error"
};
function displayError(category, message) {
  return category === "test_failure" ? message : `${CATEGORY_PREFIX[category]}: ${message}`;
}
function resultsForError(testId, error, redactor, durationMs, context = { stage: "prepare", timedOut: false }) {
  const category = isDesktestError(error) ? error.category : "infra_error";
  const message = isDesktestError(error) ? error.describe() : error instanceof Error ? error.message : String(error);
  const status = category === "test_failure" ? "fail" : "error";
  const detail = displayError(category, message);
  const culprit = classifyCulprit({
    ...context,
    status,
    category,
    detail: message,
    metrics: [],
    ...isDesktestError(error) ? {
      error: {
        ...error.evidence !== void 0 ? { evidence: error.evidence } : {},
        ...error.outputTail !== void 0 ? { outputTail: error.outputTail } : {}
      }
    } : {}
  });
  return {
    schema_version: "1.0",
    test_id: testId,
    status,
    duration_ms: durationMs,
    metric_results: [],
    error_category: category,
    error_detail: redactor.redact(detail),
    ...culprit ? { culprit: redactor.redactJson(culprit) } : {}
  };
}

// src/artifacts/run-observer.ts
function notify(observer, method, ...args) {
  try {
    observer?.[method]?.(...args);
  } catch {
  }
}

// src/session/desktop-environment.ts
import { createHash } from "node:crypto";
var ENVIRONMENT_LIMITS = { text: 200, families: 3e3, family: 120, toolkits: 20 };
var text = (value) => typeof value === "string" ? value.slice(0, ENVIRONMENT_LIMITS.text) : "";
var number = (value, fallback) => typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
var object = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
function fontsDigest(families) {
  return createHash("sha256").update([...new Set(families)].sort().join("\n")).digest("hex");
}
function readEnvironment(wire, host) {
  const w = object(wire);
  const os = object(w.os);
  const screen = object(w.screen);
  const rawFamilies = Array.isArray(object(w.fonts).families) ? object(w.fonts).families : [];
  const all = [
    ...new Set(rawFamilies.filter((f) => typeof f === "string" && f.length > 0))
  ].sort();
  const toolkits = {};
  const named = Object.entries(object(w.toolkits)).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  for (const [name2, version] of named.slice(0, ENVIRONMENT_LIMITS.toolkits)) {
    if (typeof version === "string" && version) toolkits[name2.slice(0, 40)] = text(version);
  }
  return {
    image: host.image,
    os: { name: text(os.name), version: text(os.version), build: text(os.build) },
    screen: {
      width: Math.round(number(screen.width, 0)),
      height: Math.round(number(screen.height, 0)),
      scale: number(screen.scale, 1)
    },
    fonts: {
      count: all.length,
      digest: fontsDigest(all),
      families: all.slice(0, ENVIRONMENT_LIMITS.families).map((f) => f.slice(0, ENVIRONMENT_LIMITS.family))
    },
    locale: text(w.locale),
    time_zone: text(w.time_zone),
    theme: text(w.theme),
    toolkits,
    desktest_version: host.desktestVersion
  };
}
function environmentId(environment) {
  return createHash("sha256").update(JSON.stringify(environment)).digest("hex").slice(0, 16);
}
async function gatherEnvironment(session) {
  const [wire, image] = await Promise.all([
    session.guest.environment(),
    session.desktopImage ? session.desktopImage().catch(() => null) : Promise.resolve(null)
  ]);
  return wire === null ? null : readEnvironment(wire, { image, desktestVersion: VERSION });
}

// src/util/deadline.ts
var Deadline = class _Deadline {
  constructor(seconds, now = Date.now(), parent) {
    this.parent = parent;
    this.endsAt = now + seconds * 1e3;
  }
  parent;
  endsAt;
  /** When a wait that does not count began (see `excluding`), else undefined. */
  heldSince;
  held = 0;
  /** A deadline `ms` earlier than this one (for work that must finish before its owner's cap). */
  earlier(ms) {
    return new _Deadline(0, 0, { deadline: this, offsetMs: ms });
  }
  remainingMs() {
    if (this.parent) return Math.max(0, this.parent.deadline.remainingMs() - this.parent.offsetMs);
    const now = this.heldSince ?? Date.now();
    return Math.max(0, this.endsAt - now);
  }
  expired() {
    return this.remainingMs() === 0;
  }
  /**
   * Wait for `work` off the clock: the time it takes is added to the deadline (a person deciding
   * whether to take the next step in step mode). Waits may nest.
   */
  async excluding(work) {
    if (this.parent) return this.parent.deadline.excluding(work);
    if (this.held++ === 0) this.heldSince = Date.now();
    try {
      return await work;
    } finally {
      if (--this.held === 0) {
        this.endsAt += Date.now() - this.heldSince;
        this.heldSince = void 0;
      }
    }
  }
  /**
   * Resolve with the work's value, or with `timedOut` when the cap passes first (the work is left to
   * be cut short by whoever owns it, e.g. by removing its desktop).
   */
  async race(work) {
    let timer;
    const expiry = new Promise((resolve2) => {
      const arm = () => {
        const left = this.remainingMs();
        if (left === 0) resolve2({ timedOut: true });
        else timer = setTimeout(arm, Math.min(Math.max(left, 20), 2 ** 31 - 1));
      };
      arm();
    });
    try {
      return await Promise.race([work.then((value) => ({ value, timedOut: false })), expiry]);
    } finally {
      clearTimeout(timer);
    }
  }
};

// src/run/formats/desktest-format.ts
import { randomUUID } from "node:crypto";
import { readFile as readFile3 } from "node:fs/promises";

// src/replay/replay-task.ts
function toReplayTask(task, locate) {
  if (!task.replay_script) {
    throw new ConfigError("--replay requires a 'replay_script' path in the task JSON", {
      location: locate?.(""),
      hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`"
    });
  }
  const replay = {
    type: "script_replay",
    script_path: task.replay_script,
    ...task.replay_screenshots_dir ? { screenshots_dir: task.replay_screenshots_dir } : {}
  };
  return {
    ...task,
    evaluator: {
      ...task.evaluator,
      mode: "programmatic",
      metrics: [replay, ...task.evaluator.metrics.filter((m) => m.type !== "script_replay")]
    }
  };
}

// src/evaluate/combine-results.ts
function combineMetricResults(results, conjunction) {
  const passedCount = results.filter((r) => r.passed).length;
  const failed = results.filter((r) => !r.passed);
  const passed = results.length === 0 || (conjunction === "or" ? passedCount > 0 : failed.length === 0);
  const reasoning = passed ? `Programmatic evaluation passed (${passedCount}/${results.length} metrics)` : `Programmatic evaluation failed (${failed.length}/${results.length} metrics failed: ${failed.map((r) => `${r.metric}: ${r.detail}`).join("; ")})`;
  return { passed, results, reasoning };
}

// src/evaluate/evaluate-metrics.ts
async function evaluateMetrics(session, evaluator, options = {}) {
  const context = {
    timeoutSecs: evaluator.eval_timeout_secs ?? DEFAULT_EVAL_TIMEOUT_SECS,
    ...options
  };
  const results = [];
  const replaySteps = [];
  let replayFailure2;
  for (const metric of evaluator.metrics) {
    const outcome = await evaluateMetric(session, metric, context);
    results.push(outcome.result);
    replaySteps.push(...outcome.replaySteps);
    replayFailure2 ??= outcome.replayFailure;
  }
  return {
    ...combineMetricResults(results, evaluator.conjunction),
    replaySteps,
    ...replayFailure2 ? { replayFailure: replayFailure2 } : {}
  };
}

// src/run/evaluate-task.ts
function evaluateTask(session, task, context) {
  const { visualIgnore, ...rest } = context;
  const ignore = checkpointIgnore(task, visualIgnore);
  return evaluateMetrics(session, task.evaluator, {
    ...rest,
    ...ignore.length ? { visualIgnore: ignore } : {}
  });
}
function checkpointIgnore(task, repository = []) {
  return [...task.visual?.ignore ?? [], ...repository];
}

// src/run/heal/heal-results.ts
function healResults(input) {
  const { script, rest, heal } = input;
  const metric_results = [script, ...rest?.results ?? []];
  const failedChecks = (rest?.results ?? []).filter((r) => !r.passed).map((r) => `${r.metric}: ${r.detail}`);
  if (!heal) {
    const passed = script.passed && (rest?.passed ?? true);
    const outcome = passed ? "pass" : "fail_product";
    return {
      status: passed ? "pass" : "fail",
      outcome,
      metric_results,
      ...passed ? {} : {
        error_category: "test_failure",
        error_detail: `The replay ran clean, yet ${failedChecks.length === 1 ? "a check" : "checks"} failed (no healing tried: the app behaves differently): ${failedChecks.join("; ") || script.detail}`
      }
    };
  }
  const agent = heal.agent;
  const checksPass = input.mode === "llm" || (rest?.passed ?? false);
  const healed = agent !== void 0 && agent.passed && checksPass;
  const diverged = `The replay diverged at step ${heal.divergedAt} (${heal.divergence})`;
  const why = !agent ? heal.notStarted : !agent.passed ? `the agent did not finish it (${agent.ending}): ${agent.reasoning}` : `the agent finished, yet checks failed: ${failedChecks.join("; ")}`;
  return {
    status: healed ? "pass" : "fail",
    outcome: healed ? "healed" : "fail_not_healed",
    metric_results,
    ...agent ? { agent_verdict: { passed: healed, reasoning: agent.reasoning, steps: agent.steps } } : {},
    heal: healSummary(heal, input.updatedReplay),
    ...healed ? {} : { error_category: "test_failure", error_detail: `${diverged}; ${why}` },
    ...agent?.bugsFound !== void 0 ? { bugs_found: agent.bugsFound } : {}
  };
}
function healSummary(heal, updatedReplay) {
  const usage = heal.agent?.usage;
  return {
    diverged_at_step: heal.divergedAt,
    divergence: heal.divergence,
    replayed_steps: heal.replayed.length,
    healed_steps: heal.agentEntries.filter((e) => e.action_code.trim() !== "").length,
    llm_calls: heal.llmCalls,
    input_tokens: usage?.inputTokens ?? 0,
    output_tokens: usage?.outputTokens ?? 0,
    ...usage?.costUsd !== void 0 ? { cost_usd: usage.costUsd } : heal.agent ? {} : { cost_usd: 0 },
    duration_ms: heal.durationMs,
    agent_ending: heal.agent?.ending ?? "not_started",
    agent_reasoning: heal.agent?.reasoning ?? heal.notStarted ?? "",
    ...heal.expectedScreen ? { expected_screen: heal.expectedScreen } : {},
    ...heal.actualScreen ? { actual_screen: heal.actualScreen } : {},
    ...updatedReplay ? { updated_replay: updatedReplay } : {}
  };
}

// src/run/heal/updated-replay.ts
import { readFile as readFile2 } from "node:fs/promises";
import path4 from "node:path";

// src/replay/script-steps.ts
var STEP_HEADER = /^def step_(\d+)\(\):\s*$/;
var PY_STRING = String.raw`'((?:[^'\\]|\\.)*)'`;
var NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
var CHECK_SCREEN = new RegExp(String.raw`^check_screen\(${PY_STRING},\s*${NUMBER}\)`);
var FIND_TARGET = new RegExp(
  String.raw`^find_target\(\d+,\s*${NUMBER},\s*${NUMBER},\s*${PY_STRING},\s*${PY_STRING}(.*)\)$`
);
var ASSERT_TARGET = new RegExp(
  String.raw`^assert_target\(${NUMBER},\s*${NUMBER},\s*${PY_STRING},\s*${PY_STRING}`
);
var BOX = new RegExp(String.raw`box=\(${NUMBER},\s*${NUMBER},\s*${NUMBER},\s*${NUMBER}\)`);
var PATH = new RegExp(String.raw`path=\(((?:${PY_STRING},\s*)+)\)`);
function scriptSteps(source) {
  const lines = source.split(/\r?\n/);
  const steps = [];
  let current;
  for (const line of lines) {
    const header = STEP_HEADER.exec(line);
    if (header) {
      current = { step: Number(header[1]), description: "" };
      steps.push(current);
      continue;
    }
    if (!current) continue;
    if (line.trim() !== "" && !/^\s/.test(line)) {
      current = void 0;
      continue;
    }
    const content = line.trim();
    const doc = /^"""(.*)"""$/.exec(content);
    if (doc && current.description === "") current.description = doc[1].replace(/\\\\/g, "\\").trim();
    const check = CHECK_SCREEN.exec(content);
    if (check) current.expectedScreen = pyUnescape(check[1]);
    const target = FIND_TARGET.exec(content) ?? ASSERT_TARGET.exec(content);
    if (target) {
      const rest = target[5] ?? "";
      const box = BOX.exec(rest);
      const path27 = PATH.exec(rest);
      current.target = {
        x: Number(target[1]),
        y: Number(target[2]),
        role: pyUnescape(target[3]),
        name: pyUnescape(target[4]),
        ...box ? { box: [Number(box[1]), Number(box[2]), Number(box[3]), Number(box[4])] } : {},
        ...path27 ? { path: [...path27[1].matchAll(new RegExp(PY_STRING, "g"))].map((m) => pyUnescape(m[1])) } : {}
      };
    }
  }
  return steps.filter((s) => Number.isSafeInteger(s.step));
}
function scriptStyle(source) {
  const check = new RegExp(String.raw`check_screen\(${PY_STRING},\s*${NUMBER}\)`).exec(source);
  const sleep2 = /^ {4}time\.sleep\((\d+(?:\.\d+)?)\)$/m.exec(source);
  return {
    delay: sleep2 ? Number(sleep2[1]) : 0.5,
    withScreenshots: check !== null,
    threshold: check ? Number(check[2]) : 0.95
  };
}
function pyUnescape(body) {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e) => {
    if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return e === "n" ? "\n" : e === "r" ? "\r" : e === "t" ? "	" : e;
  });
}

// src/util/unified-diff.ts
var MAX_COMPARED = 4e3;
function unifiedDiff(before, after, names, context = 3) {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const edits = diffLines(a, b);
  const out = [`--- ${names.before}`, `+++ ${names.after}`];
  for (const hunk of hunks(edits, context)) out.push(...hunk);
  return out.join("\n") + "\n";
}
function splitLines(text2) {
  if (text2 === "") return [];
  const lines = text2.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}
function diffLines(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = compareMiddle(a.slice(start, endA), b.slice(start, endB));
  return [
    ...a.slice(0, start).map((line) => ({ kind: " ", line })),
    ...middle,
    ...a.slice(endA).map((line) => ({ kind: " ", line }))
  ];
}
function compareMiddle(a, b) {
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED || a.length === 0 || b.length === 0)
    return [
      ...a.map((line) => ({ kind: "-", line })),
      ...b.map((line) => ({ kind: "+", line }))
    ];
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i2 = a.length - 1; i2 >= 0; i2--)
    for (let j2 = b.length - 1; j2 >= 0; j2--)
      lcs[i2 * width + j2] = a[i2] === b[j2] ? lcs[(i2 + 1) * width + j2 + 1] + 1 : Math.max(lcs[(i2 + 1) * width + j2], lcs[i2 * width + j2 + 1]);
  const edits = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      edits.push({ kind: " ", line: a[i] });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) edits.push({ kind: "-", line: a[i++] });
    else edits.push({ kind: "+", line: b[j++] });
  }
  while (i < a.length) edits.push({ kind: "-", line: a[i++] });
  while (j < b.length) edits.push({ kind: "+", line: b[j++] });
  return edits;
}
function hunks(edits, context) {
  const changed = edits.map((e, i) => e.kind === " " ? -1 : i).filter((i) => i >= 0);
  const groups = [];
  for (const i of changed) {
    const last = groups.at(-1);
    if (last && i - last[1] <= 2 * context + 1) last[1] = i;
    else groups.push([i, i]);
  }
  const lineA = [];
  const lineB = [];
  let na = 1;
  let nb = 1;
  for (const e of edits) {
    lineA.push(na);
    lineB.push(nb);
    if (e.kind !== "+") na++;
    if (e.kind !== "-") nb++;
  }
  return groups.map(([first2, last]) => {
    const from = Math.max(0, first2 - context);
    const to = Math.min(edits.length - 1, last + context);
    const slice2 = edits.slice(from, to + 1);
    const countA = slice2.filter((e) => e.kind !== "+").length;
    const countB = slice2.filter((e) => e.kind !== "-").length;
    const startA = countA === 0 ? lineA[from] - 1 : lineA[from];
    const startB = countB === 0 ? lineB[from] - 1 : lineB[from];
    return [`@@ -${startA},${countA} +${startB},${countB} @@`, ...slice2.map((e) => `${e.kind}${e.line}`)];
  });
}

// src/run/heal/heal-run.ts
var HEAL_DIR = "heal";

// src/run/heal/merged-trajectory.ts
function mergedTrajectory(input) {
  const declared = new Map(input.scriptSteps.map((s) => [s.step, s]));
  const screens = [];
  const used = /* @__PURE__ */ new Set();
  const inDir = (checked) => {
    if (!checked || !input.screensDir) return void 0;
    const prefix = `${input.screensDir}/`;
    return checked.startsWith(prefix) ? checked.slice(prefix.length) : void 0;
  };
  const replayed = input.replayed.filter((r) => r.step < input.divergedAt).map((r) => {
    const declaredStep = declared.get(r.step);
    const screen = input.withScreenshots ? inDir(declaredStep?.expectedScreen) : void 0;
    if (screen) {
      screens.push({ from: "old", file: screen, name: screen });
      used.add(screen);
    }
    return {
      step: r.step,
      timestamp: trajectoryTimestamp(),
      action_code: r.action_code,
      ...r.thought || declaredStep?.description ? { thought: r.thought || declaredStep.description } : {},
      ...screen ? { screenshot_path: screen } : {},
      result: "success",
      ...declaredStep?.target ? { target: declaredStep.target } : {}
    };
  });
  const offset = input.divergedAt - 1;
  const acted = selectSteps(input.agentEntries).entries.map((e) => {
    const step = offset + e.step;
    const { screenshot_path: seen, a11y_tree_path: _tree, usage: _usage, timings: _timings, ...rest } = e;
    let screen;
    if (input.withScreenshots && seen) {
      screen = `step_${stepNumberPart(step - 1)}.png`;
      if (used.has(screen)) screen = `healed_step_${stepNumberPart(step)}.png`;
      used.add(screen);
      screens.push({ from: "heal", file: seen, name: screen });
    }
    return { ...rest, step, result: "success", ...screen ? { screenshot_path: screen } : {} };
  });
  return { entries: [...replayed, ...acted], screens };
}

// src/run/heal/updated-replay.ts
var UPDATED_REPLAY_DIR = "updated-replay";
async function writeUpdatedReplay(artifacts, heal, cwd) {
  const { scriptPath, source, screenshotsDir } = heal.replaySource;
  const style = scriptStyle(source);
  const screensDir = heal.declared.find((s) => s.expectedScreen?.includes("/"))?.expectedScreen?.split("/")[0] ?? (screenshotsDir ? path4.basename(screenshotsDir) : void 0);
  const merged = mergedTrajectory({
    scriptSteps: heal.declared,
    replayed: heal.replayed,
    agentEntries: heal.agentEntries,
    divergedAt: heal.divergedAt,
    withScreenshots: style.withScreenshots && screensDir !== void 0,
    screensDir
  });
  const script = generateReplayScript(merged.entries, {
    delay: style.delay,
    threshold: style.threshold,
    withScreenshots: style.withScreenshots && screensDir !== void 0,
    ...screensDir ? { screenshotsDirName: screensDir } : {}
  });
  const name2 = path4.basename(scriptPath);
  const scriptFile = `${UPDATED_REPLAY_DIR}/${name2}`;
  await artifacts.text(scriptFile, script);
  for (const screen of merged.screens) {
    const from = screen.from === "heal" ? artifacts.path(`${HEAL_DIR}/${screen.file}`) : path4.join(screenshotsDir, screen.file);
    const data = await readFile2(from).catch(() => void 0);
    if (data) await artifacts.binary(`${UPDATED_REPLAY_DIR}/${screensDir}/${screen.name}`, data);
  }
  const relative = (p) => toPosix(path4.relative(cwd, p));
  const replaces = relative(scriptPath);
  const diffFile = `${UPDATED_REPLAY_DIR}/${name2}.diff`;
  await artifacts.text(
    diffFile,
    unifiedDiff(source, script, { before: `a/${replaces}`, after: `b/${replaces}` })
  );
  return {
    script: scriptFile,
    diff: diffFile,
    replaces,
    ...merged.screens.length > 0 && screensDir ? { screenshots_dir: `${UPDATED_REPLAY_DIR}/${screensDir}` } : {},
    ...merged.screens.length > 0 && screenshotsDir ? { replaces_screenshots_dir: relative(screenshotsDir) } : {}
  };
}

// src/run/replay-trajectory.ts
async function writeReplayTrajectory(artifacts, replay) {
  for (const step of replay.steps)
    if (!step.streamed) await appendReplayStep(artifacts, step, replay.declaredInfeasible === true);
  if (replay.declaredInfeasible) {
    await artifacts.appendTrajectory({
      step: (replay.steps.at(-1)?.step ?? 0) + 1,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      thought: "FAIL (the scripted solution declares the task infeasible)",
      result: "fail"
    });
  }
}
async function appendReplayStep(artifacts, step, declaredInfeasible = false) {
  await artifacts.appendTrajectory({
    step: step.step,
    timestamp: trajectoryTimestamp(),
    action_code: step.action_code,
    ...step.thought ? { thought: step.thought } : {},
    ...step.screenshot ? { screenshot_path: step.screenshot } : {},
    result: declaredInfeasible && step.result === "done" ? "success" : step.result,
    ...step.action_code.trim() ? { action_type: "python" } : {},
    ...step.target ? { target: step.target } : {},
    ...step.found_by ? { found_by: step.found_by } : {},
    ...step.masked ? { masked: step.masked } : {}
  });
}

// src/util/join-sentences.ts
function joinSentences(parts) {
  return parts.map((part, i) => i < parts.length - 1 ? endSentence(part) : part).join(" ").trim();
}
function endSentence(part) {
  const trimmed = part.trimEnd();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

// src/run/verdict.ts
function decideVerdict(mode, agent, metrics) {
  const parts = [];
  if (agent)
    parts.push(
      agent.byPerson ? agent.reasoning : `${agent.passed ? "Agent passed" : "Agent failed"}: ${agent.reasoning}`
    );
  if (metrics && mode !== "llm") parts.push(metrics.reasoning);
  const reasoning = joinSentences(parts);
  let passed;
  if (mode === "llm") passed = agent?.passed ?? false;
  else if (mode === "hybrid") passed = (agent?.passed ?? false) && (metrics?.passed ?? false);
  else passed = metrics?.passed ?? false;
  const failedMetrics = (metrics?.results ?? []).filter((r) => !r.passed).map((r) => `${r.metric}: ${r.detail}`);
  const failureDetail = agent ? reasoning : failedMetrics.join("; ") || reasoning;
  return { passed, reasoning, failureDetail };
}

// src/run/formats/desktest-format.ts
function refuseKernelFiles(task, base, locate) {
  const forbidden = hostPathsForbidden(task, base);
  if (forbidden.length === 0) return;
  const [first2] = forbidden;
  const list = forbidden.map((o) => `${o.pointer} "${o.value}" (${o.resolved}: ${o.what})`).join(", ");
  throw new ConfigError(`host paths that desktest never reads: ${list}`, {
    location: locate(first2.pointer),
    hint: "a task may not name files under /proc, /sys or /dev, device files, sockets or pipes (symlinks followed), under any paths policy; name a regular file"
  });
}
function confine(task, root, locate) {
  const outside = hostPathsOutside(task, root);
  if (outside.length === 0) return;
  const [first2] = outside;
  const list = outside.map((o) => `${o.pointer} "${o.value}" (${o.resolved})`).join(", ");
  throw new ConfigError(`host paths outside the repository ${root}: ${list}`, {
    location: locate(first2.pointer),
    hint: "paths: repository (the default for pull requests) only lets a task name files inside the repository; move the file into it, or run with paths: any for trusted tasks"
  });
}
var desktestFormat = {
  prepare(loaded, placement, options) {
    const { locate } = loaded;
    let task = options.replay ? toReplayTask(loaded.task, locate) : loaded.task;
    if (!options.replay && task.replay_script)
      options.log?.("Warning: Task has 'replay_script' but running in LLM mode \u2014 did you mean --replay?");
    const secrets = resolveSecrets(task, options.env, locate(""));
    const redactor = secrets.redactor.with(options.apiKeys ?? []);
    task = substituteSecrets(task, secrets.values, locate(""));
    task = resolveHostPaths(task, loaded.dir, options.cwd).task;
    const pointers = metricPointers(loaded.task, options.replay === true);
    const locateInFile = (pointer) => {
      const metric = /^\/evaluator\/metrics\/(\d+)(.*)$/s.exec(pointer);
      const inFile = metric ? pointers[Number(metric[1])]?.pointer : void 0;
      return locate(inFile !== void 0 ? `${inFile}${metric[2]}` : pointer);
    };
    refuseKernelFiles(task, options.cwd, locateInFile);
    if (options.paths === "repository") confine(task, options.repositoryRoot ?? options.cwd, locateInFile);
    const secretEnv = secretEnvironment(secrets.values);
    let evaluation;
    let prepared;
    const { backend } = placement;
    const evaluate = async (desktop, context, run = task) => evaluation = await evaluateTask(desktop, run, {
      ...context,
      secretEnv,
      ...options.visualIgnore ? { visualIgnore: options.visualIgnore } : {}
    });
    const heal = options.replay === true && options.heal === true;
    const scriptOnly = {
      ...task,
      evaluator: { ...task.evaluator, metrics: task.evaluator.metrics.slice(0, 1) }
    };
    const otherChecks = { ...task.evaluator, metrics: task.evaluator.metrics.slice(1) };
    const runId = options.runId ?? randomUUID();
    let docker = options.docker;
    const startContext = () => ({
      docker: async () => docker ??= await connectDocker(),
      flags: placement.flags,
      runId,
      width: options.width,
      height: options.height,
      env: secretEnv,
      hostEnv: options.env,
      noNetwork: options.noNetwork,
      prebuiltImage: options.prebuiltImage,
      once: options.once,
      locate,
      debugLog: options.debugLog
    });
    return {
      testId: task.id,
      timeoutSecs: task.timeout,
      redactor,
      secretValues: Object.values(secrets.values).filter((v) => v !== ""),
      taskJson: task,
      agentTask: task,
      // Work a backend does before the clock (a VM's image and ready snapshot), as images are made.
      ...backend.prepare ? {
        async beforeClock(context) {
          prepared = await backend.prepare(task, { ...startContext(), log: context.log });
        }
      } : {},
      async startDesktop(context) {
        const ready = await prepareDesktop(task, placement, {
          ...startContext(),
          evidenceDir: context.artifacts.dir,
          ...prepared !== void 0 ? { prepared } : {},
          ...options.desktops ? { desktops: options.desktops } : {},
          redactor,
          log: context.log,
          onPhase: context.phase,
          onSession: context.onDesktop
        });
        context.log(`desktop ready: ${JSON.stringify(ready.timings)}`);
        return ready.session;
      },
      desktop: () => ({ task, context: startContext() }),
      async replay(desktop, context) {
        context.phase("replaying the codified script");
        const replayed = await evaluate(
          desktop,
          {
            artifactsDir: context.artifacts.dir,
            log: context.log,
            // Each finished step into trajectory.jsonl (and so to a live view) while the script runs.
            onReplayStep: (step) => appendReplayStep(context.artifacts, step)
          },
          // Heal mode: the script alone; the other checks run after it, or after the agent.
          heal ? scriptOnly : task
        );
        return { steps: replayed.replaySteps };
      },
      async replaySource() {
        const scriptPath = task.replay_script;
        return {
          scriptPath,
          source: await readFile3(scriptPath, "utf8"),
          ...task.replay_screenshots_dir ? { screenshotsDir: task.replay_screenshots_dir } : {}
        };
      },
      async evaluate(desktop, context, ran) {
        if (heal) {
          const script = evaluation.results[0];
          const diverged = ran.heal;
          const rest = diverged && !diverged.agent ? void 0 : (context.phase("evaluating the metrics"), await evaluateMetrics(desktop, otherChecks, {
            artifactsDir: context.artifacts.dir,
            log: context.log
          }));
          const body = healResults({ script, rest, heal: diverged, mode: loaded.task.evaluator.mode });
          evaluation = { ...evaluation, results: body.metric_results };
          if (diverged && body.outcome === "healed") {
            context.phase("codifying the healed run");
            const updatedReplay = await writeUpdatedReplay(context.artifacts, diverged, options.cwd);
            return healResults({
              script,
              rest,
              heal: diverged,
              mode: loaded.task.evaluator.mode,
              updatedReplay
            });
          }
          return body;
        }
        if (!ran.replay && task.evaluator.mode !== "llm") {
          context.phase("evaluating the metrics");
          await evaluate(desktop, { artifactsDir: context.artifacts.dir, log: context.log });
        }
        const verdict = decideVerdict(task.evaluator.mode, ran.agent, evaluation);
        return {
          status: verdict.passed ? "pass" : "fail",
          metric_results: evaluation?.results ?? [],
          ...ran.agent ? {
            agent_verdict: {
              passed: verdict.passed,
              reasoning: verdict.reasoning,
              steps: ran.agent.steps
            }
          } : {},
          ...verdict.passed ? {} : { error_category: "test_failure", error_detail: verdict.failureDetail },
          ...ran.agent?.bugsFound !== void 0 ? { bugs_found: ran.agent.bugsFound } : {}
        };
      },
      metricsSoFar: () => evaluation?.results ?? [],
      replayFailure: () => evaluation?.replayFailure,
      metricLocations: (results) => locateResults(results, pointers, locate)
    };
  }
};
function metricPointers(task, replay) {
  const inFile = task.evaluator.metrics.map((m, i) => ({ type: m.type, pointer: `/evaluator/metrics/${i}` }));
  if (!replay) return inFile;
  return [
    { type: "script_replay", pointer: "/replay_script" },
    ...inFile.filter((m) => m.type !== "script_replay")
  ];
}
function locateResults(results, pointers, locate) {
  return results.map((result, i) => {
    const expected = pointers[i];
    return expected && expected.type === result.metric ? locate(expected.pointer) : null;
  });
}

// src/run/formats/osworld-format.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { mkdir as mkdir5 } from "node:fs/promises";
import path22 from "node:path";

// src/osworld/cache.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path5 from "node:path";
function uuid5(namespace, name2) {
  const ns = Buffer.from(namespace.replace(/-/g, ""), "hex");
  const hash = createHash2("sha1").update(ns).update(name2, "utf8").digest();
  hash[6] = hash[6] & 15 | 80;
  hash[8] = hash[8] & 63 | 128;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
var NAMESPACE_URL = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";
function sha256Hex(text2) {
  return createHash2("sha256").update(text2, "utf8").digest("hex");
}
var UrlCache = class _UrlCache {
  constructor(dirs) {
    this.dirs = dirs;
  }
  dirs;
  maps = /* @__PURE__ */ new Map();
  /** The cache folders for a task: the configured ones, then `osworld-cache/` beside the task file. */
  static forTask(configured, taskDir) {
    const beside = path5.join(taskDir, "osworld-cache");
    return new _UrlCache([...configured, ...existsSync(beside) ? [beside] : []]);
  }
  /** The cached file for a URL, or a ConfigError that names the URL and every place looked at. */
  resolve(url, context) {
    const looked = [];
    for (const dir of this.dirs) {
      for (const candidate of this.candidates(dir, url, context)) {
        looked.push(candidate);
        if (isFile(candidate)) return candidate;
      }
    }
    throw new ConfigError(
      `no cached copy of ${url} (desktest never downloads; looked for ${looked.length ? looked.join(", ") : "nothing: no cache folder is configured"})`,
      {
        hint: `put the file in an OSWorld cache folder (DESKTEST_OSWORLD_CACHE=<dir>, or osworld-cache/ beside the task), named ${sha256Hex(url)} or mapped in its urls.json; see docs/osworld.md`
      }
    );
  }
  candidates(dir, url, context) {
    const out = [];
    const map = this.urlMap(dir);
    if (map?.[url] !== void 0) out.push(path5.resolve(dir, map[url]));
    const hash = sha256Hex(url);
    const urlBase = safeBase(decodeURIComponent(new URL(url, "http://x/").pathname.split("/").pop() ?? ""));
    out.push(path5.join(dir, hash));
    if (urlBase) out.push(path5.join(dir, `${hash}_${urlBase}`));
    if (context.fileName) {
      out.push(path5.join(dir, context.taskId, `${uuid5(NAMESPACE_URL, url)}_${safeBase(context.fileName)}`));
      out.push(path5.join(dir, context.taskId, safeBase(context.fileName)));
    }
    const hf = /^https?:\/\/(?:www\.)?huggingface\.co\/datasets\/[^/]+\/[^/]+\/resolve\/[^/]+\/(.+)$/.exec(
      url.split(/[?#]/)[0]
    );
    if (hf) {
      const rest = decodeURIComponent(hf[1]);
      if (!rest.split("/").includes("..")) out.push(path5.join(dir, rest));
    }
    return out;
  }
  urlMap(dir) {
    if (!this.maps.has(dir)) {
      const file = path5.join(dir, "urls.json");
      let map = null;
      if (isFile(file)) {
        try {
          const parsed = JSON.parse(readFileSync(file, "utf8"));
          if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
            map = Object.fromEntries(
              Object.entries(parsed).filter((e) => typeof e[1] === "string")
            );
        } catch (error) {
          throw new ConfigError(`${file} is not a JSON object of URL -> file: ${error.message}`);
        }
      }
      this.maps.set(dir, map);
    }
    return this.maps.get(dir) ?? null;
  }
};
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
function safeBase(name2) {
  const base = path5.posix.basename(name2.replace(/\\/g, "/"));
  return base === ".." || base === "." ? "" : base;
}

// src/osworld/getters/index.ts
import { existsSync as existsSync3 } from "node:fs";
import { copyFile, mkdir as mkdir2, readFile as readFile4, writeFile as writeFile3 } from "node:fs/promises";
import path8 from "node:path";

// src/osworld/metrics/python-access.ts
function pySubscript(container, key2) {
  if (container instanceof PyDict) {
    try {
      const item = container.find(key2);
      if (item.found) return { ok: true, value: item.value };
      return { ok: false, error: new PythonError("KeyError", pyRepr(key2)) };
    } catch (error) {
      return { ok: false, error };
    }
  }
  if (isPlainObject(container)) {
    if (key2 instanceof PyDict || key2 instanceof PySet)
      return { ok: false, error: new PythonError("TypeError", `unhashable type: '${pyTypeName(key2)}'`) };
    if (Array.isArray(key2) || isPlainObject(key2))
      return { ok: false, error: new PythonError("TypeError", `unhashable type: '${pyTypeName(key2)}'`) };
    const name2 = typeof key2 === "string" ? key2 : void 0;
    if (name2 !== void 0 && Object.hasOwn(container, name2)) return { ok: true, value: container[name2] };
    return {
      ok: false,
      error: new PythonError("KeyError", typeof key2 === "string" ? `'${key2}'` : String(key2))
    };
  }
  if (Array.isArray(container) || typeof container === "string") {
    const index = typeof key2 === "boolean" ? Number(key2) : key2;
    if (typeof index !== "number" || !Number.isInteger(index))
      return {
        ok: false,
        error: new PythonError(
          "TypeError",
          `${Array.isArray(container) ? "list" : "string"} indices must be integers${Array.isArray(container) ? " or slices" : ""}, not ${pyTypeName(key2)}`
        )
      };
    const items = typeof container === "string" ? Array.from(container) : container;
    const at = index < 0 ? items.length + index : index;
    if (at < 0 || at >= items.length)
      return {
        ok: false,
        error: new PythonError(
          "IndexError",
          `${Array.isArray(container) ? "list" : "string"} index out of range`
        )
      };
    return { ok: true, value: items[at] };
  }
  return {
    ok: false,
    error: new PythonError("TypeError", `'${pyTypeName(container)}' object is not subscriptable`)
  };
}
function subscript(container, key2) {
  const step = pySubscript(container, key2);
  if (!step.ok) throw step.error;
  return step.value;
}
function dictGet(dict, key2, fallback = null) {
  if (!isPlainObject(dict))
    throw new PythonError("AttributeError", `'${pyTypeName(dict)}' object has no attribute 'get'`);
  return Object.hasOwn(dict, key2) ? dict[key2] : fallback;
}
function iterate(value) {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  if (isPlainObject(value)) return Object.keys(value);
  if (value instanceof PyDict) return value.items.map(([k]) => k);
  if (value instanceof PySet) return value.members;
  if (value instanceof Uint8Array) return Array.from(value);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
function sameSet(a, b) {
  for (const item of [...a, ...b]) new PySet([item]);
  return a.every((x) => b.some((y) => pyEquals(x, y))) && b.every((y) => a.some((x) => pyEquals(x, y)));
}
function rejectKeywords(name2, options, takes = []) {
  const extra = Object.keys(options ?? {}).find((key2) => !takes.includes(key2));
  if (extra !== void 0)
    throw new PythonError("TypeError", `${name2}() got an unexpected keyword argument '${extra}'`);
}

// src/osworld/getters/chrome-profile.ts
var truthyText = (value) => pyTruthy(value) ? "true" : "false";
var CHROME_PROFILE_GETTERS = {
  default_search_engine: {
    file: "Default/Preferences",
    read: (data) => dictGet(
      dictGet(dictGet(data, "default_search_provider_data", {}), "template_url_data", {}),
      "short_name",
      "Google"
    ),
    fallback: "Google"
  },
  enabled_experiments: {
    file: "Local State",
    read: (data) => dictGet(dictGet(data, "browser", {}), "enabled_labs_experiments", []),
    fallback: []
  },
  profile_name: {
    file: "Default/Preferences",
    read: (data) => dictGet(dictGet(data, "profile", {}), "name", null),
    fallback: null
  },
  chrome_language: {
    file: "Local State",
    read: (data) => dictGet(dictGet(data, "intl", {}), "app_locale", "en-US"),
    fallback: "en-US"
  },
  chrome_font_size: {
    file: "Default/Preferences",
    read: (data) => dictGet(dictGet(data, "webkit", {}), "webprefs", {
      default_fixed_font_size: 13,
      default_font_size: 16,
      minimum_font_size: 13
    }),
    fallback: { default_fixed_font_size: 13, default_font_size: 16 }
  },
  enable_do_not_track: {
    file: "Default/Preferences",
    read: (data) => truthyText(dictGet(data, "enable_do_not_track", {})),
    fallback: "false"
  },
  enable_enhanced_safety_browsing: {
    file: "Default/Preferences",
    read: (data) => truthyText(dictGet(dictGet(data, "safebrowsing", {}), "enhanced", {})),
    fallback: "Google"
  },
  enable_safe_browsing: {
    file: "Default/Preferences",
    read: (data) => {
      const safebrowsing = dictGet(data, "safebrowsing", {});
      const enhanced = pyTruthy(dictGet(safebrowsing, "enhanced", false));
      const enabled = pyTruthy(dictGet(safebrowsing, "enabled", false));
      return enhanced || enabled ? "true" : "false";
    },
    fallback: "false"
  },
  new_startup_page: {
    file: "Default/Preferences",
    read: (data) => {
      if (!isPlainObject(data))
        throw new PythonError("AttributeError", `'${pyTypeName(data)}' object has no attribute 'keys'`);
      if (!("session" in data)) return "true";
      return pyEquals(dictGet(dictGet(data, "session", {}), "restore_on_startup", {}), 5) ? "true" : "false";
    },
    fallback: "Google"
  },
  find_unpacked_extension_path: {
    file: "Default/Preferences",
    read: (data) => {
      const all = dictGet(dictGet(data, "extensions", {}), "settings", {});
      return iterate(all).map((id) => subscript(subscript(all, id), "path"));
    },
    fallback: "Google"
  },
  find_installed_extension_name: {
    file: "Default/Preferences",
    read: (data) => {
      const all = dictGet(dictGet(data, "extensions", {}), "settings", {});
      return iterate(all).map((id) => subscript(subscript(subscript(all, id), "manifest"), "name"));
    },
    fallback: "Google"
  },
  data_delete_automacally: {
    file: "Default/Preferences",
    read: (data) => dictGet(subscript(data, "profile"), "default_content_setting_values", null) !== null ? "true" : "false",
    fallback: "Google"
  }
};
function readChromeProfile(getter, content) {
  try {
    if (content === null)
      throw new PythonError("TypeError", "the JSON object must be str, bytes or bytearray, not NoneType");
    let text2 = pyDecodeUtf8(content);
    if (text2.startsWith("\uFEFF")) text2 = text2.slice(1);
    return getter.read(pyJsonLoads(text2));
  } catch (error) {
    if (error instanceof PythonError) return getter.fallback;
    throw error;
  }
}

// src/osworld/getters/chrome-history.ts
function historyRows(file) {
  return queryRows(file, "SELECT url, title, last_visit_time FROM urls");
}
function cookieRows(file) {
  return queryRows(file, "SELECT * FROM cookies");
}
function queryRows(file, query) {
  const sqlite = process.getBuiltinModule("node:sqlite");
  if (!sqlite)
    throw new Error("Chrome's database getters need Node's node:sqlite module (Node 22.5 or later)");
  let db;
  try {
    db = new sqlite.DatabaseSync(file, { readOnly: true });
    const statement = db.prepare(query);
    statement.setReadBigInts(true);
    return statement.all().map(
      (row) => Object.values(row).map(
        (v) => typeof v === "bigint" && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v
      )
    );
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

// src/osworld/metrics/xml-tree.ts
var import_xmldom = __toESM(require_lib(), 1);
function parseXmlDocument(text2, errorKind = "ParseError") {
  let problem;
  let document2;
  try {
    document2 = new import_xmldom.DOMParser({
      onError: (level, message) => {
        if (level !== "warning") problem ??= message;
      }
    }).parseFromString(text2, "text/xml");
  } catch (error) {
    throw new PythonError(errorKind, error.message);
  }
  if (problem !== void 0 || !document2.documentElement)
    throw new PythonError(errorKind, problem ?? "no element found");
  return document2;
}
function xmlRootFromString(text2, errorKind = "ParseError") {
  if (typeof text2 !== "string")
    throw new PythonError("TypeError", `a bytes-like object is required, not '${pyTypeName(text2)}'`);
  return parseXmlDocument(text2, errorKind).documentElement;
}
function descendantElements(root, localName, namespace = null) {
  const out = [];
  const walk2 = (node) => {
    for (let child2 = node.firstChild; child2; child2 = child2.nextSibling) {
      if (child2.nodeType !== 1) continue;
      const element2 = child2;
      if (localName === void 0 || element2.localName === localName && (element2.namespaceURI ?? null) === namespace)
        out.push(element2);
      walk2(element2);
    }
  };
  walk2(root);
  return out;
}
function childElements(node, localName, namespace = null) {
  const out = [];
  for (let child2 = node.firstChild; child2; child2 = child2.nextSibling)
    if (child2.nodeType === 1 && child2.localName === localName && (child2.namespaceURI ?? null) === namespace)
      out.push(child2);
  return out;
}
function elementText(element2) {
  let text2 = "";
  let any = false;
  for (let child2 = element2.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType === 3 || child2.nodeType === 4) {
      text2 += child2.nodeValue ?? "";
      any = true;
    } else if (child2.nodeType === 1) break;
  }
  return any && text2 !== "" ? text2 : null;
}

// src/osworld/getters/active-url.ts
function activeUrlFromTree(tree, config) {
  if (tree === null) return null;
  const root = xmlRootFromString(tree, "XMLSyntaxError");
  const entries = [];
  for (const app of [root, ...descendantElements(root)]) {
    if (app.localName !== "application") continue;
    const name2 = app.getAttribute("name");
    if (name2 !== "Google Chrome" && name2 !== "Chromium") continue;
    for (const entry of descendantElements(app, "entry"))
      if (entry.getAttribute("name") === "Address and search bar" && !entries.includes(entry))
        entries.push(entry);
  }
  const ordered = [root, ...descendantElements(root)].filter((e) => entries.includes(e));
  if (ordered.length === 0) return null;
  if (!lxmlText(ordered.at(-1))) return null;
  return `${String(dictGet(config, "goto_prefix", "https://"))}${lxmlText(ordered[0]) ?? "None"}`;
}
function lxmlText(element2) {
  let text2 = "";
  for (let child2 = element2.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType === 3 || child2.nodeType === 4) text2 += child2.nodeValue ?? "";
    else break;
  }
  return text2 === "" ? null : text2;
}

// src/osworld/getters/conference-city.ts
import { closeSync, openSync, statSync as statSync2 } from "node:fs";
function conferenceCityInOrder(config) {
  const csvPath = subscript(config, "csv_path");
  if (typeof csvPath !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object (csv_path)");
  let isDirectory;
  try {
    isDirectory = statSync2(csvPath).isDirectory();
    if (!isDirectory) closeSync(openSync(csvPath, "r"));
  } catch (error) {
    const code = error.code;
    const kind = code === "EACCES" ? "PermissionError" : code === "ENOTDIR" ? "NotADirectoryError" : "FileNotFoundError";
    throw new PythonError(kind, `[Errno] ${code ?? "error"}: '${csvPath}'`);
  }
  if (isDirectory) throw new PythonError("IsADirectoryError", `[Errno 21] Is a directory: '${csvPath}'`);
  throw new PythonError("ValueError", "I/O operation on closed file.");
}

// src/osworld/getters/impress-media.ts
import { mkdirSync, readFileSync as readFileSync2, writeFileSync } from "node:fs";
import path6 from "node:path";
var P = "http://schemas.openxmlformats.org/presentationml/2006/main";
var A = "http://schemas.openxmlformats.org/drawingml/2006/main";
var R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var PKG_RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
var MAX_MEMBER_BYTES = 256 * 1024 * 1024;
async function slideMedia(kind, config, context) {
  const pptPath = subscript(config, "ppt_file_path");
  const slideIndex = pyInt(subscript(config, "slide_index"));
  const dest = subscript(config, "dest");
  if (typeof pptPath !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object (ppt_file_path)");
  const base = pptPath.slice(pptPath.lastIndexOf("/") + 1);
  const local = base && base !== "." && base !== ".." ? await context.fetch(pptPath, base) : null;
  if (local === null) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'seek'");
  const found = findMedia(
    kind,
    readFileSync2(local),
    String(typeof slideIndex === "bigint" ? slideIndex + 1n : slideIndex + 1)
  );
  if (found === null) return null;
  if ("external" in found) {
    if (typeof dest !== "string") throw new PythonError("TypeError", "expected str (dest)");
    return context.fetch(found.external, dest);
  }
  const file = path6.join(path6.dirname(local), ...found.member.split("/"));
  if (!file.startsWith(path6.resolve(context.hostCacheDir) + path6.sep))
    throw new PythonError(
      "NotSupported",
      `the slide's media ${found.member} would be extracted outside the task cache`
    );
  mkdirSync(path6.dirname(file), { recursive: true });
  writeFileSync(file, found.content);
  return file;
}
function findMedia(kind, data, n) {
  const names = memberNames(data);
  const slidePart = `ppt/slides/slide${n}.xml`;
  const relsPart = `ppt/slides/_rels/slide${n}.xml.rels`;
  let imageId = null;
  if (kind === "background") {
    if (!names.has(slidePart)) return null;
    imageId = backgroundImageId(readMember(data, slidePart));
    if (imageId === null) return null;
  }
  if (!names.has(relsPart)) return null;
  const root = parseXml(readMember(data, relsPart));
  for (const rel of directChildren(root, PKG_RELS, "Relationship")) {
    const type = attribute(rel, "Type");
    if (!type.includes(kind === "audio" ? "audio" : "image")) continue;
    if (kind === "background" && attribute(rel, "Id") !== imageId) continue;
    const target = attribute(rel, "Target");
    if (target.startsWith("..")) {
      const member = path6.posix.normalize(`ppt/slides/${target}`).replace(/(.)\/$/, "$1").replace(/\\/g, "/");
      if (!names.has(member))
        throw new PythonError("KeyError", `"There is no item named '${member}' in the archive"`);
      if (member.split("/").some((part) => part === "" || part === "." || part === ".."))
        throw new PythonError(
          "NotSupported",
          `the slide's media ${member} would be extracted outside the task cache`
        );
      return { member, content: readMember(data, member) };
    }
    if (!target.startsWith("file://")) throw new PythonError("AssertionError", target);
    return { external: target.slice(7) };
  }
  return null;
}
function backgroundImageId(slide) {
  const root = parseXml(slide);
  for (const bgPr of iterElements(root, P, "bgPr")) {
    const blip = iterElements(bgPr, A, "blip")[0];
    const id = blip?.getAttributeNodeNS(R, "embed");
    if (id) return id.value;
  }
  return null;
}
function iterElements(element2, ns, name2) {
  const out = [];
  const walk2 = (node) => {
    if (node.localName === name2 && node.namespaceURI === ns) out.push(node);
    for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) walk2(c);
  };
  walk2(element2);
  return out;
}
function directChildren(element2, ns, name2) {
  const out = [];
  for (let c = element2.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && c.localName === name2 && c.namespaceURI === ns)
      out.push(c);
  return out;
}
function attribute(element2, name2) {
  const node = element2.getAttributeNode(name2);
  if (!node) throw new PythonError("KeyError", `'${name2}'`);
  return node.value;
}
function parseXml(data) {
  const text2 = Buffer.from(data).toString("utf8").replace(/^\uFEFF/, "");
  return parseXmlDocument(text2).documentElement;
}
function memberNames(data) {
  const names = /* @__PURE__ */ new Set();
  unzip(data, (name2) => {
    names.add(name2);
    return false;
  });
  return names;
}
function readMember(data, name2) {
  let size = 0;
  const entries = unzip(data, (member, originalSize) => {
    if (member !== name2) return false;
    size = originalSize;
    return true;
  });
  if (size > MAX_MEMBER_BYTES)
    throw new PythonError(
      "NotSupported",
      `${name2} is larger than desktest extracts (${MAX_MEMBER_BYTES} bytes)`
    );
  const content = entries[name2];
  if (!content) throw new PythonError("KeyError", `"There is no item named '${name2}' in the archive"`);
  return content;
}
function unzip(data, keep) {
  let tooLarge = false;
  let entries;
  try {
    entries = unzipSync(data, {
      filter: (file) => {
        const wanted = keep(file.name, file.originalSize);
        if (wanted && file.originalSize > MAX_MEMBER_BYTES) tooLarge = true;
        return wanted && !tooLarge;
      }
    });
  } catch (error) {
    const message = error.message;
    if (/compression/i.test(message))
      throw new PythonError(
        "NotSupported",
        `a member of the package is compressed in a way desktest does not read (${message})`
      );
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  return entries;
}

// src/osworld/metrics/table.ts
import path7 from "node:path";

// src/osworld/metrics/files.ts
import { existsSync as existsSync2, readFileSync as readFileSync3, statSync as statSync3 } from "node:fs";
function filePath(value, what = "file") {
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(value)} (the ${what})`
    );
  return value;
}
function readBytes(value, what) {
  const file = filePath(value, what);
  try {
    return readFileSync3(file);
  } catch (error) {
    const code = error.code;
    if (code === "EISDIR") throw new PythonError("IsADirectoryError", `Is a directory: '${file}'`);
    throw new PythonError("FileNotFoundError", `No such file or directory: '${file}'`);
  }
}
function readText(value, what) {
  return pyTextFromBytes(readBytes(value, what));
}
function safeReadLines(value) {
  const data = readBytes(value);
  let text2;
  try {
    text2 = pyTextFromBytes(data);
  } catch {
    text2 = data.toString("latin1").replace(/\r\n?/g, "\n");
  }
  return pySplitlines(text2);
}
function isFile2(value) {
  if (typeof value !== "string") return false;
  try {
    return statSync3(value).isFile();
  } catch {
    return false;
  }
}
function pathExists(value) {
  return typeof value === "string" && value !== "" && existsSync2(value);
}

// src/osworld/metrics/table-sheet-rules.ts
var SHEET_RULES = /* @__PURE__ */ new Set([
  "check_cell",
  "style",
  "chart",
  "pivot_table",
  "data_validation",
  "row_props",
  "col_props",
  "filter",
  "sparkline"
]);
function zeroOnError(error) {
  if (error instanceof PythonError && error.kind !== "NotSupported") return "zero";
  throw error;
}
function checkCell(r, books) {
  try {
    if (!("sheet_idx" in r)) throw new PythonError("KeyError", "'sheet_idx'");
    const { which, name: name2 } = books.resolve(r.sheet_idx);
    const model = books.model(which);
    if (!model) throw new PythonError("NotImplementedError", "Not supported workbook format");
    if (!model.sheets.has(name2)) return "zero";
    const ws = sheetOf(model, name2).ws;
    if (!("coordinate" in r)) throw new PythonError("KeyError", "'coordinate'");
    const cell = ws.getItem(r.coordinate);
    if (!("props" in r)) throw new PythonError("KeyError", "'props'");
    if (!isPlainObject(r.props)) throw new PythonError("AttributeError", "'props' has no attribute 'items'");
    let metric = true;
    for (const [prop, rule2] of Object.entries(r.props)) {
      let value;
      if (prop === "value") {
        try {
          const file = books.path(which);
          if (file === void 0)
            throw new PythonError("TypeError", "stat: path should be string, not NoneType");
          value = readCellValue(file, name2, String(r.coordinate));
        } catch (error) {
          if (!(error instanceof PythonError) || error.kind === "NotSupported") throw error;
          value = null;
        }
      } else {
        try {
          value = readCellStyle(ws, prop, cell);
        } catch (error) {
          if (!(error instanceof PythonError) || error.kind === "NotSupported") throw error;
          value = null;
        }
      }
      metric = metric && matchValueToRule(value, rule2);
    }
    return metric;
  } catch (error) {
    return zeroOnError(error);
  }
}
function stylesOf(r, idx, books) {
  const { which, name: name2 } = books.resolve(idx);
  let reader;
  const cellValue = (coordinate) => {
    if (!reader) {
      const file = books.path(which);
      if (file === void 0) throw new PythonError("TypeError", "stat: path should be string, not NoneType");
      const read = cellValueReader(file, name2);
      reader = (c) => read(c);
    }
    return reader(coordinate);
  };
  return loadXlsxStyles(books.model(which), name2, cellValue, r);
}
function pair(r, books, load) {
  if (!("sheet_idx0" in r)) throw new PythonError("KeyError", "'sheet_idx0'");
  const a = books.resolve(r.sheet_idx0);
  const first2 = load(a.which, a.name);
  if (!("sheet_idx1" in r)) throw new PythonError("KeyError", "'sheet_idx1'");
  const b = books.resolve(r.sheet_idx1);
  return [first2, load(b.which, b.name)];
}
function sheetRule(r, books) {
  switch (r.type) {
    case "check_cell":
      return checkCell(r, books);
    case "style": {
      if (!("sheet_idx0" in r)) throw new PythonError("KeyError", "'sheet_idx0'");
      const first2 = stylesOf(r, r.sheet_idx0, books);
      if (!("sheet_idx1" in r)) throw new PythonError("KeyError", "'sheet_idx1'");
      return pyValuesEqual(first2, stylesOf(r, r.sheet_idx1, books));
    }
    case "chart":
      return pyValuesEqual(...pair(r, books, (w, n) => loadCharts(books.model(w), n, r)));
    case "pivot_table":
      return pyValuesEqual(...pair(r, books, (w, n) => loadPivotTables(books.model(w), n, r)));
    case "row_props":
      return pyValuesEqual(...pair(r, books, (w, n) => loadRowsOrCols(books.model(w), n, "row", r)));
    case "col_props":
      return pyValuesEqual(...pair(r, books, (w, n) => loadRowsOrCols(books.model(w), n, "column", r)));
    case "filter":
      return pyValuesEqual(...pair(r, books, (w, n) => loadFilters(books.model(w), n)));
    case "sparkline":
      return pyValuesEqual(...pair(r, books, (w, n) => loadSparklines(books.book(w), n)));
    case "data_validation": {
      if (!("sheet_idx" in r)) throw new PythonError("KeyError", "'sheet_idx'");
      const { which, name: name2 } = books.resolve(r.sheet_idx);
      const model = books.model(which);
      if (!model) throw new PythonError("NotImplementedError", "Not supported workbook format");
      if (!model.sheets.has(name2)) return "zero";
      if (!("dv_props" in r)) throw new PythonError("KeyError", "'dv_props'");
      return checkDataValidations(sheetOf(model, name2), r.dv_props);
    }
  }
  throw new PythonError("NotImplementedError", `Unimplemented sheet check: ${String(r.type)}`);
}

// src/osworld/metrics/table.ts
var NA_STRINGS = /* @__PURE__ */ new Set([
  "",
  "#N/A",
  "#N/A N/A",
  "#NA",
  "-1.#IND",
  "-1.#QNAN",
  "-NaN",
  "-nan",
  "1.#IND",
  "1.#QNAN",
  "<NA>",
  "N/A",
  "NA",
  "NULL",
  "NaN",
  "None",
  "n/a",
  "nan",
  "null"
]);
var TRUE_STRINGS = /* @__PURE__ */ new Set(["True", "TRUE", "true"]);
var FALSE_STRINGS = /* @__PURE__ */ new Set(["False", "FALSE", "false"]);
function convertCell(value) {
  if (value === null) return "";
  if (typeof value === "object" && !(value instanceof Date)) return NaN;
  if (typeof value === "number") return value;
  return value;
}
function readExcel(book, sheetName) {
  const sheet = book.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new PythonError("ValueError", `Worksheet named '${sheetName}' not found`);
  const cells = sheetCells(book, sheet);
  const grid = [];
  for (const cell of cells) {
    const row = grid[cell.row - 1] ??= [];
    row[cell.col - 1] = convertCell(cell.value);
  }
  const rows = [];
  for (let r = 0; r < grid.length; r++) {
    const row = Array.from(grid[r] ?? [], (v) => v === void 0 ? "" : v);
    while (row.length > 0 && row.at(-1) === "") row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && rows.at(-1).length === 0) rows.pop();
  const width = Math.max(0, ...rows.map((r) => r.length));
  for (const row of rows) while (row.length < width) row.push("");
  if (rows.length === 0) return { columns: [], rows: 0 };
  const [header, ...data] = rows;
  const seen = /* @__PURE__ */ new Map();
  const labels = header.map((h, i) => {
    let label = h === "" || typeof h === "number" && Number.isNaN(h) ? `Unnamed: ${i}` : h;
    const key2 = pyStr(label);
    const count = seen.get(key2) ?? 0;
    seen.set(key2, count + 1);
    if (count > 0) label = `${key2}.${count}`;
    return label;
  });
  return {
    rows: data.length,
    columns: labels.map((label, i) => ({ label, ...inferColumn(data.map((row) => row[i])) }))
  };
}
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var UINT64_MAX = 2n ** 64n - 1n;
function inferColumn(raw) {
  const isNa = (v) => typeof v === "string" && NA_STRINGS.has(v) || typeof v === "number" && Number.isNaN(v);
  let numeric = true;
  let anyFloat = false;
  let anyNa = false;
  let bools = 0;
  const numbers = [];
  for (const v of raw) {
    if (isNa(v)) {
      anyNa = true;
      numbers.push(NaN);
    } else if (typeof v === "number") {
      if (!Number.isInteger(v)) anyFloat = true;
      numbers.push(Number.isSafeInteger(v) ? v : Number.isInteger(v) ? BigInt(v) : v);
    } else if (typeof v === "bigint") numbers.push(v);
    else if (typeof v === "boolean") {
      bools++;
      numbers.push(Number(v));
    } else if (typeof v === "string" && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(v)) {
      if (/[.eE]/.test(v)) {
        anyFloat = true;
        numbers.push(Number(v));
      } else numbers.push(BigInt(v.trim()));
    } else {
      numeric = false;
      break;
    }
  }
  if (numeric && bools > 0 && bools === raw.length) return { dtype: "bool", values: raw.slice() };
  if (numeric) {
    if (raw.length === 0) return { dtype: "object", values: [] };
    if (anyNa || anyFloat) return { dtype: "float64", values: numbers.map(Number) };
    const ints = numbers.map(BigInt);
    const exact = (v) => v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    if (ints.some((v) => v < INT64_MIN || v > UINT64_MAX))
      return { dtype: "float64", values: ints.map(Number) };
    if (ints.some((v) => v > INT64_MAX)) {
      if (ints.some((v) => v < 0n))
        return {
          dtype: "object",
          values: raw.map((v) => typeof v === "number" && Number.isInteger(v) ? exact(BigInt(v)) : v)
        };
      return { dtype: "uint64", values: ints.map(exact) };
    }
    return { dtype: "int64", values: ints.map(exact) };
  }
  const objects = raw.map((v) => isNa(v) ? NaN : v);
  const present = objects.filter((v) => !(typeof v === "number" && Number.isNaN(v)));
  if (present.length > 0 && present.every((v) => v instanceof Date))
    return { dtype: "datetime64", values: objects };
  if (objects.length > 0 && objects.every(
    (v) => typeof v === "boolean" || typeof v === "string" && (TRUE_STRINGS.has(v) || FALSE_STRINGS.has(v))
  ))
    return {
      dtype: "bool",
      values: objects.map((v) => typeof v === "boolean" ? v : TRUE_STRINGS.has(v))
    };
  return { dtype: "object", values: objects };
}
function roundDecimals(decimals) {
  if (typeof decimals === "number" && Number.isInteger(decimals)) return decimals;
  if (isPlainObject(decimals))
    throw new PythonError(
      "NotSupported",
      "compare_table's sheet_data with a per-column precision (a dict) is not ported"
    );
  throw new PythonError("TypeError", "decimals must be an integer, a dict-like or a Series");
}
function roundFrame(frame, decimals) {
  const scale = 10 ** decimals;
  const rint = (x) => {
    const r = Math.round(x);
    return Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : r;
  };
  return {
    rows: frame.rows,
    columns: frame.columns.map(
      (c) => c.dtype === "float64" ? {
        ...c,
        values: c.values.map(
          (v) => typeof v === "number" && Number.isFinite(v) ? rint(v * scale) / scale : v
        )
      } : c
    )
  };
}
function sameValue(a, b) {
  const nan = (v) => typeof v === "number" && Number.isNaN(v);
  if (nan(a) || nan(b)) return nan(a) && nan(b);
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return pyEquals(a, b);
}
function framesEqual(a, b) {
  if (a.rows !== b.rows || a.columns.length !== b.columns.length) return false;
  return a.columns.every((c, i) => {
    const d = b.columns[i];
    return sameValue(c.label, d.label) && c.dtype === d.dtype && c.values.every((v, j) => sameValue(v, d.values[j]));
  });
}
function lastRowAsStrings(frame) {
  if (frame.rows === 0) throw new PythonError("IndexError", "single positional indexer is out-of-bounds");
  return frame.columns.map((c) => {
    const v = c.values[frame.rows - 1];
    if (typeof v === "number")
      return Number.isNaN(v) ? "nan" : c.dtype === "float64" ? pyFloatRepr(v) : String(v);
    if (v instanceof Date)
      return v.toISOString().replace("T", " ").replace(/\.000Z$/, "").replace("Z", "");
    return pyStr(v);
  });
}
function sheetNameAt(names, index) {
  const i = Number(index);
  return (i < 0 ? names[names.length + i] : names[i]) ?? "";
}
function parseSheetIdx(idx, books) {
  const names = (book) => book?.sheets.map((s) => s.name) ?? [];
  const at = (book, text2) => {
    try {
      return sheetNameAt(names(book), pyInt(text2));
    } catch (error) {
      if (error instanceof PythonError) return "";
      throw error;
    }
  };
  if (typeof idx === "number" || typeof idx === "boolean") {
    const names0 = names(books.resultBook);
    const i = Number(idx);
    return { which: "result", name: names0.length === 0 || i >= names0.length ? "" : sheetNameAt(names0, i) };
  }
  if (typeof idx !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(idx)}' object has no attribute 'startswith'`);
  const rest = idx.slice(2);
  if (idx.startsWith("RI")) return { which: "result", name: at(books.resultBook, rest) };
  if (idx.startsWith("RN")) return { which: "result", name: rest };
  if (idx.startsWith("EI")) return { which: "expected", name: at(books.expectedBook, rest) };
  if (idx.startsWith("EN")) return { which: "expected", name: rest };
  throw new PythonError("ValueError", "Unrecognized sheet index");
}
function bookOf(which, books) {
  const book = which === "result" ? books.resultBook : books.expectedBook;
  if (!book) throw new PythonError("NotImplementedError", "Not supported workbook format");
  return book;
}
function pathOf(which, books) {
  const file = which === "result" ? books.result : books.expected;
  if (file === void 0) throw new PythonError("NotImplementedError", "Not supported workbook format");
  return file;
}
function loadFrame(idx, books) {
  const { which, name: name2 } = parseSheetIdx(idx, books);
  try {
    return readExcel(bookOf(which, books), name2);
  } catch (error) {
    if (error instanceof PythonError && error.kind === "NotImplementedError") throw error;
    return void 0;
  }
}
function loadPrinted(idx, books) {
  const { which, name: name2 } = parseSheetIdx(idx, books);
  const file = pathOf(which, books);
  const csv = `${file.slice(0, file.length - path7.extname(file).length)}-${name2}.csv`;
  try {
    const lines = safeReadLines(csv).reverse().map((l) => pyStrip(l));
    while (lines.length > 0 && lines[0] === "") lines.shift();
    return lines;
  } catch {
    return void 0;
  }
}
function rangeCells(range) {
  const parts = (Array.isArray(range) ? range.map(String) : String(range).split(/\s+/)).filter(Boolean);
  const out = [];
  for (const part of parts) {
    const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(part.replace(/\$/g, ""));
    if (!m) throw new PythonError("ValueError", `invalid cell range '${part}'`);
    const c1 = columnNumber(m[1]);
    const r1 = Number(m[2]);
    const c2 = m[3] ? columnNumber(m[3]) : c1;
    const r2 = m[4] ? Number(m[4]) : r1;
    for (let r = Math.min(r1, r2); r <= Math.max(r1, r2); r++)
      for (let c = Math.min(c1, c2); c <= Math.max(c1, c2); c++) out.push(`${columnLetters(c)}${r}`);
  }
  return out;
}
function cellText(value) {
  if (typeof value === "number") return pyFloatRepr(value);
  return pyStr(value);
}
function freezePanes(book, name2) {
  const sheet = book.sheets.find((s) => s.name === name2);
  if (!sheet) return { sheet: false, cell: null };
  const pane = sheetView(book, sheet).pane;
  return { sheet: true, cell: pane ? pane.topLeftCell ?? null : null };
}
function compare_table(result, expected, options = {}) {
  if (result === null || result === void 0 || !isFile2(result)) return 0;
  let resultBook;
  let resultModel;
  try {
    resultBook = openWorkbook(result);
    resultModel = loadOpenpyxl(resultBook);
  } catch (error) {
    if (error instanceof PythonError && error.kind === "NotSupported") throw error;
    return 0;
  }
  const expectedFile = expected === null || expected === void 0 ? void 0 : String(expected);
  const expectedBook = expectedFile === void 0 ? void 0 : openWorkbook(expectedFile);
  const books = {
    result,
    expected: expectedFile,
    resultBook,
    expectedBook,
    resultModel,
    expectedModel: expectedBook && loadOpenpyxl(expectedBook)
  };
  const sheetBooks = {
    resolve: (idx) => parseSheetIdx(idx, books),
    model: (which) => which === "result" ? books.resultModel : books.expectedModel,
    book: (which) => which === "result" ? books.resultBook : books.expectedBook,
    path: (which) => which === "result" ? books.result : books.expected
  };
  const rules = options.rules;
  if (!Array.isArray(rules)) throw new PythonError("KeyError", "'rules'");
  for (const r of rules) {
    let metric;
    switch (r.type) {
      case "sheet_name":
        metric = pyEquals(
          resultBook.sheets.map((s) => s.name),
          books.expectedBook ? books.expectedBook.sheets.map((s) => s.name) : null
        );
        break;
      case "sheet_data": {
        const precision = "precision" in r ? r.precision : 4;
        const sheet1 = loadFrame(r.sheet_idx0, books);
        if (!sheet1) return 0;
        const sheet2 = loadFrame(r.sheet_idx1, books);
        const rounded1 = roundFrame(sheet1, roundDecimals(precision));
        if (!sheet2) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'round'");
        metric = framesEqual(rounded1, roundFrame(sheet2, roundDecimals(precision)));
        break;
      }
      case "sheet_print": {
        let sheet1 = loadPrinted(r.sheet_idx0, books);
        if (!sheet1) return 0;
        let sheet2 = loadPrinted(r.sheet_idx1, books);
        if (pyTruthy(r.ignore_case)) {
          sheet1 = sheet1.map((l) => l.toLowerCase());
          if (!sheet2) throw new PythonError("TypeError", "'NoneType' object is not iterable");
          sheet2 = sheet2.map((l) => l.toLowerCase());
        }
        metric = sheet2 !== void 0 && pyEquals(sheet1, sheet2);
        break;
      }
      case "sheet_fuzzy": {
        const s1 = parseSheetIdx(r.sheet_idx0, books);
        const s2 = parseSheetIdx(r.sheet_idx1, books);
        let total = true;
        for (const rl of r.rules ?? []) {
          for (const coordinate of rangeCells(rl.range)) {
            let v1 = cellText(readCellValue(pathOf(s1.which, books), s1.name, coordinate));
            let v2 = cellText(readCellValue(pathOf(s2.which, books), s2.name, coordinate));
            for (const [from, to] of rl.normalization ?? []) {
              v1 = v1.replaceAll(from, to);
              v2 = v2.replaceAll(from, to);
            }
            if ("trim_leadings" in rl) {
              v1 = pyStrip(v1, String(rl.trim_leadings), "left");
              v2 = pyStrip(v2, String(rl.trim_leadings), "left");
            }
            if ("trim_trailings" in rl) {
              v1 = pyStrip(v1, String(rl.trim_trailings), "right");
              v2 = pyStrip(v2, String(rl.trim_trailings), "right");
            }
            if ("ignore_chars" in rl) {
              const ignore = new Set(Array.from(String(rl.ignore_chars)));
              v1 = Array.from(v1).filter((ch) => !ignore.has(ch)).join("");
              v2 = Array.from(v2).filter((ch) => !ignore.has(ch)).join("");
            }
            if (pyTruthy(rl.ignore_case)) {
              v1 = v1.toLowerCase();
              v2 = v2.toLowerCase();
            }
            let m;
            if (rl.type === "includes") m = v1.includes(v2);
            else if (rl.type === "included_by") m = v2.includes(v1);
            else if (rl.type === "fuzzy_match")
              m = pyCompare(fuzzRatio(v1, v2), "ge", "threshold" in rl ? rl.threshold : 85);
            else if (rl.type === "exact_match") m = v1 === v2;
            else throw new PythonError("UnboundLocalError", `sheet_fuzzy rule type ${pyStr(rl.type)}`);
            total &&= m;
          }
        }
        metric = total;
        break;
      }
      case "zoom": {
        const { which, name: name2 } = parseSheetIdx(r.sheet_idx, books);
        const book = which === "result" ? books.resultBook : books.expectedBook;
        const sheet = book?.sheets.find((s) => s.name === name2);
        if (!book || !sheet) return 0;
        metric = matchValueToRule(sheetView(book, sheet).zoomScale || 100, r);
        break;
      }
      case "freeze": {
        const a = parseSheetIdx(r.sheet_idx0, books);
        const first2 = freezePanes(bookOf(a.which, books), a.name);
        if (!first2.sheet) return 0;
        const b = parseSheetIdx(r.sheet_idx1, books);
        const second = freezePanes(bookOf(b.which, books), b.name);
        if (!second.sheet)
          throw new PythonError("AttributeError", "'NoneType' object has no attribute 'freeze_panes'");
        metric = first2.cell === second.cell;
        break;
      }
      default: {
        if (!SHEET_RULES.has(r.type))
          throw new PythonError("NotImplementedError", `Unimplemented sheet check: ${pyStr(r.type)}`);
        const outcome = sheetRule(r, sheetBooks);
        if (outcome === "zero") return 0;
        metric = outcome;
      }
    }
    if (!metric) return 0;
  }
  return 1;
}

// src/osworld/getters/vlc-status.ts
var VLC_STATUS_URL = "http://127.0.0.1:8080/requests/status.xml";
var VLC_HTTP_PASSWORD = "password";
var VLC_STATUS_MAX_BYTES = 4 << 20;
var VLC_STATUS_SCRIPT = `
import base64, json, sys, urllib.error, urllib.request
url, password, limit = sys.argv[1], sys.argv[2], int(sys.argv[3])
request = urllib.request.Request(url)
request.add_header("Authorization", "Basic " + base64.b64encode((":" + password).encode()).decode())
def answer(status, body):
    if len(body) > limit:
        print(json.dumps({"too_large": limit}))
    else:
        print(json.dumps({"status": status, "body": base64.b64encode(body).decode()}))
try:
    with urllib.request.urlopen(request, timeout=10) as response:
        answer(response.status, response.read(limit + 1))
except urllib.error.HTTPError as error:
    answer(error.code, error.read(limit + 1))
except Exception as error:
    print(json.dumps({"error": "%s: %s" % (type(error).__name__, error)}))
`;
function parseVlcStatusAnswer(stdout) {
  const line = stdout.trim().split("\n").at(-1) ?? "";
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { error: `no answer from the status script (${JSON.stringify(stdout.slice(0, 200))})` };
  }
  const value = parsed;
  if (typeof value.error === "string") return { error: value.error };
  if (typeof value.too_large === "number") return { tooLarge: value.too_large };
  if (typeof value.status === "number" && typeof value.body === "string")
    return { status: value.status, body: new Uint8Array(Buffer.from(value.body, "base64")) };
  return { error: `an answer of an unexpected shape: ${line.slice(0, 200)}` };
}
function vlcStatusBody(answer, log) {
  if ("tooLarge" in answer)
    throw new PythonError(
      "NotSupported",
      `VLC's status.xml is larger than ${answer.tooLarge} bytes, more than desktest reads`
    );
  if ("error" in answer)
    throw new PythonError(
      "ConnectionError",
      `VLC's HTTP interface (${VLC_STATUS_URL}) did not answer: ${answer.error} (is VLC running?)`
    );
  if (answer.status === 200) return answer.body;
  log(`vlc_playing_info: Failed to get vlc status. Status code: ${answer.status}`);
  return null;
}
async function readVlcStatus(session) {
  const run = await session.exec(
    ["python3", "-c", VLC_STATUS_SCRIPT, VLC_STATUS_URL, VLC_HTTP_PASSWORD, String(VLC_STATUS_MAX_BYTES)],
    { timeoutMs: 3e4 }
  );
  if (run.timedOut) return { error: "the status request did not end within 30 s" };
  return parseVlcStatusAnswer(run.stdout);
}

// src/osworld/getters/vscode.ts
var PKGS_PREFIX = "import pyautogui; import time; pyautogui.FAILSAFE = False; ";
function vscodeReplayPrograms(extensionCommand) {
  const lines = [
    "pyautogui.hotkey('ctrl', 'shift', 'p')",
    `pyautogui.typewrite('${pyStr(extensionCommand)}')`,
    "pyautogui.press('enter')"
  ];
  return lines.map((line) => PKGS_PREFIX + line);
}
function configKey(config, key2) {
  if (!(key2 in config)) throw new PythonError("KeyError", `'${key2}'`);
  return config[key2];
}

// src/osworld/getters/chrome-appearance.ts
var PREFERENCES_PROBE = `
import glob, json, os
found, out = set(), []
for root in (os.path.expanduser("~/.config/google-chrome"), "/home/user/.config/google-chrome",
             "/home/ubuntu/.config/google-chrome"):
    if not os.path.isdir(root):
        continue
    for pattern in ("Default", "Guest Profile", "Profile *"):
        for path in glob.glob(os.path.join(root, pattern, "Preferences")):
            if path in found or not os.path.isfile(path):
                continue
            found.add(path)
            try:
                mtime = os.path.getmtime(path)
            except Exception:
                mtime = 0
            out.append({"path": path, "mtime": mtime})
print(json.dumps(out))
`;
function preferenceCandidates(probeOutput, home) {
  const text2 = probeOutput.trim();
  const probed = text2 ? JSON.parse(text2) : [];
  const mtime = (entry) => typeof entry.mtime === "number" ? entry.mtime : 0;
  const paths = [...probed].sort((a, b) => mtime(b) - mtime(a)).map((entry) => entry.path).filter((p) => typeof p === "string" && p !== "");
  return paths.length > 0 ? paths : [`${home}/.config/google-chrome/Default/Preferences`];
}
function normalizeColorScheme(raw) {
  if (typeof raw === "string") {
    const value = raw.trim().toLowerCase();
    if (["system", "default", "0"].includes(value)) return "system";
    if (["light", "1"].includes(value)) return "light";
    if (["dark", "2"].includes(value)) return "dark";
    return null;
  }
  let number3;
  if (typeof raw === "boolean") number3 = raw ? 1 : 0;
  else if (typeof raw === "bigint") number3 = Number(raw);
  else if (typeof raw === "number") {
    if (!Number.isFinite(raw))
      throw new PythonError(
        Number.isNaN(raw) ? "ValueError" : "OverflowError",
        "cannot convert float to int"
      );
    number3 = Math.trunc(raw);
  }
  if (number3 === void 0) return null;
  return number3 === 0 ? "system" : number3 === 1 ? "light" : number3 === 2 ? "dark" : null;
}
function get(value, key2, fallback) {
  if (!isPlainObject(value)) throw new PythonError("AttributeError", `object has no attribute 'get'`);
  return key2 in value ? value[key2] : fallback;
}
function modeFromPreferences(data) {
  const theme = get(get(data, "browser", {}), "theme", {});
  const mode = normalizeColorScheme(get(theme, "color_scheme2", get(theme, "color_scheme", null)));
  const systemTheme = get(get(get(data, "extensions", {}), "theme", {}), "system_theme", null);
  if ([0, "0", false].some((v) => pyEquals(systemTheme, v))) return "light";
  return mode ?? "system";
}
function modeOfFile(content) {
  if (!content || content.length === 0) return void 0;
  try {
    let text2 = pyDecodeUtf8(content);
    if (text2.startsWith("\uFEFF")) text2 = text2.slice(1);
    return modeFromPreferences(pyJsonLoads(text2));
  } catch (error) {
    if (error instanceof PythonError) return void 0;
    throw error;
  }
}
async function pollColorScheme(candidates, read, sleep2) {
  let final = "system";
  for (let round = 0; round < 5; round++) {
    let best;
    for (const path27 of candidates) {
      const mode = modeOfFile(await read(path27));
      if (mode === void 0) continue;
      if (mode === "light" || mode === "dark") {
        best = mode;
        break;
      }
      best ??= mode;
    }
    if (best !== void 0) {
      final = best;
      if (best === "light") return "light";
    }
    await sleep2(1e3);
  }
  return final;
}
var APPEARANCE_PROBE = `() => {
  const low = (s) => String(s || "").toLowerCase();
  const modePaths = ["prefs.browser.theme.color_scheme", "prefs.browser.theme.color_scheme2",
    "prefs.extensions.theme.system_theme"];
  const found = [];
  try {
    const settings = document.querySelector("settings-ui");
    const seen = new Set();
    const visit = (node, where) => {
      if (!node || typeof node !== "object" || seen.has(node)) return;
      seen.add(node);
      if (Object.prototype.hasOwnProperty.call(node, "value")) {
        const name = low(where);
        const v = node.value;
        if (modePaths.includes(name)) {
          if (name.endsWith("extensions.theme.system_theme")) {
            if (v === 0 || v === "0" || v === false) found.push("light");
            if (v === 1 || v === "1" || v === true) found.push("dark");
          } else {
            if (v === 1 || v === "1" || low(v) === "light") found.push("light");
            if (v === 2 || v === "2" || low(v) === "dark") found.push("dark");
            if (v === 0 || v === "0" || ["system", "default", "device"].includes(low(v))) found.push("system");
          }
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, where ? where + "." + key : key);
    };
    visit(settings && settings.prefs ? settings.prefs : null, "prefs");
  } catch (e) {}
  try {
    const roots = [document];
    const addShadowRoots = (root) => {
      for (const element of root.querySelectorAll("*"))
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          addShadowRoots(element.shadowRoot);
        }
    };
    addShadowRoots(document);
    const labels = [];
    for (const root of roots)
      for (const element of root.querySelectorAll('[selected],[checked],[aria-checked="true"],option:checked')) {
        const label = (element.innerText || element.textContent || "").trim();
        if (label) labels.push(label);
      }
    for (const label of labels) {
      const t = low(label);
      if (t.includes("light")) found.push("light");
      else if (t.includes("dark")) found.push("dark");
      else if (t.includes("device") || t.includes("system") || t.includes("default")) found.push("system");
    }
  } catch (e) {}
  for (const mode of ["light", "dark", "system"]) if (found.includes(mode)) return mode;
  return null;
}`;
var APPEARANCE_SCRIPT = `
import base64, json, os, socket, struct, sys, time, urllib.parse, urllib.request
base = "http://127.0.0.1:%d" % int(sys.argv[1])
probe = sys.argv[2]

def http(path, method="GET"):
    with urllib.request.urlopen(urllib.request.Request(base + path, method=method), timeout=10) as answer:
        return json.loads(answer.read(1 << 20))

class Socket:
    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port or 80), timeout=35)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\\r\\nHost: %s\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n"
                           "Sec-WebSocket-Key: %s\\r\\nSec-WebSocket-Version: 13\\r\\n\\r\\n"
                           % (parts.path, parts.netloc, key)).encode())
        head = b""
        while b"\\r\\n\\r\\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise OSError("the DevTools socket closed during the handshake")
            head += chunk
        head, self.buffer = head.split(b"\\r\\n\\r\\n", 1)
        if b" 101" not in head.split(b"\\r\\n")[0]:
            raise OSError("no WebSocket upgrade: %r" % head[:200])
        self.next_id = 0

    def exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise OSError("the DevTools socket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def send_frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        head += bytes([0x80 | n]) if n < 126 else (bytes([0xFE]) + struct.pack(">H", n) if n < 65536
                                                   else bytes([0xFF]) + struct.pack(">Q", n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def message(self):
        data = b""
        while True:
            first, second = self.exact(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self.exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self.exact(8))[0]
            if n > (64 << 20):
                raise OSError("a DevTools message over 64 MiB")
            mask = self.exact(4) if second & 0x80 else None
            payload = self.exact(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise OSError("the DevTools socket was closed")
            if opcode == 9:
                self.send_frame(10, payload)
                continue
            if opcode == 10:
                continue
            data += payload
            if first & 0x80:
                return json.loads(data)

    def call(self, method, params=None, until=None, deadline=None):
        self.next_id += 1
        wanted = self.next_id
        self.send_frame(1, json.dumps({"id": wanted, "method": method, "params": params or {}}).encode())
        answer, seen = None, until is None
        while answer is None or not seen:
            if deadline is not None and time.monotonic() > deadline:
                raise TimeoutError("%s: no %s within 30 s" % (method, until))
            message = self.message()
            if message.get("id") == wanted:
                if "error" in message:
                    raise OSError("%s: %s" % (method, message["error"]))
                answer = message.get("result", {})
            elif until is not None and message.get("method") == until:
                seen = True
        return answer

try:
    http("/json/version")
    try:
        target = http("/json/new?about:blank", "PUT")
    except Exception:
        target = http("/json/new?about:blank")
    page = Socket(target["webSocketDebuggerUrl"])
    page.call("Page.enable")
    navigated = page.call("Page.navigate", {"url": "chrome://settings/appearance"},
                          until="Page.domContentEventFired", deadline=time.monotonic() + 30)
    if navigated.get("errorText"):
        raise OSError("chrome://settings/appearance: %s" % navigated["errorText"])
    time.sleep(2.5)
    evaluated = page.call("Runtime.evaluate", {"expression": "(" + probe + ")()", "returnByValue": True,
                                               "awaitPromise": True})
    if "exceptionDetails" in evaluated:
        raise OSError("the probe raised: %s" % evaluated["exceptionDetails"].get("text"))
    try:
        page.send_frame(8, b"")
    except OSError:
        pass
    print(json.dumps({"mode": evaluated.get("result", {}).get("value")}))
except Exception as error:
    print(json.dumps({"error": "%s: %s" % (type(error).__name__, error)}))
`;
function parseAppearanceAnswer(stdout) {
  try {
    const answer = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
    const mode = answer.mode;
    return mode === "light" || mode === "dark" || mode === "system" ? mode : null;
  } catch {
    return null;
  }
}

// src/osworld/getters/index.ts
function cachePath(context, dest) {
  const file = path8.resolve(context.hostCacheDir, dest);
  if (!file.startsWith(path8.resolve(context.hostCacheDir) + path8.sep))
    throw new ConfigError(`getter destination '${dest}' leaves the task cache folder`);
  return file;
}
function fileList(config) {
  const multi = config.multi === true;
  const paths = multi ? config.path : [config.path];
  const dests = multi ? config.dest : [config.dest];
  const gives = new Set(Array.isArray(config.gives) ? config.gives : [0]);
  return { paths, dests, gives };
}
function oneOrList(items) {
  return items.length === 1 ? items[0] : items;
}
function timeSuffix(format, now = /* @__PURE__ */ new Date()) {
  const pad = (n, w = 2) => String(n).padStart(w, "0");
  const map = {
    Y: String(now.getFullYear()),
    m: pad(now.getMonth() + 1),
    d: pad(now.getDate()),
    H: pad(now.getHours()),
    M: pad(now.getMinutes()),
    S: pad(now.getSeconds()),
    y: pad(now.getFullYear() % 100),
    "%": "%"
  };
  return format.replace(/%([YmdHMSy%])/g, (_, k) => map[k] ?? "");
}
var vm_file = async (config, context) => {
  const { paths, gives } = fileList(config);
  let { dests } = fileList(config);
  if (config.multi !== true && config.time_suffix === true) {
    const format = typeof config.time_format === "string" ? config.time_format : "%Y%m%d_%H%M%S";
    dests = dests.map((d) => {
      const ext = path8.extname(d);
      return `${d.slice(0, d.length - ext.length)}_${timeSuffix(format)}${ext}`;
    });
  }
  const out = [];
  for (let i = 0; i < Math.min(paths.length, dests.length); i++) {
    const local = cachePath(context, dests[i]);
    let ok = false;
    try {
      ok = await context.guest.getFile(paths[i], local);
    } catch (error) {
      context.log(`vm_file: ${paths[i]}: ${error.message}`);
    }
    if (!ok) context.log(`vm_file: ${paths[i]} is not in the desktop (the metric gets None)`);
    if (gives.has(i)) out.push(ok ? local : null);
  }
  return oneOrList(out);
};
var cloud_file = async (config, context) => {
  const { paths, dests, gives } = fileList(config);
  const out = [];
  for (let i = 0; i < Math.min(paths.length, dests.length); i++) {
    const local = cachePath(context, dests[i]);
    if (gives.has(i)) out.push(local);
    if (existsSync3(local)) continue;
    const cached = context.cache.resolve(paths[i], { taskId: context.taskId, fileName: dests[i] });
    await mkdir2(path8.dirname(local), { recursive: true });
    await copyFile(cached, local);
  }
  return oneOrList(out);
};
var cache_file = async (config, context) => {
  const local = cachePath(context, String(config.path));
  if (!existsSync3(local))
    throw new PythonError(
      "AssertionError",
      `cache_file ${String(config.path)} is not in the task cache (an execute step with stdout writes it)`
    );
  return local;
};
var content_from_vm_file = async (config, context) => {
  const local = await vm_file(
    { type: "vm_file", path: config.path, dest: path8.posix.basename(String(config.path)) },
    context
  );
  if (local === null) throw new PythonError("ValueError", `${String(config.path)} could not be fetched`);
  const book = openWorkbook(local);
  return lastRowAsStrings(readExcel(book, book.sheets[0]?.name ?? ""));
};
var commandGetter = (stream) => async (config, context) => {
  const result = await context.guest.execute(config.command, boolish(config.shell));
  return result ? result[stream] : null;
};
var vm_terminal_output = async (_config, context) => context.guest.terminalOutput();
var rule = async (config) => config.rules;
async function guestToday(context) {
  const result = await context.guest.execute(["date", "+%Y-%m-%d"], false);
  const match = result ? /^(\d{4})-(\d{2})-(\d{2})/.exec(result.output.trim()) : null;
  if (!match) return todayIn("UTC");
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
var rule_relativeTime = async (config, context) => {
  const rules = config.rules;
  const now = typeof rules.timezone === "string" && rules.timezone ? todayIn(rules.timezone) : await guestToday(context);
  return resolveRelativeTime(rules, now);
};
var time_diff_range = async (config) => config.diff_range_in_minutes ?? null;
var accessibility_tree = async (_config, context) => context.guest.accessibilityTree();
var shortcuts_on_desktop = async (_config, context) => {
  const desktop = `${context.guest.home}/Desktop`;
  const tree = await context.guest.listDirectory(desktop);
  if (!isPlainObject(tree) || !Array.isArray(tree.children))
    throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const shortcuts = {};
  for (const child2 of tree.children) {
    const name2 = typeof child2.name === "string" ? child2.name : "";
    if (!name2.endsWith(".desktop")) continue;
    const local = cachePath(context, `shortcuts/${name2}`);
    if (!await context.guest.getFile(`${desktop}/${name2}`, local))
      throw new PythonError("AttributeError", "'NoneType' object has no attribute 'decode'");
    shortcuts[name2] = pyDecodeUtf8(await readFile4(local));
  }
  return shortcuts;
};
var active_url_from_accessTree = async (config, context) => activeUrlFromTree(await context.guest.accessibilityTree(), config);
var list_directory = async (config, context) => context.guest.listDirectory(String(config.path));
var vm_screen_size = async (_config, context) => context.guest.screenSize();
var vm_window_size = async (config, context) => context.guest.windowSize(String(config.app_class_name));
var vm_wallpaper = async (config, context) => {
  const local = cachePath(context, String(config.dest));
  const uri = await context.guest.execute(
    ["gsettings", "get", "org.gnome.desktop.background", "picture-uri"],
    false
  );
  const file = uri?.returncode === 0 ? uri.output.trim().replace("file://", "").replaceAll("'", "") : "";
  if (!file || !await context.guest.getFile(file, local)) {
    await mkdir2(path8.dirname(local), { recursive: true });
    await writeFile3(local, "");
  }
  return local;
};
var homeFile = (relative, missing) => (async (config, context) => {
  const local = cachePath(context, String(config.dest));
  const guestPath = `${context.guest.home}/${relative(config)}`;
  if (await context.guest.getFile(guestPath, local)) return local;
  if (missing === "raise")
    throw new PythonError(
      "TypeError",
      `${guestPath} does not exist in the desktop (OSWorld fails writing None)`
    );
  return null;
});
var VIDEO_TYPES = [
  "3gp",
  "3gpp",
  "3gpp2",
  "avi",
  "divx",
  "dv",
  "fli",
  "flv",
  "mp2t",
  "mp4",
  "mp4v-es",
  "mpeg",
  "mpeg-system",
  "msvideo",
  "ogg",
  "quicktime",
  "vnd.divx",
  "vnd.mpegurl",
  "vnd.rn-realvideo",
  "webm",
  "x-anim",
  "x-avi",
  "x-flc",
  "x-fli",
  "x-flv",
  "x-m4v",
  "x-matroska",
  "x-mpeg",
  "x-mpeg-system",
  "x-mpeg2",
  "x-ms-asf",
  "x-ms-asf-plugin",
  "x-ms-asx",
  "x-ms-wm",
  "x-ms-wmv",
  "x-ms-wmx",
  "x-ms-wvx",
  "x-msvideo",
  "x-nsv",
  "x-ogm",
  "x-ogm+ogg",
  "x-theora",
  "x-theora+ogg"
];
var default_video_player = async (_config, context) => {
  const counts = /* @__PURE__ */ new Map();
  for (const type of VIDEO_TYPES) {
    const answer = await context.guest.execute(["xdg-mime", "query", "default", `video/${type}`], false);
    if (answer?.output) counts.set(answer.output, (counts.get(answer.output) ?? 0) + 1);
  }
  let best = "unknown";
  let max = 0;
  for (const [app, n] of counts) if (n > max) [best, max] = [app, n];
  return best;
};
var CHROME_DIR = ".config/google-chrome";
var bookmarks = async (_config, context) => {
  const local = cachePath(context, "Bookmarks");
  if (!await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/Bookmarks`, local))
    return [];
  const text2 = await readFile4(local, "utf8");
  if (!text2) return [];
  return dictGet(pyJsonLoads(text2), "roots", {});
};
var chromeProfile = (getter) => async (_config, context) => {
  const local = cachePath(context, getter.file.replace("/", "-"));
  const present = await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/${getter.file}`, local);
  return readChromeProfile(getter, present ? await readFile4(local) : null);
};
var history = async (config, context) => {
  if (typeof config.dest !== "string") return null;
  const local = cachePath(context, config.dest);
  if (!await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/History`, local))
    return null;
  return historyRows(local);
};
var cookie_data = async (config, context) => {
  if (typeof config.dest !== "string") return null;
  const local = cachePath(context, config.dest);
  if (!await context.guest.getFile(`${context.guest.home}/${CHROME_DIR}/Default/Cookies`, local))
    return null;
  return cookieRows(local);
};
var open_tabs_info = async (_config, context) => context.guest.chromeTabs();
var inSlide = (kind) => async (config, context) => slideMedia(kind, config, {
  hostCacheDir: context.hostCacheDir,
  fetch: async (guestPath, dest) => await vm_file({ type: "vm_file", path: guestPath, dest }, context)
});
var sleep = (ms) => new Promise((resolve2) => setTimeout(resolve2, ms));
var vlc_playing_info = async (config, context) => {
  const local = cachePath(context, String(configKey(config, "dest")));
  const body = vlcStatusBody(await readVlcStatus(context.guest.session), context.log);
  if (body === null) return null;
  await mkdir2(path8.dirname(local), { recursive: true });
  await writeFile3(local, body);
  return local;
};
var vscode_config = async (config, context) => {
  for (const program of vscodeReplayPrograms(configKey(config, "vscode_extension_command")))
    await context.guest.execute(["python", "-c", program], false);
  await sleep(1e3);
  return vm_file(
    { type: "vm_file", path: configKey(config, "path"), dest: configKey(config, "dest") },
    context
  );
};
async function colorScheme(context) {
  const probe = await context.guest.execute(["python3", "-c", PREFERENCES_PROBE], false);
  if (!probe) return "system";
  let candidates;
  try {
    candidates = preferenceCandidates(probe.output, context.guest.home);
  } catch {
    return "system";
  }
  let reads = 0;
  const read = async (guestPath) => {
    const local = cachePath(context, `chrome-color-scheme/Preferences-${++reads}`);
    return await context.guest.getFile(guestPath, local) ? new Uint8Array(await readFile4(local)) : null;
  };
  return pollColorScheme(candidates, read, sleep);
}
var chrome_appearance_mode_ui = async (_config, context) => {
  const run = await context.guest.session.exec(
    ["python3", "-c", APPEARANCE_SCRIPT, "9222", APPEARANCE_PROBE],
    {
      timeoutMs: 6e4
    }
  );
  const mode = run.timedOut ? null : parseAppearanceAnswer(run.stdout);
  if (mode) return mode;
  context.log(
    `chrome_appearance_mode_ui: the settings page did not tell (${run.stdout.trim().slice(0, 300)}); reading Preferences`
  );
  return colorScheme(context);
};
var GETTERS = {
  vm_file,
  cloud_file,
  cache_file,
  content_from_vm_file,
  vm_command_line: commandGetter("output"),
  vm_command_error: commandGetter("error"),
  vm_terminal_output,
  rule,
  rule_relativeTime,
  time_diff_range,
  accessibility_tree,
  list_directory,
  vm_screen_size,
  vm_window_size,
  vm_wallpaper,
  vlc_config: homeFile(() => ".config/vlc/vlcrc", "raise"),
  gimp_config_file: homeFile((c) => `.config/GIMP/2.10/${String(c.file_name)}`, "none"),
  default_video_player,
  bookmarks,
  open_tabs_info,
  vlc_playing_info,
  vscode_config,
  chrome_color_scheme: async (_config, context) => colorScheme(context),
  chrome_appearance_mode_ui,
  history,
  cookie_data,
  active_url_from_accessTree,
  shortcuts_on_desktop,
  audio_in_slide: inSlide("audio"),
  background_image_in_slide: inSlide("background"),
  conference_city_in_order: async (config) => conferenceCityInOrder(config),
  ...Object.fromEntries(Object.entries(CHROME_PROFILE_GETTERS).map(([name2, g]) => [name2, chromeProfile(g)]))
};
async function runGetter(config, context) {
  const getter = GETTERS[config.type];
  if (!getter) throw new ConfigError(`getter '${config.type}' is not supported`);
  return getter(config, context);
}

// src/osworld/metrics/apps.ts
function intToStr(value) {
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && Number.isInteger(value)) return String(value);
  return value;
}
function vlcrcLines(configPath) {
  return pyDecodeUtf8(readBytes(configPath, "vlcrc")).split("\n");
}
function vlcCheck(key2, ruleKey, fallback) {
  return (configPath, rule2) => {
    const lines = vlcrcLines(configPath);
    const expected = intToStr(subscript(rule2, ruleKey));
    let value = fallback;
    for (const line of lines) if (line.includes(`${key2}=`)) value = pyStrip(line.split("=").at(-1));
    return pyEquals(value, expected) ? 1 : 0;
  };
}
var check_qt_bgcone = vlcCheck("qt-bgcone", "expected_qt_bgcone", "1");
var check_qt_max_volume = vlcCheck("qt-max-volume", "expected_qt_max_volume", "125");
var check_qt_minimal_view = vlcCheck("qt-minimal-view", "expected_qt_minimal_view", "0");
var check_one_instance_when_started_from_file = vlcCheck(
  "one-instance-when-started-from-file",
  "expected_one_instance_when_started_from_file",
  "1"
);
var check_play_and_exit = vlcCheck("play-and-exit", "expected_play_and_exit", "0");
function check_qt_slider_colours(configPath, rule2) {
  const lines = vlcrcLines(configPath);
  try {
    let colours = "153;210;153;20;210;20;255;199;15;245;39;29";
    for (const line of lines)
      if (line.includes("qt-slider-colours")) colours = pyStrip(line.split("=").at(-1));
    const type = subscript(rule2, "type");
    if (pyEquals(type, "match"))
      return pyEquals(colours, subscript(rule2, "expected_qt_slider_colours")) ? 1 : 0;
    if (pyEquals(type, "blackish")) {
      const values = colours.split(";").map((x) => Number(pyInt(x)));
      for (let i = 0; i + 2 < values.length; i += 3)
        if (!values.slice(i, i + 3).every((v) => v < 100)) return 0;
      return 1;
    }
    return null;
  } catch {
    return 0;
  }
}
function check_global_key_play_pause(configPath, rule2) {
  const lines = vlcrcLines(configPath);
  const expected = intToStr(subscript(rule2, "expected_global_key_play_pause"));
  let value = "0";
  for (const line of lines)
    if (line.includes("global-key-play-pause=")) value = pyStrip(line.split("=").at(-1)) === "" ? "0" : "1";
  return pyEquals(value, expected) ? 1 : 0;
}
function is_vlc_recordings_folder(configPath, rule2) {
  const lines = vlcrcLines(configPath);
  const expected = subscript(rule2, "recording_file_path");
  for (const line of lines) {
    if (line.startsWith("#") || pyStrip(line) === "") continue;
    if (line.includes("input-record-path"))
      return pyEquals(pyStrip(line.split("=").at(-1)), expected) ? 1 : 0;
  }
  return 0;
}
function is_vlc_fullscreen(windowSize, screenSize) {
  if (windowSize === null || windowSize === void 0 || screenSize === null || screenSize === void 0)
    return 0;
  return pyEquals(subscript(windowSize, "width"), subscript(screenSize, "width")) && pyEquals(subscript(windowSize, "height"), subscript(screenSize, "height")) ? 1 : 0;
}
function check_config_status(configPath, rule2) {
  if (configPath === null || configPath === void 0) return 0;
  const lines = pyFileLines(readText(configPath));
  const item = (items, i) => {
    const at = i < 0 ? items.length + i : i;
    if (at < 0 || at >= items.length) throw new PythonError("IndexError", "list index out of range");
    return items[at];
  };
  for (const line of lines) {
    if (line.startsWith("#") || line === "\n") continue;
    const items = pySplitWhitespace(pyStrip(pyStrip(pyStrip(line), "(", "left"), ")\n", "right"));
    const key2 = subscript(rule2, "key");
    if (typeof key2 === "string") {
      if (item(items, 0) === key2 && pyEquals(item(items, -1), subscript(rule2, "value"))) return 1;
    } else if (Array.isArray(key2) && key2.length === 2) {
      if (pyEquals(item(items, 0), key2[0]) && pyEquals(item(items, 1), key2[1]) && pyEquals(item(items, -1), subscript(rule2, "value")))
        return 1;
    }
  }
  return 0;
}
function is_expected_bookmarks(bookmarks2, rule2) {
  if (!pyTruthy(bookmarks2)) return 0;
  const type = subscript(rule2, "type");
  const bar = () => iterate(subscript(subscript(bookmarks2, "bookmark_bar"), "children"));
  if (pyEquals(type, "bookmark_bar_folders_names")) {
    const names = bar().filter((b) => pyEquals(subscript(b, "type"), "folder")).map((b) => subscript(b, "name"));
    return sameSet(names, iterate(subscript(rule2, "names"))) ? 1 : 0;
  }
  if (pyEquals(type, "bookmark_bar_websites_urls")) {
    const urls = bar().filter((b) => pyEquals(subscript(b, "type"), "url")).map((b) => subscript(b, "url"));
    return sameSet(urls, iterate(subscript(rule2, "urls"))) ? 1 : 0;
  }
  if (pyEquals(type, "liked_authors_websites_urls")) {
    const folder = bar().find(
      (b) => pyEquals(subscript(b, "type"), "folder") && pyEquals(subscript(b, "name"), "Liked Authors")
    );
    if (!folder) return 0;
    const liked = iterate(subscript(folder, "children")).filter((b) => pyEquals(subscript(b, "type"), "url")).map((b) => subscript(b, "url"));
    const alternatives = iterate(subscript(rule2, "urls")).map(
      (u) => typeof u === "string" ? [u] : iterate(u)
    );
    const product = (i, chosen) => i === alternatives.length ? sameSet(chosen, liked) : alternatives[i].some((u) => product(i + 1, [...chosen, u]));
    return product(0, []) ? 1 : 0;
  }
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}
function check_json_settings(actual, expected) {
  if (!pyTruthy(actual)) return 0;
  let data;
  try {
    data = pyJsonLoads(readText(actual));
  } catch {
    return 0;
  }
  const expect = subscript(expected, "expected");
  if (!isPlainObject(expect))
    throw new PythonError(
      "AttributeError",
      `'${Array.isArray(expect) ? "list" : typeof expect}' object has no attribute 'items'`
    );
  for (const [key2, value] of Object.entries(expect)) {
    if (!pyContains(data, key2) || !pyEquals(subscript(data, key2), value)) return 0;
  }
  return 1;
}
function check_json_keybindings(actual, expected) {
  const load = (skipFirstLine) => {
    try {
      const text2 = readText(actual);
      const newline = text2.indexOf("\n");
      return pyJsonLoads(skipFirstLine ? newline < 0 ? "" : text2.slice(newline + 1) : text2);
    } catch {
      return null;
    }
  };
  let data;
  for (const skip of [false, true]) {
    const loaded = load(skip);
    if (Array.isArray(loaded)) {
      data = loaded;
      break;
    }
  }
  if (!Array.isArray(data)) return 0;
  return pyContains(data, subscript(expected, "expected")) ? 1 : 0;
}
function is_extension_installed(actual, rules) {
  const type = subscript(rules, "type");
  if (pyEquals(type, "contain")) return pyContains(actual, subscript(rules, "expected")) ? 1 : 0;
  if (pyEquals(type, "not_contain")) return pyContains(actual, subscript(rules, "expected")) ? 0 : 1;
  throw new PythonError("NotImplementedError", "");
}
function compare_config(actual, rules) {
  if (!pyTruthy(actual)) return 0;
  const text2 = readText(actual);
  return pyEquals(text2, subscript(rules, "expected")) ? 1 : 0;
}
function compare_answer(actual, rules) {
  if (!pyTruthy(actual)) return 0;
  return pyEquals(actual, subscript(rules, "expected")) ? 1 : 0;
}
function compare_result_files(src, tgt) {
  if (!pyTruthy(src) || !pyTruthy(tgt)) return 0;
  const source = pyStrip(readText(src));
  const target = pyStrip(readText(tgt));
  try {
    const targetNumber = pyFloat(target);
    if (source.includes(target)) return 1;
    return Math.abs(pyFloat(source) - targetNumber) < 1e-4 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
    return source === target ? 1 : 0;
  }
}
function is_shortcut_on_desktop(shortcuts, rule2) {
  const type = subscript(rule2, "type");
  if (pyEquals(type, "name") || pyEquals(type, "exec")) {
    const key2 = pyEquals(type, "name") ? "name" : "exec";
    const line = `${key2 === "name" ? "Name=" : "Exec="}${pyStr(subscript(rule2, key2))}
`;
    if (typeof subscript(rule2, key2) !== "string")
      throw new PythonError(
        "TypeError",
        `can only concatenate str (not "${typeof subscript(rule2, key2)}") to str`
      );
    return Object.values(dictItems(shortcuts)).some((content) => pyContains(content, line)) ? 1 : 0;
  }
  throw new PythonError("TypeError", `${pyStr(type)} not support yet!`);
}
function dictItems(value) {
  if (!isPlainObject(value)) throw new PythonError("AttributeError", "the shortcuts are not a dict");
  return value;
}

// src/osworld/metrics/archive.ts
import { mkdirSync as mkdirSync2, mkdtempSync, readdirSync, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir } from "node:os";
import path12 from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
var import_tar_stream = __toESM(require_tar_stream(), 1);

// src/osworld/metrics/docx.ts
import path9 from "node:path";
var W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
var R2 = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var PKG_RELS2 = "http://schemas.openxmlformats.org/package/2006/relationships";
var CT = "http://schemas.openxmlformats.org/package/2006/content-types";
var OFFICE_DOCUMENT = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";
var FOOTER = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer";
var MAIN_TYPES = /* @__PURE__ */ new Set([
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  "application/vnd.ms-word.document.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml",
  "application/vnd.ms-word.template.macroEnabledTemplate.main+xml"
]);
function xmlPart(entries, name2) {
  const data = entries[name2];
  if (!data) throw new PythonError("KeyError", `There is no item named '${name2}' in the archive`);
  return parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError");
}
function relationships(entries, part) {
  const dir = part === "" ? "" : path9.posix.dirname(part) === "." ? "" : path9.posix.dirname(part);
  const name2 = part === "" ? "_rels/.rels" : `${dir ? `${dir}/` : ""}_rels/${path9.posix.basename(part)}.rels`;
  const out = /* @__PURE__ */ new Map();
  if (!entries[name2]) return out;
  for (const rel of elements(xmlPart(entries, name2).documentElement, "Relationship", PKG_RELS2)) {
    if (rel.getAttribute("TargetMode") === "External") continue;
    const target = rel.getAttribute("Target") ?? "";
    const resolved = target.startsWith("/") ? target.slice(1) : path9.posix.normalize(dir ? `${dir}/${target}` : target);
    out.set(rel.getAttribute("Id") ?? "", [rel.getAttribute("Type") ?? "", resolved]);
  }
  return out;
}
function openDocx(file) {
  const data = readBytes(file, "document");
  let entries;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("PackageNotFoundError", `Package not found at '${String(file)}'`);
  }
  const main = [...relationships(entries, "").values()].find(([type]) => type === OFFICE_DOCUMENT)?.[1];
  if (!main) throw new PythonError("KeyError", "no officeDocument relationship");
  const types = xmlPart(entries, "[Content_Types].xml").documentElement;
  const override = elements(types, "Override", CT).find((o) => o.getAttribute("PartName") === `/${main}`);
  const byExtension = elements(types, "Default", CT).find(
    (d) => d.getAttribute("Extension")?.toLowerCase() === path9.posix.extname(main).slice(1).toLowerCase()
  );
  const contentType = (override ?? byExtension)?.getAttribute("ContentType") ?? "";
  if (!MAIN_TYPES.has(contentType))
    throw new PythonError(
      "ValueError",
      `file '${String(file)}' is not a Word file, content type is '${contentType}'`
    );
  const document2 = xmlPart(entries, main).documentElement;
  const body = children2(document2, "body")[0];
  if (!body) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'p_lst'");
  return { body, document: document2, entries, mainPart: main };
}
function children2(node, localName, namespace = W) {
  const out = [];
  for (let child2 = node.firstChild; child2; child2 = child2.nextSibling)
    if (child2.nodeType === 1 && child2.localName === localName && child2.namespaceURI === namespace)
      out.push(child2);
  return out;
}
function elements(node, localName, namespace = W) {
  return Array.from(node.getElementsByTagNameNS(namespace, localName));
}
var paragraphs = (container) => children2(container, "p");
var runs = (paragraph) => children2(paragraph, "r");
var tables = (container) => children2(container, "tbl");
function runText(run) {
  let out = "";
  for (let child2 = run.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType !== 1 || child2.namespaceURI !== W) continue;
    const element2 = child2;
    switch (element2.localName) {
      case "t":
        out += element2.textContent ?? "";
        break;
      case "tab":
      case "ptab":
        out += "	";
        break;
      case "cr":
        out += "\n";
        break;
      case "br": {
        const type = element2.getAttributeNS(W, "type") || "textWrapping";
        if (type === "textWrapping") out += "\n";
        break;
      }
      case "noBreakHyphen":
        out += "-";
        break;
    }
  }
  return out;
}
function paragraphText(paragraph) {
  let out = "";
  for (let child2 = paragraph.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType !== 1 || child2.namespaceURI !== W) continue;
    const element2 = child2;
    if (element2.localName === "r") out += runText(element2);
    else if (element2.localName === "hyperlink") out += runs(element2).map(runText).join("");
  }
  return out;
}
function val(element2) {
  return element2 && element2.hasAttributeNS(W, "val") ? element2.getAttributeNS(W, "val") : null;
}
function tableGrid(table) {
  const rows = children2(table, "tr");
  const columns = children2(children2(table, "tblGrid")[0] ?? table, "gridCol").length;
  const cells = [];
  for (const row of rows)
    for (const tc of children2(row, "tc")) {
      const tcPr = children2(tc, "tcPr")[0];
      const span = Number(val(tcPr ? children2(tcPr, "gridSpan")[0] : void 0) ?? 1) || 1;
      const vMergeElement = tcPr ? children2(tcPr, "vMerge")[0] : void 0;
      const vMerge2 = vMergeElement ? val(vMergeElement) ?? "continue" : null;
      for (let i = 0; i < span; i++) {
        if (vMerge2 === "continue") {
          const above = cells[cells.length - columns];
          if (above === void 0) throw new PythonError("IndexError", "list index out of range");
          cells.push(above);
        } else cells.push(i > 0 ? cells.at(-1) : tc);
      }
    }
  const tcAt = (row, col) => {
    const tc = cells[col + row * columns];
    if (!tc) throw new PythonError("IndexError", "list index out of range");
    return tc;
  };
  return {
    rows: rows.length,
    columns,
    cell: (row, col) => paragraphs(tcAt(row, col)).map(paragraphText).join("\n"),
    tc: tcAt
  };
}
function alignment(paragraph) {
  const pPr = children2(paragraph, "pPr")[0];
  return val(pPr ? children2(pPr, "jc")[0] : void 0);
}
function lineSpacing(paragraph) {
  const pPr = children2(paragraph, "pPr")[0];
  const spacing = pPr ? children2(pPr, "spacing")[0] : void 0;
  if (!spacing || !spacing.hasAttributeNS(W, "line")) return null;
  const twips = twipsToEmu(spacing.getAttributeNS(W, "line"));
  const rule2 = spacing.getAttributeNS(W, "lineRule") || "auto";
  return rule2 === "auto" ? twips / 152400 : twips;
}
function twipsToEmu(text2) {
  const units = {
    mm: 36e3,
    cm: 36e4,
    in: 914400,
    pt: 12700,
    pc: 152400,
    pi: 152400
  };
  const measure2 = /^(-?[0-9]+(?:\.[0-9]+)?)(mm|cm|in|pt|pc|pi)$/.exec(text2);
  if (measure2) return Math.trunc(Number(measure2[1]) * units[measure2[2]]);
  if (!/^-?\d+$/.test(text2))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: '${text2}'`);
  return Number(text2) * 635;
}
function fontName(run) {
  const rPr = children2(run, "rPr")[0];
  const fonts = rPr ? children2(rPr, "rFonts")[0] : void 0;
  return fonts && fonts.hasAttributeNS(W, "ascii") ? fonts.getAttributeNS(W, "ascii") : null;
}
function subscript2(run) {
  const rPr = children2(run, "rPr")[0];
  const vertAlign = val(rPr ? children2(rPr, "vertAlign")[0] : void 0);
  if (vertAlign === null) return null;
  return vertAlign === "subscript";
}
function footerFirstLines(docx) {
  const sections = [
    ...paragraphs(docx.body).flatMap((p) => {
      const pPr = children2(p, "pPr")[0];
      return pPr ? children2(pPr, "sectPr") : [];
    }),
    ...children2(docx.body, "sectPr")
  ];
  const rels = relationships(docx.entries, docx.mainPart);
  const out = [];
  let previous;
  for (const section of sections) {
    const reference = children2(section, "footerReference").find(
      (f) => (f.getAttributeNS(W, "type") || "default") === "default"
    );
    let text2;
    if (reference) {
      const target = rels.get(reference.getAttributeNS(R2, "id") ?? "");
      if (!target || target[0] !== FOOTER) throw new PythonError("KeyError", "footer relationship not found");
      const footer = xmlPart(docx.entries, target[1]).documentElement;
      const first2 = paragraphs(footer)[0];
      text2 = first2 ? paragraphText(first2) : "";
    } else text2 = previous ?? "";
    previous = text2;
    out.push(text2);
  }
  return out;
}
function runXmlContains(run, needle) {
  return run.toString().includes(needle);
}
function onOff(run, name2) {
  const rPr = children2(run, "rPr")[0];
  const element2 = rPr ? children2(rPr, name2)[0] : void 0;
  if (!element2) return null;
  const value = element2.hasAttributeNS(W, "val") ? element2.getAttributeNS(W, "val") : null;
  return value === null || !["0", "false", "off"].includes(value);
}
function fontSizePt(run) {
  const rPr = children2(run, "rPr")[0];
  const value = val(rPr ? children2(rPr, "sz")[0] : void 0);
  return value === null ? null : Number(value) / 2;
}
function tableCells(table) {
  const grid = tableGrid(table);
  const out = [];
  for (let r = 0; r < grid.rows; r++) for (let c = 0; c < grid.columns; c++) out.push(grid.tc(r, c));
  return out;
}

// src/osworld/metrics/odf.ts
var import_saxes = __toESM(require_saxes(), 1);

// src/osworld/metrics/odf-grammar.ts
var ODF_NS = {
  anim: "urn:oasis:names:tc:opendocument:xmlns:animation:1.0",
  chart: "urn:oasis:names:tc:opendocument:xmlns:chart:1.0",
  config: "urn:oasis:names:tc:opendocument:xmlns:config:1.0",
  dc: "http://purl.org/dc/elements/1.1/",
  dr3d: "urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0",
  draw: "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0",
  fo: "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
  form: "urn:oasis:names:tc:opendocument:xmlns:form:1.0",
  loext: "urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0",
  manifest: "urn:oasis:names:tc:opendocument:xmlns:manifest:1.0",
  meta: "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
  number: "urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0",
  office: "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
  presentation: "urn:oasis:names:tc:opendocument:xmlns:presentation:1.0",
  script: "urn:oasis:names:tc:opendocument:xmlns:script:1.0",
  smil: "urn:oasis:names:tc:opendocument:xmlns:smil-compatible:1.0",
  style: "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
  svg: "urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0",
  table: "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
  text: "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
  xlink: "http://www.w3.org/1999/xlink",
  xml: "http://www.w3.org/XML/1998/namespace"
};
var ODF_CONVERTERS = {
  NCName: ["draw:name@*", "style:name@*", "text:list-id@*", "xml:id@*"],
  boolean: [
    "chart:automatic-content@*",
    "chart:auto-position@*",
    "chart:auto-size@*",
    "chart:connect-bars@*",
    "chart:data-label-symbol@*",
    "chart:data-label-text@*",
    "chart:deep@*",
    "chart:display-equation@*",
    "chart:display-label@*",
    "chart:display-r-square@*",
    "chart:error-lower-indicator@*",
    "chart:error-upper-indicator@*",
    "chart:group-bars-per-axis@*",
    "chart:include-hidden-cells@*",
    "chart:japanese-candle-stick@*",
    "chart:lines@*",
    "chart:link-data-style-to-source@*",
    "chart:logarithmic@*",
    "chart:mean-value@*",
    "chart:percentage@*",
    "chart:reverse-direction@*",
    "chart:right-angled-axes@*",
    "chart:scale-text@*",
    "chart:sort-by-x-values@*",
    "chart:stacked@*",
    "chart:text-overlap@*",
    "chart:three-dimensional@*",
    "chart:tick-marks-major-inner@*",
    "chart:tick-marks-major-outer@*",
    "chart:tick-marks-minor-inner@*",
    "chart:tick-marks-minor-outer@*",
    "chart:vertical@*",
    "chart:visible@*",
    "dr3d:close-back@*",
    "dr3d:close-front@*",
    "dr3d:enabled@*",
    "dr3d:lighting-mode@*",
    "dr3d:specular@*",
    "draw:auto-grow-height@*",
    "draw:auto-grow-width@*",
    "draw:caption-fit-line-length@*",
    "draw:color-inversion@*",
    "draw:concentric-gradient-fill-allowed@*",
    "draw:extrusion-allowed@*",
    "draw:extrusion@*",
    "draw:extrusion-color@*",
    "draw:extrusion-first-light-harsh@*",
    "draw:extrusion-light-face@*",
    "draw:extrusion-metal@*",
    "draw:extrusion-second-light-harsh@*",
    "draw:fill-hatch-solid@*",
    "draw:fit-to-contour@*",
    "draw:frame-display-border@*",
    "draw:frame-display-scrollbar@*",
    "draw:handle-mirror-horizontal@*",
    "draw:handle-mirror-vertical@*",
    "draw:handle-switched@*",
    "draw:marker-end-center@*",
    "draw:marker-start-center@*",
    "draw:may-script@*",
    "draw:mirror-horizontal@*",
    "draw:mirror-vertical@*",
    "draw:parallel@*",
    "draw:protected@*",
    "draw:recreate-on-edit@*",
    "draw:show-unit@*",
    "draw:text-path-allowed@*",
    "draw:text-path@*",
    "draw:text-path-same-letter-heights@*",
    "fo:hyphenate@*",
    "form:allow-deletes@*",
    "form:allow-inserts@*",
    "form:allow-updates@*",
    "form:apply-design-mode@*",
    "form:apply-filter@*",
    "form:auto-complete@*",
    "form:automatic-focus@*",
    "form:convert-empty-to-null@*",
    "form:current-selected@*",
    "form:default-button@*",
    "form:disabled@*",
    "form:dropdown@*",
    "form:escape-processing@*",
    "form:focus-on-click@*",
    "form:ignore-result@*",
    "form:is-tristate@*",
    "form:multi-line@*",
    "form:multiple@*",
    "form:printable@*",
    "form:readonly@*",
    "form:repeat@*",
    "form:selected@*",
    "form:spin-button@*",
    "form:tab-stop@*",
    "form:toggle@*",
    "form:validation@*",
    "loext:contextual-spacing@*",
    "number:automatic-order@*",
    "number:grouping@*",
    "number:possessive-form@*",
    "number:textual@*",
    "number:truncate-on-overflow@*",
    "office:automatic-update@*",
    "office:boolean-value@*",
    "office:display@*",
    "office:process-content@*",
    "office:server-map@*",
    "presentation:background-objects-visible@*",
    "presentation:background-visible@*",
    "presentation:display-date-time@*",
    "presentation:display-footer@*",
    "presentation:display-header@*",
    "presentation:display-page-number@*",
    "presentation:endless@*",
    "presentation:force-manual@*",
    "presentation:full-screen@*",
    "presentation:mouse-as-pen@*",
    "presentation:mouse-visible@*",
    "presentation:placeholder@*",
    "presentation:play-full@*",
    "presentation:show-end-of-presentation-slide@*",
    "presentation:show-logo@*",
    "presentation:start-with-navigator@*",
    "presentation:stay-on-top@*",
    "presentation:user-transformed@*",
    "smil:autoReverse@*",
    "style:auto-text-indent@*",
    "style:auto-update@*",
    "style:display@*",
    "style:dynamic-spacing@*",
    "style:editable@*",
    "style:flow-with-text@*",
    "style:font-independent-line-spacing@*",
    "style:join-border@*",
    "style:justify-single-word@*",
    "style:layout-grid-display@*",
    "style:layout-grid-print@*",
    "style:layout-grid-ruby-below@*",
    "style:layout-grid-snap-to@*",
    "style:layout-grid-standard-mode@*",
    "style:letter-kerning@*",
    "style:may-break-between-rows@*",
    "style:num-letter-sync@*",
    "style:print-content@*",
    "style:protect@style:section-properties",
    "style:register-true@*",
    "style:repeat-content@*",
    "style:shrink-to-fit@*",
    "style:snap-to-layout-grid@*",
    "style:text-blinking@*",
    "style:text-outline@*",
    "style:use-optimal-column-width@*",
    "style:use-optimal-row-height@*",
    "style:use-window-font-color@*",
    "style:volatile@*",
    "style:wrap-contour@*",
    "style:writing-mode-automatic@*",
    "table:add-empty-lines@*",
    "table:allow-empty-cell@*",
    "table:automatic-find-labels@*",
    "table:bind-styles-to-content@*",
    "table:contains-error@*",
    "table:contains-header@*",
    "table:copy-back@*",
    "table:copy-formulas@*",
    "table:copy-styles@*",
    "table:display-border@*",
    "table:display@*",
    "table:display-duplicates@*",
    "table:display-filter-buttons@*",
    "table:drill-down-on-double-click@*",
    "table:enabled@*",
    "table:execute@*",
    "table:has-persistent-data@*",
    "table:identify-categories@*",
    "table:ignore-empty-rows@*",
    "table:is-active@*",
    "table:is-selection@*",
    "table:is-sub-table@*",
    "table:link-to-source-data@*",
    "table:marked-invalid@*",
    "table:matrix-covered@*",
    "table:on-update-keep-size@*",
    "table:on-update-keep-styles@*",
    "table:page-breaks-on-group-change@*",
    "table:parse-sql-statement@*",
    "table:precision-as-shown@*",
    "table:print@*",
    "table:protect@*",
    "table:protected@*",
    "table:search-criteria-must-apply-to-whole-cell@*",
    "table:show-details@*",
    "table:show-filter-button@*",
    "table:structure-protected@*",
    "table:table-background@*",
    "table:track-changes@*",
    "table:use-banding-columns-styles@*",
    "table:use-banding-rows-styles@*",
    "table:use-first-column-styles@*",
    "table:use-first-row-styles@*",
    "table:use-last-column-styles@*",
    "table:use-last-row-styles@*",
    "table:use-regular-expressions@*",
    "table:use-wildcards@*",
    "text:active@*",
    "text:alphabetical-separators@*",
    "text:animation-start-inside@*",
    "text:animation-stop-inside@*",
    "text:capitalize-entries@*",
    "text:combine-entries@*",
    "text:combine-entries-with-dash@*",
    "text:combine-entries-with-pp@*",
    "text:comma-separated@*",
    "text:consecutive-numbering@*",
    "text:continue-numbering@*",
    "text:copy-outline-levels@*",
    "text:count-empty-lines@*",
    "text:count-in-text-boxes@*",
    "text:current-value@*",
    "text:dont-balance-text-columns@*",
    "text:fixed@*",
    "text:global@*",
    "text:ignore-case@*",
    "text:is-hidden@*",
    "text:is-list-header@*",
    "text:line-break@*",
    "text:main-entry@*",
    "text:number-lines@*",
    "text:numbered-entries@*",
    "text:protected@*",
    "text:relative-tab-stop-position@*",
    "text:restart-numbering@*",
    "text:restart-on-page@*",
    "text:sort-ascending@*",
    "text:sort-by-position@*",
    "text:track-changes@*",
    "text:use-caption@*",
    "text:use-chart-objects@*",
    "text:use-draw-objects@*",
    "text:use-floating-frames@*",
    "text:use-graphics@*",
    "text:use-index-marks@*",
    "text:use-index-source-styles@*",
    "text:use-keys-as-entries@*",
    "text:use-math-objects@*",
    "text:use-objects@*",
    "text:use-other-objects@*",
    "text:use-outline-level@*",
    "text:use-soft-page-breaks@*",
    "text:use-spreadsheet-objects@*",
    "text:use-tables@*"
  ],
  configtype: ["config:type@*"],
  data_source_has_labels: ["chart:data-source-has-labels@*"],
  draw_aspect: ["draw:draw-aspect@*"],
  family: ["style:family@*"],
  language: [
    "number:rfc-language-tag@*",
    "style:rfc-language-tag@*",
    "style:rfc-language-tag-asian@*",
    "style:rfc-language-tag-complex@*",
    "table:rfc-language-tag@*"
  ],
  legend_position: ["chart:legend-position@*"],
  length: [
    "dr3d:depth@*",
    "dr3d:distance@*",
    "dr3d:focal-length@*",
    "draw:caption-line-length@*",
    "draw:corner-radius@*",
    "draw:end-guide@*",
    "draw:guide-overhang@*",
    "draw:marker-end-width@*",
    "draw:marker-start-width@*",
    "draw:shadow-offset-x@*",
    "draw:shadow-offset-y@*",
    "draw:start-guide@*",
    "fo:column-gap@*",
    "fo:end-indent@*",
    "fo:min-height@*",
    "fo:page-height@*",
    "fo:page-width@*",
    "fo:space-after@*",
    "fo:space-before@*",
    "fo:start-indent@*",
    "style:distance-after-sep@*",
    "style:distance-before-sep@*",
    "style:distance@*",
    "style:font-size-rel-asian@*",
    "style:font-size-rel@*",
    "style:font-size-rel-complex@*",
    "style:footnote-max-height@*",
    "style:layout-grid-base-height@*",
    "style:layout-grid-base-width@*",
    "style:layout-grid-ruby-height@*",
    "style:line-spacing@*",
    "style:position@style:tab-stop",
    "style:wrap-dynamic-threshold@*",
    "svg:height@*",
    "svg:r@*",
    "svg:rx@*",
    "svg:ry@*",
    "svg:stroke-width@*",
    "svg:width@*",
    "svg:x@*",
    "svg:y@*",
    "table:end-x@*",
    "table:end-y@*",
    "text:animation-steps@*",
    "text:list-tab-stop-position@*"
  ],
  lengthorpercent: [
    "draw:distance@*",
    "draw:dots1-length@*",
    "draw:dots2-length@*",
    "draw:fill-image-height@*",
    "draw:fill-image-width@*",
    "svg:x1@*",
    "svg:x2@*",
    "svg:y1@*",
    "svg:y2@*"
  ],
  list_linkage_type: ["form:list-linkage-type@*"],
  major_minor: ["chart:class@chart:grid"],
  metavaluetype: ["meta:value-type@*"],
  namespacedToken: ["chart:class@*", "draw:engine@*", "form:control-implementation@*"],
  percent: ["chart:hole-size@*"],
  points: ["draw:points@*"],
  rowOrCol: [
    "table:first-row-end-column@*",
    "table:first-row-start-column@*",
    "table:last-row-end-column@*",
    "table:last-row-start-column@*"
  ],
  string: ["style:name@style:font-face"],
  stroke_linecap: ["svg:stroke-linecap@*"],
  textnoteclass: ["text:note-class@*"],
  viewbox: ["svg:viewBox@*"],
  xlinkshow: ["xlink:show@*"],
  xlinktype: ["xlink:type@*"]
};
var ODF_NAME_ATTRIBUTE = {
  "anim:name": ["anim:param"],
  "chart:name": ["chart:axis"],
  "config:name": [
    "config:config-item",
    "config:config-item-map-entry",
    "config:config-item-map-indexed",
    "config:config-item-map-named",
    "config:config-item-set"
  ],
  "style:name": [
    "number:boolean-style",
    "number:currency-style",
    "number:date-style",
    "number:number-style",
    "number:percentage-style",
    "number:text-style",
    "number:time-style",
    "style:font-face",
    "style:master-page",
    "style:page-layout",
    "style:presentation-page-layout",
    "style:style",
    "text:list-style",
    "text:outline-style"
  ],
  "office:name": [
    "draw:a",
    "draw:area-circle",
    "draw:area-polygon",
    "draw:area-rectangle",
    "office:annotation-end",
    "office:dde-source",
    "text:a",
    "text:dde-connection-decl"
  ],
  "draw:name": [
    "draw:caption",
    "draw:circle",
    "draw:connector",
    "draw:control",
    "draw:custom-shape",
    "draw:ellipse",
    "draw:equation",
    "draw:fill-image",
    "draw:frame",
    "draw:g",
    "draw:gradient",
    "draw:hatch",
    "draw:layer",
    "draw:line",
    "draw:marker",
    "draw:measure",
    "draw:opacity",
    "draw:page",
    "draw:page-thumbnail",
    "draw:param",
    "draw:path",
    "draw:polygon",
    "draw:polyline",
    "draw:rect",
    "draw:regular-polygon",
    "draw:stroke-dash",
    "office:annotation",
    "svg:linearGradient",
    "svg:radialGradient"
  ],
  "form:name": [
    "form:button",
    "form:checkbox",
    "form:column",
    "form:combobox",
    "form:date",
    "form:file",
    "form:fixed-text",
    "form:form",
    "form:formatted-text",
    "form:frame",
    "form:generic-control",
    "form:grid",
    "form:hidden",
    "form:image",
    "form:image-frame",
    "form:listbox",
    "form:number",
    "form:password",
    "form:radio",
    "form:text",
    "form:textarea",
    "form:time",
    "form:value-range"
  ],
  "meta:name": ["meta:user-defined"],
  "presentation:name": [
    "presentation:date-time-decl",
    "presentation:footer-decl",
    "presentation:header-decl",
    "presentation:show"
  ],
  "svg:name": ["svg:font-face-name"],
  "table:name": [
    "table:cell-range-source",
    "table:content-validation",
    "table:data-pilot-group",
    "table:data-pilot-group-member",
    "table:data-pilot-member",
    "table:data-pilot-table",
    "table:database-range",
    "table:named-expression",
    "table:named-range",
    "table:operation",
    "table:source-service",
    "table:table",
    "table:table-template"
  ],
  "text:name": [
    "text:alphabetical-index",
    "text:bibliography",
    "text:bookmark",
    "text:bookmark-end",
    "text:bookmark-start",
    "text:execute-macro",
    "text:illustration-index",
    "text:index-title",
    "text:object-index",
    "text:reference-mark",
    "text:reference-mark-end",
    "text:reference-mark-start",
    "text:section",
    "text:sequence",
    "text:sequence-decl",
    "text:table-index",
    "text:table-of-content",
    "text:user-defined",
    "text:user-field-decl",
    "text:user-field-get",
    "text:user-field-input",
    "text:user-index",
    "text:variable-decl",
    "text:variable-get",
    "text:variable-input",
    "text:variable-set"
  ]
};
var ODF_BACKGROUND_COLOR_ATTRIBUTE = {
  "fo:background-color": [
    "style:graphic-properties",
    "style:header-footer-properties",
    "style:page-layout-properties",
    "style:paragraph-properties",
    "style:section-properties",
    "style:table-cell-properties",
    "style:table-properties",
    "style:table-row-properties",
    "style:text-properties"
  ]
};
var ODF_KNOWN_ELEMENTS = [
  "anim:animate",
  "anim:animateColor",
  "anim:animateMotion",
  "anim:animateTransform",
  "anim:audio",
  "anim:command",
  "anim:iterate",
  "anim:par",
  "anim:param",
  "anim:seq",
  "anim:set",
  "anim:transitionFilter",
  "chart:axis",
  "chart:categories",
  "chart:chart",
  "chart:data-label",
  "chart:data-point",
  "chart:domain",
  "chart:equation",
  "chart:error-indicator",
  "chart:floor",
  "chart:footer",
  "chart:grid",
  "chart:label-separator",
  "chart:legend",
  "chart:mean-value",
  "chart:plot-area",
  "chart:regression-curve",
  "chart:series",
  "chart:stock-gain-marker",
  "chart:stock-loss-marker",
  "chart:stock-range-line",
  "chart:subtitle",
  "chart:symbol-image",
  "chart:title",
  "chart:wall",
  "config:config-item",
  "config:config-item-map-entry",
  "config:config-item-map-indexed",
  "config:config-item-map-named",
  "config:config-item-set",
  "dc:creator",
  "dc:date",
  "dc:description",
  "dc:language",
  "dc:subject",
  "dc:title",
  "dr3d:cube",
  "dr3d:extrude",
  "dr3d:light",
  "dr3d:rotate",
  "dr3d:scene",
  "dr3d:sphere",
  "draw:a",
  "draw:applet",
  "draw:area-circle",
  "draw:area-polygon",
  "draw:area-rectangle",
  "draw:caption",
  "draw:circle",
  "draw:connector",
  "draw:contour-path",
  "draw:contour-polygon",
  "draw:control",
  "draw:custom-shape",
  "draw:ellipse",
  "draw:enhanced-geometry",
  "draw:equation",
  "draw:fill-image",
  "draw:floating-frame",
  "draw:frame",
  "draw:g",
  "draw:glue-point",
  "draw:gradient",
  "draw:handle",
  "draw:hatch",
  "draw:image",
  "draw:image-map",
  "draw:layer",
  "draw:layer-set",
  "draw:line",
  "draw:marker",
  "draw:measure",
  "draw:object",
  "draw:object-ole",
  "draw:opacity",
  "draw:page",
  "draw:page-thumbnail",
  "draw:param",
  "draw:path",
  "draw:plugin",
  "draw:polygon",
  "draw:polyline",
  "draw:rect",
  "draw:regular-polygon",
  "draw:stroke-dash",
  "draw:text-box",
  "form:button",
  "form:checkbox",
  "form:column",
  "form:combobox",
  "form:connection-resource",
  "form:date",
  "form:file",
  "form:fixed-text",
  "form:form",
  "form:formatted-text",
  "form:frame",
  "form:generic-control",
  "form:grid",
  "form:hidden",
  "form:image",
  "form:image-frame",
  "form:item",
  "form:list-property",
  "form:list-value",
  "form:listbox",
  "form:number",
  "form:option",
  "form:password",
  "form:properties",
  "form:property",
  "form:radio",
  "form:text",
  "form:textarea",
  "form:time",
  "form:value-range",
  "manifest:algorithm",
  "manifest:encryption-data",
  "manifest:file-entry",
  "manifest:key-derivation",
  "manifest:manifest",
  "meta:auto-reload",
  "meta:creation-date",
  "meta:date-string",
  "meta:document-statistic",
  "meta:editing-cycles",
  "meta:editing-duration",
  "meta:generator",
  "meta:hyperlink-behaviour",
  "meta:initial-creator",
  "meta:keyword",
  "meta:print-date",
  "meta:printed-by",
  "meta:template",
  "meta:user-defined",
  "number:am-pm",
  "number:boolean",
  "number:boolean-style",
  "number:currency-style",
  "number:currency-symbol",
  "number:date-style",
  "number:day",
  "number:day-of-week",
  "number:embedded-text",
  "number:era",
  "number:fraction",
  "number:hours",
  "number:minutes",
  "number:month",
  "number:number",
  "number:number-style",
  "number:percentage-style",
  "number:quarter",
  "number:scientific-number",
  "number:seconds",
  "number:text",
  "number:text-content",
  "number:text-style",
  "number:time-style",
  "number:week-of-year",
  "number:year",
  "office:annotation",
  "office:annotation-end",
  "office:automatic-styles",
  "office:binary-data",
  "office:body",
  "office:change-info",
  "office:chart",
  "office:dde-source",
  "office:document",
  "office:document-content",
  "office:document-meta",
  "office:document-settings",
  "office:document-styles",
  "office:drawing",
  "office:event-listeners",
  "office:font-face-decls",
  "office:forms",
  "office:image",
  "office:master-styles",
  "office:meta",
  "office:presentation",
  "office:script",
  "office:scripts",
  "office:settings",
  "office:spreadsheet",
  "office:styles",
  "office:text",
  "presentation:animation-group",
  "presentation:animations",
  "presentation:date-time",
  "presentation:date-time-decl",
  "presentation:dim",
  "presentation:event-listener",
  "presentation:footer",
  "presentation:footer-decl",
  "presentation:header",
  "presentation:header-decl",
  "presentation:hide-shape",
  "presentation:hide-text",
  "presentation:notes",
  "presentation:placeholder",
  "presentation:play",
  "presentation:settings",
  "presentation:show",
  "presentation:show-shape",
  "presentation:show-text",
  "presentation:sound",
  "script:event-listener",
  "style:background-image",
  "style:chart-properties",
  "style:column",
  "style:column-sep",
  "style:columns",
  "style:default-page-layout",
  "style:default-style",
  "style:drawing-page-properties",
  "style:drop-cap",
  "style:font-face",
  "style:footer",
  "style:footer-left",
  "style:footer-style",
  "style:footnote-sep",
  "style:graphic-properties",
  "style:handout-master",
  "style:header",
  "style:header-footer-properties",
  "style:header-left",
  "style:header-style",
  "style:list-level-label-alignment",
  "style:list-level-properties",
  "style:map",
  "style:master-page",
  "style:page-layout",
  "style:page-layout-properties",
  "style:paragraph-properties",
  "style:presentation-page-layout",
  "style:region-center",
  "style:region-left",
  "style:region-right",
  "style:ruby-properties",
  "style:section-properties",
  "style:style",
  "style:tab-stop",
  "style:tab-stops",
  "style:table-cell-properties",
  "style:table-column-properties",
  "style:table-properties",
  "style:table-row-properties",
  "style:text-properties",
  "svg:definition-src",
  "svg:desc",
  "svg:font-face-format",
  "svg:font-face-name",
  "svg:font-face-src",
  "svg:font-face-uri",
  "svg:linearGradient",
  "svg:radialGradient",
  "svg:stop",
  "svg:title",
  "table:background",
  "table:body",
  "table:calculation-settings",
  "table:cell-address",
  "table:cell-content-change",
  "table:cell-content-deletion",
  "table:cell-range-source",
  "table:change-deletion",
  "table:change-track-table-cell",
  "table:consolidation",
  "table:content-validation",
  "table:content-validations",
  "table:covered-table-cell",
  "table:cut-offs",
  "table:data-pilot-display-info",
  "table:data-pilot-field",
  "table:data-pilot-field-reference",
  "table:data-pilot-group",
  "table:data-pilot-group-member",
  "table:data-pilot-groups",
  "table:data-pilot-layout-info",
  "table:data-pilot-level",
  "table:data-pilot-member",
  "table:data-pilot-members",
  "table:data-pilot-sort-info",
  "table:data-pilot-subtotal",
  "table:data-pilot-subtotals",
  "table:data-pilot-table",
  "table:data-pilot-tables",
  "table:database-range",
  "table:database-ranges",
  "table:database-source-query",
  "table:database-source-sql",
  "table:database-source-table",
  "table:dde-link",
  "table:dde-links",
  "table:deletion",
  "table:deletions",
  "table:dependencies",
  "table:dependency",
  "table:desc",
  "table:detective",
  "table:error-macro",
  "table:error-message",
  "table:even-columns",
  "table:even-rows",
  "table:filter",
  "table:filter-and",
  "table:filter-condition",
  "table:filter-or",
  "table:filter-set-item",
  "table:first-column",
  "table:first-row",
  "table:help-message",
  "table:highlighted-range",
  "table:insertion",
  "table:insertion-cut-off",
  "table:iteration",
  "table:label-range",
  "table:label-ranges",
  "table:last-column",
  "table:last-row",
  "table:movement",
  "table:movement-cut-off",
  "table:named-expression",
  "table:named-expressions",
  "table:named-range",
  "table:null-date",
  "table:odd-columns",
  "table:odd-rows",
  "table:operation",
  "table:previous",
  "table:scenario",
  "table:shapes",
  "table:sort",
  "table:sort-by",
  "table:sort-groups",
  "table:source-cell-range",
  "table:source-range-address",
  "table:source-service",
  "table:subtotal-field",
  "table:subtotal-rule",
  "table:subtotal-rules",
  "table:table",
  "table:table-cell",
  "table:table-column",
  "table:table-column-group",
  "table:table-columns",
  "table:table-header-columns",
  "table:table-header-rows",
  "table:table-row",
  "table:table-row-group",
  "table:table-rows",
  "table:table-source",
  "table:table-template",
  "table:target-range-address",
  "table:title",
  "table:tracked-changes",
  "text:a",
  "text:alphabetical-index",
  "text:alphabetical-index-auto-mark-file",
  "text:alphabetical-index-entry-template",
  "text:alphabetical-index-mark",
  "text:alphabetical-index-mark-end",
  "text:alphabetical-index-mark-start",
  "text:alphabetical-index-source",
  "text:author-initials",
  "text:author-name",
  "text:bibliography",
  "text:bibliography-configuration",
  "text:bibliography-entry-template",
  "text:bibliography-mark",
  "text:bibliography-source",
  "text:bookmark",
  "text:bookmark-end",
  "text:bookmark-ref",
  "text:bookmark-start",
  "text:change",
  "text:change-end",
  "text:change-start",
  "text:changed-region",
  "text:chapter",
  "text:conditional-text",
  "text:creation-date",
  "text:creation-time",
  "text:creator",
  "text:database-display",
  "text:database-name",
  "text:database-next",
  "text:database-row-number",
  "text:database-row-select",
  "text:date",
  "text:dde-connection",
  "text:dde-connection-decl",
  "text:dde-connection-decls",
  "text:deletion",
  "text:description",
  "text:editing-cycles",
  "text:editing-duration",
  "text:execute-macro",
  "text:expression",
  "text:file-name",
  "text:format-change",
  "text:h",
  "text:hidden-paragraph",
  "text:hidden-text",
  "text:illustration-index",
  "text:illustration-index-entry-template",
  "text:illustration-index-source",
  "text:index-body",
  "text:index-entry-bibliography",
  "text:index-entry-chapter",
  "text:index-entry-link-end",
  "text:index-entry-link-start",
  "text:index-entry-page-number",
  "text:index-entry-span",
  "text:index-entry-tab-stop",
  "text:index-entry-text",
  "text:index-source-style",
  "text:index-source-styles",
  "text:index-title",
  "text:index-title-template",
  "text:initial-creator",
  "text:insertion",
  "text:keywords",
  "text:line-break",
  "text:linenumbering-configuration",
  "text:linenumbering-separator",
  "text:list",
  "text:list-header",
  "text:list-item",
  "text:list-level-style-bullet",
  "text:list-level-style-image",
  "text:list-level-style-number",
  "text:list-style",
  "text:measure",
  "text:meta",
  "text:meta-field",
  "text:modification-date",
  "text:modification-time",
  "text:note",
  "text:note-body",
  "text:note-citation",
  "text:note-continuation-notice-backward",
  "text:note-continuation-notice-forward",
  "text:note-ref",
  "text:notes-configuration",
  "text:number",
  "text:numbered-paragraph",
  "text:object-count",
  "text:object-index",
  "text:object-index-entry-template",
  "text:object-index-source",
  "text:outline-level-style",
  "text:outline-style",
  "text:p",
  "text:page",
  "text:page-continuation",
  "text:page-number",
  "text:page-sequence",
  "text:page-variable-get",
  "text:page-variable-set",
  "text:placeholder",
  "text:print-date",
  "text:print-time",
  "text:printed-by",
  "text:reference-mark",
  "text:reference-mark-end",
  "text:reference-mark-start",
  "text:ruby",
  "text:ruby-base",
  "text:ruby-text",
  "text:s",
  "text:script",
  "text:section",
  "text:section-source",
  "text:sender-city",
  "text:sender-company",
  "text:sender-country",
  "text:sender-email",
  "text:sender-fax",
  "text:sender-firstname",
  "text:sender-initials",
  "text:sender-lastname",
  "text:sender-phone-private",
  "text:sender-phone-work",
  "text:sender-position",
  "text:sender-postal-code",
  "text:sender-state-or-province",
  "text:sender-street",
  "text:sender-title",
  "text:sequence",
  "text:sequence-decl",
  "text:sequence-decls",
  "text:sequence-ref",
  "text:sheet-name",
  "text:soft-page-break",
  "text:sort-key",
  "text:span",
  "text:subject",
  "text:tab",
  "text:table-formula",
  "text:table-index",
  "text:table-index-entry-template",
  "text:table-index-source",
  "text:table-of-content",
  "text:table-of-content-entry-template",
  "text:table-of-content-source",
  "text:template-name",
  "text:text-input",
  "text:time",
  "text:title",
  "text:toc-mark",
  "text:toc-mark-end",
  "text:toc-mark-start",
  "text:tracked-changes",
  "text:user-defined",
  "text:user-field-decl",
  "text:user-field-decls",
  "text:user-field-get",
  "text:user-field-input",
  "text:user-index",
  "text:user-index-entry-template",
  "text:user-index-mark",
  "text:user-index-mark-end",
  "text:user-index-mark-start",
  "text:user-index-source",
  "text:variable-decl",
  "text:variable-decls",
  "text:variable-get",
  "text:variable-input",
  "text:variable-set"
];

// src/osworld/metrics/odf.ts
var TEXT_NS = ODF_NS.text;
var OFFICE_NS = ODF_NS.office;
var STYLE_NS = ODF_NS.style;
var MANIFEST_NS = ODF_NS.manifest;
var XMLNS_NS = "http://www.w3.org/2000/xmlns/";
var key = (ns, local) => `${ns ?? ""} ${local}`;
function element(ns, local, parent = null) {
  return { kind: "element", ns, local, attributes: /* @__PURE__ */ new Map(), children: [], parent };
}
var PREFIX_OF = new Map(Object.entries(ODF_NS).map(([prefix, uri]) => [uri, prefix]));
var qualified = (ns, local) => `${PREFIX_OF.get(ns ?? "") ?? "?"}:${local}`;
var KNOWN_ELEMENTS = new Set(ODF_KNOWN_ELEMENTS);
var CONVERTERS = new Map(
  Object.entries(ODF_CONVERTERS).flatMap(([name2, entries]) => entries.map((e) => [e, name2]))
);
var ENUMS = {
  configtype: ["boolean", "short", "int", "long", "double", "string", "datetime", "base64Binary"],
  data_source_has_labels: ["none", "row", "column", "both"],
  draw_aspect: ["content", "thumbnail", "icon", "print-view"],
  family: [
    "text",
    "paragraph",
    "section",
    "ruby",
    "table",
    "table-column",
    "table-row",
    "table-cell",
    "graphic",
    "presentation",
    "drawing-page",
    "chart"
  ],
  legend_position: ["start", "end", "top", "bottom", "top-start", "bottom-start", "top-end", "bottom-end"],
  list_linkage_type: ["selection", "selection-indices"],
  major_minor: ["major", "minor"],
  metavaluetype: ["float", "date", "time", "boolean", "string"],
  rowOrCol: ["row", "column"],
  stroke_linecap: ["butt", "square", "round"],
  textnoteclass: ["footnote", "endnote"],
  xlinkshow: ["new", "replace", "embed"],
  xlinktype: ["simple"]
};
var PATTERNS = {
  language: /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*/,
  length: /^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)((cm)|(mm)|(in)|(pt)|(pc)|(px))/,
  percent: /^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)%/,
  namespacedToken: /^[0-9a-zA-Z_]+:[0-9a-zA-Z._-]+/,
  points: /^-?[0-9]+,-?[0-9]+([ ]+-?[0-9]+,-?[0-9]+)*/,
  viewbox: /^-?[0-9]+([ ]+-?[0-9]+){3}\n?$/
};
function convertAttribute(attribute2, elementName, value) {
  const converter = CONVERTERS.get(`${attribute2}@${elementName}`) ?? CONVERTERS.get(`${attribute2}@*`);
  const reject = () => {
    throw new PythonError("ValueError", `'${value}' not allowed for ${attribute2} in <${elementName}>`);
  };
  switch (converter) {
    case void 0:
    case "string":
      return value;
    case "NCName":
      return value.replaceAll(":", "_3a_").replaceAll(" ", "_20_");
    case "boolean": {
      const lower = value.toLowerCase();
      if (["0", "false", "no"].includes(lower)) return "false";
      if (["1", "true", "yes"].includes(lower)) return "true";
      return reject();
    }
    case "lengthorpercent":
      if (!PATTERNS.length.test(value) && !PATTERNS.percent.test(value)) reject();
      return value;
    default: {
      const pattern = PATTERNS[converter];
      if (pattern) {
        if (!pattern.test(value)) reject();
        return value;
      }
      const allowed = ENUMS[converter];
      if (!allowed) throw new Error(`no port of odfpy's converter ${converter}`);
      if (!allowed.includes(value)) reject();
      return value;
    }
  }
}
function odfGetAttribute(node, name2) {
  if (node.kind === "text")
    throw new PythonError("AttributeError", "'Text' object has no attribute 'getAttribute'");
  const elementName = qualified(node.ns, node.local);
  const table = name2 === "name" ? ODF_NAME_ATTRIBUTE : name2 === "backgroundcolor" ? ODF_BACKGROUND_COLOR_ATTRIBUTE : { "text:style-name": ["text:span"] };
  for (const [attribute2, elements2] of Object.entries(table))
    if (elements2.includes(elementName)) {
      const [prefix, local] = attribute2.split(":");
      return node.attributes.get(key(ODF_NS[prefix], local)) ?? null;
    }
  if (!KNOWN_ELEMENTS.has(elementName))
    throw new PythonError("AttributeError", "Unable to get simple attribute - use (namespace, localpart)");
  throw new PythonError("ValueError", `'${name2}' is not in list`);
}
var TRIGGERS = new Set(
  [
    "automatic-styles",
    "body",
    "font-face-decls",
    "master-styles",
    "meta",
    "scripts",
    "settings",
    "styles"
  ].map((local) => key(OFFICE_NS, local))
);
var OdfBuilder = class {
  tops = /* @__PURE__ */ new Map();
  automaticStyles;
  byType = /* @__PURE__ */ new Map();
  styles = /* @__PURE__ */ new Set();
  renamed = /* @__PURE__ */ new Map();
  constructor() {
    const root = element(OFFICE_NS, "document");
    for (const local of [
      "meta",
      "scripts",
      "font-face-decls",
      "settings",
      "styles",
      "automatic-styles",
      "master-styles",
      "body"
    ]) {
      const top = element(OFFICE_NS, local, root);
      root.children.push(top);
      this.tops.set(key(OFFICE_NS, local), top);
      this.cache(top);
    }
    this.automaticStyles = this.tops.get(key(OFFICE_NS, "automatic-styles"));
  }
  elementsOfType(ns, local) {
    return this.byType.get(key(ns, local)) ?? [];
  }
  /** OpenDocument.build_caches, as addElement calls it on each new element. */
  cache(e) {
    const k = key(e.ns, e.local);
    const list = this.byType.get(k);
    if (list) list.push(e);
    else this.byType.set(k, [e]);
    if (k === key(STYLE_NS, "style")) {
      const nameKey = key(STYLE_NS, "name");
      let name2 = e.attributes.get(nameKey);
      const parent = e.parent ? key(e.parent.ns, e.parent.local) : "";
      if (name2 !== void 0 && (parent === key(OFFICE_NS, "styles") || parent === key(OFFICE_NS, "automatic-styles"))) {
        if (this.styles.has(name2)) {
          const newName = `M${name2}`;
          this.renamed.set(name2, newName);
          name2 = newName;
          e.attributes.set(nameKey, name2);
        }
        this.styles.add(name2);
      }
    }
    const refKey = key(TEXT_NS, "style-name");
    const ref = e.attributes.get(refKey);
    if (ref !== void 0 && this.renamed.has(ref)) e.attributes.set(refKey, this.renamed.get(ref));
  }
  /** One part through odfpy's LoadParser; a SAX error ends the part, keeping what was built. */
  loadPart(xml2, part) {
    let parse2 = false;
    let data = [];
    let parent;
    let current = null;
    const addText = (to, text2) => {
      if (!to) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'addText'");
      to.children.push({ kind: "text", data: text2 });
    };
    const parser = new import_saxes.SaxesParser({ xmlns: true });
    parser.on("text", (text2) => {
      if (parse2) data.push(text2);
    });
    parser.on("cdata", (text2) => {
      if (parse2) data.push(text2);
    });
    parser.on("opentag", (tag) => {
      const ns = tag.uri === "" ? null : tag.uri;
      const k = key(ns, tag.local);
      if (TRIGGERS.has(k)) parse2 = true;
      if (part !== "styles.xml" && k === key(OFFICE_NS, "font-face-decls")) parse2 = false;
      if (!parse2) return;
      const content = data.join("");
      if (content) {
        addText(parent, content);
        data = [];
      }
      let e = element(ns, tag.local);
      const elementName = qualified(ns, tag.local);
      for (const attribute2 of Object.values(tag.attributes)) {
        if (attribute2.uri === XMLNS_NS || attribute2.prefix === "" && attribute2.local === "xmlns") continue;
        const attributeNs = attribute2.uri === "" ? null : attribute2.uri;
        e.attributes.set(
          key(attributeNs, attribute2.local),
          convertAttribute(qualified(attributeNs, attribute2.local), elementName, attribute2.value)
        );
      }
      current = e;
      const top = this.tops.get(k);
      if (TRIGGERS.has(k) && k !== key(OFFICE_NS, "font-face-decls") && top) e = top;
      else if (k === key(OFFICE_NS, "font-face-decls") && part === "styles.xml") e = this.tops.get(k);
      else if (parent !== void 0) {
        if (!parent)
          throw new PythonError("AttributeError", "'NoneType' object has no attribute 'addElement'");
        e.parent = parent;
        parent.children.push(e);
        this.cache(e);
      }
      parent = e;
    });
    parser.on("closetag", (tag) => {
      if (!parse2) return;
      const text2 = data.join("");
      if (text2) addText(current, text2);
      data = [];
      if (!current)
        throw new PythonError("AttributeError", "'NoneType' object has no attribute 'parentNode'");
      current = current.parent;
      parent = current;
      if (TRIGGERS.has(key(tag.uri === "" ? null : tag.uri, tag.local))) parse2 = false;
    });
    try {
      parser.write(xml2).close();
    } catch (error) {
      if (error instanceof PythonError) throw error;
    }
  }
};
function fixXmlPart(xml2) {
  let result = xml2;
  for (const prefix of ["meta", "config", "dc", "style", "svg", "fo", "draw", "table", "form"]) {
    if (xml2.includes(` xmlns:${prefix}`)) continue;
    const at = result.indexOf(" xmlns:");
    if (at < 0) continue;
    result = `${result.slice(0, at)} xmlns:${prefix}="urn:oasis:names:tc:opendocument:xmlns:${prefix}:1.0"${result.slice(at)}`;
  }
  return result;
}
function utf8(bytes, part) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new PythonError("UnicodeDecodeError", `'utf-8' codec can't decode ${part}`);
  }
}
function manifestEntries(xml2) {
  const entries = /* @__PURE__ */ new Map();
  const parser = new import_saxes.SaxesParser({ xmlns: true });
  parser.on("opentag", (tag) => {
    if (tag.uri !== MANIFEST_NS || tag.local !== "file-entry") return;
    const attribute2 = (local) => Object.values(tag.attributes).find((a) => a.uri === MANIFEST_NS && a.local === local)?.value;
    entries.set(attribute2("full-path") ?? null, attribute2("media-type") ?? "application/octet-stream");
  });
  try {
    parser.write(xml2.replace(/^\ufeff/, "")).close();
  } catch (error) {
    throw new PythonError("SAXParseException", `META-INF/manifest.xml: ${error.message}`);
  }
  return entries;
}
var XML_PARTS = ["settings.xml", "meta.xml", "content.xml", "styles.xml"];
function loadOdf(file) {
  const data = readBytes(file, "document");
  let zip;
  try {
    zip = unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  const read = (name2) => {
    const bytes = zip[name2];
    if (!bytes) throw new PythonError("KeyError", `There is no item named '${name2}' in the archive`);
    return bytes;
  };
  const manifest = manifestEntries(utf8(read("META-INF/manifest.xml"), "META-INF/manifest.xml"));
  const doc = new OdfBuilder();
  const parts = (builder, prefix) => {
    for (const name2 of XML_PARTS.map((p) => prefix + p)) {
      if (!manifest.has(name2) || !zip[name2]) continue;
      const xml2 = fixXmlPart(utf8(zip[name2], name2));
      (builder ?? new OdfBuilder()).loadPart(xml2.replace(/^\ufeff/, ""), name2);
    }
  };
  parts(doc, "");
  for (const [entry] of manifest) {
    if (entry === null) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const length = [...entry].length;
    if (entry.startsWith("Pictures/") && length > 9) read(entry);
    else if (entry === "Thumbnails/thumbnail.png") read(entry);
    else if (XML_PARTS.includes(entry)) continue;
    else if (entry.startsWith("Object ") && length < 11 && entry.endsWith("/")) parts(null, entry);
    else if (entry.startsWith("Object ")) continue;
    else if (entry === "") throw new PythonError("IndexError", "string index out of range");
    else if (!entry.endsWith("/")) read(entry);
  }
  return doc;
}

// src/osworld/metrics/docs.ts
function openBoth(a, b) {
  try {
    return [openDocx(a), openDocx(b)];
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
function openBothOdt(a, b) {
  try {
    return [loadOdf(a), loadOdf(b)];
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
function odtParagraphTexts(doc) {
  return doc.elementsOfType(TEXT_NS, "p").map((paragraph) => {
    const parts = [];
    for (const node of paragraph.children)
      if (node.kind === "text") parts.push(node.data);
      else if (node.ns === TEXT_NS && node.local === "span") {
        for (const child2 of node.children) if (child2.kind === "text") parts.push(child2.data);
      }
    return parts.join("");
  });
}
function openOne(a) {
  try {
    return openDocx(a);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
var texts = (docx) => paragraphs(docx.body).map(paragraphText);
var collapse = (paragraphsText) => pyStrip(pythonSub("\\s+", " ", paragraphsText.join("\n")));
var sortedTexts = (items) => [...items].sort((a, b) => {
  const x = Array.from(a, (c) => c.codePointAt(0));
  const y = Array.from(b, (c) => c.codePointAt(0));
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
});
function endsWith(value, suffix) {
  if (typeof value !== "string")
    throw new PythonError(
      "AttributeError",
      `'${value === null ? "NoneType" : typeof value}' object has no attribute 'endswith'`
    );
  return value.endsWith(suffix);
}
function compare_docx_files(file1, file2, options = {}) {
  const ignoreBlanks = pyTruthy(dictGet(options, "ignore_blanks", true));
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const ignoreOrder = pyTruthy(dictGet(options, "ignore_order", false));
  const contentOnly = pyTruthy(dictGet(options, "content_only", false));
  const fuzzy = pyTruthy(dictGet(options, "fuzzy_match", false));
  const deleteEmpty = pyTruthy(dictGet(options, "delete_empty_lines", false));
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  let p1;
  let p2;
  if (endsWith(file1, ".docx") && endsWith(file2, ".docx")) {
    const docs = openBoth(file1, file2);
    if (!docs) return 0;
    p1 = texts(docs[0]);
    p2 = texts(docs[1]);
    if (ignoreOrder) {
      p1 = sortedTexts(p1);
      p2 = sortedTexts(p2);
    }
    if (deleteEmpty) {
      p1 = p1.filter((p) => pyStrip(p) !== "");
      p2 = p2.filter((p) => pyStrip(p) !== "");
    }
  } else if (endsWith(file1, ".odt") && endsWith(file2, ".odt")) {
    const docs = openBothOdt(file1, file2);
    if (!docs) return 0;
    p1 = odtParagraphTexts(docs[0]);
    p2 = odtParagraphTexts(docs[1]);
    if (ignoreOrder) {
      p1 = sortedTexts(p1);
      p2 = sortedTexts(p2);
    }
    if (deleteEmpty) {
      p1 = p1.filter((p) => pyStrip(p) !== "");
      p2 = p2.filter((p) => pyStrip(p) !== "");
    }
  } else return 0;
  const lower = (t) => ignoreCase ? t.toLowerCase() : t;
  if (contentOnly) return fuzzRatio(lower(collapse(p1)), lower(collapse(p2))) / 100;
  if (ignoreBlanks) {
    const t1 = lower(collapse(p1));
    const t2 = lower(collapse(p2));
    if (fuzzy) return fuzzRatio(t1, t2) / 100;
    return t1 === t2 ? 1 : 0;
  }
  if (p1.length !== p2.length) return 0;
  if (fuzzy) {
    if (p1.length === 0) return 1;
    let total = 0;
    p1.forEach((a, i) => total += fuzzRatio(lower(a), lower(p2[i])) / 100);
    return total / p1.length;
  }
  return p1.every((a, i) => lower(a) === lower(p2[i])) ? 1 : 0;
}
function compare_init_lines(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const [a, b] = docs.map(texts);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return 0;
  return 1;
}
function compare_docx_lines(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const lines = (d) => texts(d).map((t) => pyStrip(t)).filter((t) => t !== "");
  return sameSet(lines(docs[0]), lines(docs[1])) ? 1 : 0;
}
function compare_docx_files_and_ignore_new_lines(file1, file2, options = {}) {
  const ignoreBlanks = pyTruthy(dictGet(options, "ignore_blanks", true));
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!(endsWith(file1, ".docx") && endsWith(file2, ".docx"))) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const [a, b] = docs.map((d) => texts(d).filter((t) => t !== ""));
  if (ignoreBlanks) return collapse(a) === collapse(b) ? 1 : 0;
  if (a.length !== b.length) return 0;
  return a.every((t, i) => t === b[i]) ? 1 : 0;
}
function compare_docx_tables(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const t1 = tables(docs[0].body);
  const t2 = tables(docs[1].body);
  if (t1.length !== t2.length) return 0;
  for (let k = 0; k < t1.length; k++) {
    const a = tableGrid(t1[k]);
    const b = tableGrid(t2[k]);
    if (a.rows !== b.rows || a.columns !== b.columns) return 0;
    for (let i = 0; i < a.rows; i++)
      for (let j = 0; j < a.columns; j++) if (pyStrip(a.cell(i, j)) !== pyStrip(b.cell(i, j))) return 0;
  }
  return 1;
}
function compare_line_spacing(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  const a = paragraphs(docs[0].body);
  const b = paragraphs(docs[1].body);
  if (a.length !== b.length) return 0;
  return a.every((p, i) => pyEquals(lineSpacing(p), lineSpacing(b[i]))) ? 1 : 0;
}
function runPairs(a, b) {
  const pa = paragraphs(a.body);
  const pb = paragraphs(b.body);
  const pairs = [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const ra = runs(pa[i]);
    const rb = runs(pb[i]);
    for (let j = 0; j < Math.min(ra.length, rb.length); j++) pairs.push([ra[j], rb[j]]);
  }
  return pairs;
}
function compare_insert_equation(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  return runPairs(...docs).some(
    ([x, y]) => elements(x, "object").length > 0 && elements(y, "object").length > 0
  ) ? 1 : 0;
}
function compare_font_names(file, rules) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const expected = subscript(rules, "font_name");
  for (const p of paragraphs(doc.body))
    for (const r of runs(p)) if (!pyEquals(fontName(r), expected)) return 0;
  return 1;
}
function compare_subscript_contains(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  return runPairs(...docs).some(([x, y]) => subscript2(x) === true && subscript2(y) === true) ? 1 : 0;
}
function has_page_numbers_in_footers(file) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const text2 of footerFirstLines(doc)) if (!/[\p{Nd}²³¹⁰⁴-⁹₀-₉]/u.test(text2)) return 0;
  return 1;
}
function is_first_line_centered(file) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const first2 = paragraphs(doc.body)[0];
  if (!first2) throw new PythonError("IndexError", "list index out of range");
  return alignment(first2) === "center" ? 1 : 0;
}
function contains_page_break(file, rules) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  let expected;
  try {
    expected = subscript(rules, "page_break_count");
  } catch {
    expected = null;
  }
  let count = 0;
  for (const p of paragraphs(doc.body))
    for (const r of runs(p))
      for (const br of elements(r, "br"))
        if (br.hasAttributeNS(W, "type") && br.getAttributeNS(W, "type") === "page") count++;
  if (expected !== null && !pyEquals(count, expected)) return 0;
  return count > 0 ? 1 : 0;
}
function compare_contains_image(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const docs = openBoth(file1, file2);
  if (!docs) return 0;
  for (const [x, y] of runPairs(...docs))
    if (runXmlContains(x, "graphicData") !== runXmlContains(y, "graphicData")) return 0;
  return 1;
}
function evaluate_strike_through_last_paragraph(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const doc = openOne(file1);
  if (!doc) return 0;
  const last = paragraphs(doc.body).at(-1);
  if (!last) throw new PythonError("IndexError", "list index out of range");
  return runs(last).every((r) => onOff(r, "strike") === true) ? 1 : 0;
}
function isUpper(text2) {
  return new RegExp("\\p{Lu}", "u").test(text2) && !/[\p{Ll}\p{Lt}]/u.test(text2);
}
function evaluate_conversion(file) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const table of tables(doc.body))
    for (const cell of tableCells(table))
      for (const p of paragraphs(cell)) for (const r of runs(p)) if (isUpper(runText(r))) return 0;
  for (const p of paragraphs(doc.body)) for (const r of runs(p)) if (isUpper(runText(r))) return 0;
  return 1;
}
function evaluate_spacing(file) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  const paras = paragraphs(doc.body);
  const at = (i) => {
    const p = paras[i];
    if (!p) throw new PythonError("IndexError", "list index out of range");
    return lineSpacing(p);
  };
  const [intro, body, conclusion] = [at(0), at(1), at(2)];
  return pyEquals(intro, 1) && pyEquals(body, 2) && pyEquals(conclusion, 1.5) ? 1 : 0;
}
function check_italic_font_size_14(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  const doc = openOne(file1);
  if (!doc) return 0;
  for (const p of paragraphs(doc.body))
    for (const r of runs(p)) if (onOff(r, "i") === true && fontSizePt(r) !== 14) return 0;
  return 1;
}
function evaluate_alignment(file) {
  if (!pyTruthy(file)) return 0;
  const doc = openOne(file);
  if (!doc) return 0;
  for (const p of paragraphs(doc.body))
    for (const sentence of paragraphText(p).split(".")) {
      const words = pySplitWhitespace(pyStrip(sentence));
      if (words.length < 3) continue;
      const first2 = words.slice(0, 3).join(" ");
      const second = words.slice(3).join(" ");
      if (!(sentence.includes(first2) && sentence.includes(second) && sentence.indexOf(first2) < sentence.indexOf(second)))
        return 0;
    }
  return 1;
}

// src/osworld/metrics/general.ts
var import_xmldom2 = __toESM(require_lib(), 1);
var import_xpath = __toESM(require_xpath(), 1);

// src/osworld/python-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var BOOL = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
var FLOAT = /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
var INT = /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
var NULL = /^(?:~|null|Null|NULL|)$/;
var TIMESTAMP = /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/;
var TAG = "tag:yaml.org,2002:";
function resolvePlain(text2) {
  if (BOOL.test(text2)) return "bool";
  if (FLOAT.test(text2)) return "float";
  if (INT.test(text2)) return "int";
  if (text2 === "<<") return "merge";
  if (NULL.test(text2)) return "null";
  if (TIMESTAMP.test(text2)) return "timestamp";
  if (text2 === "=") return "value";
  return "str";
}
function sexagesimal(text2) {
  let value = 0;
  for (const part of text2.split(":")) value = value * 60 + Number(part);
  return value;
}
function constructInt(raw) {
  let text2 = raw.replace(/_/g, "");
  let sign = 1n;
  if (text2[0] === "-" || text2[0] === "+") {
    if (text2[0] === "-") sign = -1n;
    text2 = text2.slice(1);
  }
  let big;
  if (text2 === "0") big = 0n;
  else if (text2.startsWith("0b")) big = BigInt(`0b${text2.slice(2)}`);
  else if (text2.startsWith("0x")) big = BigInt(`0x${text2.slice(2)}`);
  else if (text2.startsWith("0")) big = BigInt(`0o${text2.slice(1)}`);
  else if (text2.includes(":")) big = BigInt(sexagesimal(text2));
  else big = BigInt(text2);
  const value = sign * big;
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
function constructFloat(raw) {
  let text2 = raw.replace(/_/g, "").toLowerCase();
  let sign = 1;
  if (text2[0] === "-" || text2[0] === "+") {
    if (text2[0] === "-") sign = -1;
    text2 = text2.slice(1);
  }
  if (text2 === ".inf") return sign * Infinity;
  if (text2 === ".nan") return NaN;
  if (text2.includes(":")) return sign * sexagesimal(text2);
  return sign * Number(text2);
}
function constructTimestamp(text2) {
  const date = /^(\d{4})-(\d\d?)-(\d\d?)$/.exec(text2);
  if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  const m = /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?$/.exec(
    text2
  );
  const ms = Number(((m[7] ?? "") + "000").slice(0, 3));
  let time = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
    ms
  );
  if (m[9]) time -= (m[9] === "-" ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) * 6e4;
  return new Date(time);
}
function constructorError(message) {
  return new PythonError("ConstructorError", message);
}
function scalarValue(text2, tag) {
  switch (tag) {
    case "bool":
      return ["yes", "true", "on"].includes(text2.toLowerCase());
    case "float":
      return constructFloat(text2);
    case "int":
      return constructInt(text2);
    case "null":
      return null;
    case "timestamp":
      return constructTimestamp(text2);
    case "str":
      return text2;
    case "merge":
      return "<<";
    default:
      throw constructorError(`could not determine a constructor for the tag '${TAG}${tag}'`);
  }
}
function explicitTag(node) {
  const tag = node.tag;
  if (!tag) return void 0;
  if (tag.startsWith(TAG)) return tag.slice(TAG.length);
  return tag;
}
function convert(node, ctx) {
  if (node === null || node === void 0) return null;
  if ((0, import_yaml.isAlias)(node)) throw constructorError("unresolved alias");
  const tag = explicitTag(node);
  if ((0, import_yaml.isScalar)(node)) {
    const text2 = String(node.value ?? "");
    if (tag === void 0) return scalarValue(text2, node.type === "PLAIN" ? resolvePlain(text2) : "str");
    if (["str", "int", "float", "bool", "null", "timestamp"].includes(tag)) {
      if (tag !== "str" && resolvePlain(text2) !== tag && !(tag === "float" && INT.test(text2)))
        throw constructorError(`invalid ${tag} value '${text2}'`);
      return scalarValue(text2, tag);
    }
    if (tag === "binary") return Buffer.from(text2.replace(/\s/g, ""), "base64").toString("latin1");
    throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
  }
  if ((0, import_yaml.isSeq)(node)) {
    if (tag !== void 0 && tag !== "seq")
      throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
    return node.items.map((item) => resolve(item, ctx));
  }
  if ((0, import_yaml.isMap)(node)) {
    if (tag !== void 0 && tag !== "map" && tag !== "set")
      throw constructorError(`could not determine a constructor for the tag '${node.tag}'`);
    const out = new PyDict();
    const merged = [];
    const own = [];
    for (const pair2 of node.items) {
      const keyNode = pair2.key;
      const isMerge = (0, import_yaml.isScalar)(keyNode) && keyNode.type === "PLAIN" && keyNode.value === "<<" && !keyNode.tag;
      const value = resolve(pair2.value, ctx);
      if (isMerge && tag !== "set") {
        const sources = Array.isArray(value) ? value : [value];
        for (const source of sources) {
          if (source instanceof PyDict) merged.push(source.items);
          else if (isPlainObject(source)) merged.push(Object.entries(source));
          else throw constructorError("expected a mapping or list of mappings for merging");
        }
        continue;
      }
      const key2 = resolve(keyNode, ctx);
      if (Array.isArray(key2) || isPlainObject(key2) || key2 instanceof PyDict || key2 instanceof PySet)
        throw constructorError("found unhashable key");
      own.push([key2, value]);
    }
    if (tag === "set") return new PySet(own.map(([key2]) => key2));
    for (const items of merged.reverse()) for (const [key2, value] of items) out.set(key2, value);
    for (const [key2, value] of own) out.set(key2, value);
    return out.simplified();
  }
  throw constructorError("unknown node");
}
function resolve(node, ctx) {
  if (node && (0, import_yaml.isAlias)(node)) {
    const target = node.resolve(ctx.doc);
    if (!target) throw new PythonError("ComposerError", `found undefined alias '${node.source}'`);
    if (!ctx.anchors.has(target)) ctx.anchors.set(target, convert(target, ctx));
    return ctx.anchors.get(target);
  }
  const value = convert(node, ctx);
  if (node) ctx.anchors.set(node, value);
  return value;
}
function pyYamlSafeLoad(text2) {
  const docs = import_yaml.default.parseAllDocuments(text2, {
    schema: "failsafe",
    merge: false,
    uniqueKeys: false,
    version: "1.1",
    prettyErrors: false
  });
  const list = Array.isArray(docs) ? docs : [docs];
  if (list.length === 0) return null;
  for (const doc2 of list)
    if (doc2.errors.length > 0) throw new PythonError("ScannerError", doc2.errors[0].message.split("\n")[0]);
  if (list.length > 1)
    throw new PythonError(
      "ComposerError",
      "expected a single document in the stream, but found another document"
    );
  const doc = list[0];
  return resolve(doc.contents, { doc, anchors: /* @__PURE__ */ new Map() });
}

// src/osworld/python-literal.ts
function pyLiteralEval(source) {
  if (source.includes("\0"))
    throw new PythonError("SyntaxError", "source code string cannot contain null bytes");
  const parser = new LiteralParser(source.replace(/^[ \t]+/, ""));
  return parser.parseAll();
}
var OPENERS = { "(": ")", "[": "]", "{": "}" };
function syntaxError(message) {
  return new PythonError("SyntaxError", message);
}
var COMPLEX_REFUSED = () => new PythonError("NotSupported", "complex numbers are not among the values desktest's metrics compute with");
function notSupported(what) {
  return new PythonError(
    "NotSupported",
    `${what} is Python that eval() computes but ast.literal_eval does not: desktest decodes literals only`
  );
}
var Tokenizer = class {
  constructor(src) {
    this.src = src;
  }
  src;
  pos = 0;
  depth = 0;
  atLineStart = true;
  sawContent = false;
  next() {
    for (; ; ) {
      const src = this.src;
      if (this.pos >= src.length) return { kind: "end" };
      const ch = src[this.pos];
      if (ch === " " || ch === "	" || ch === "\f") {
        if (this.atLineStart && this.depth === 0 && this.sawContent) {
          const rest = /^[ \t\f]*(#[^\r\n]*)?(\r\n|\r|\n|$)/.exec(src.slice(this.pos));
          if (!rest) throw new PythonError("IndentationError", "unexpected indent");
        }
        this.pos++;
        continue;
      }
      if (ch === "#") {
        while (this.pos < src.length && src[this.pos] !== "\n" && src[this.pos] !== "\r") this.pos++;
        continue;
      }
      if (ch === "\\") {
        const nl = /^\\(\r\n|\r|\n)/.exec(src.slice(this.pos));
        if (!nl) throw syntaxError("unexpected character after line continuation character");
        this.pos += nl[0].length;
        if (this.pos >= src.length) throw syntaxError("unexpected EOF while parsing");
        continue;
      }
      if (ch === "\n" || ch === "\r") {
        this.pos += src.startsWith("\r\n", this.pos) ? 2 : 1;
        if (this.depth > 0 || !this.sawContent || this.atLineStart) {
          this.atLineStart = this.depth === 0;
          continue;
        }
        this.atLineStart = true;
        return { kind: "newline" };
      }
      this.atLineStart = false;
      this.sawContent = true;
      const prefixed = /^([rRbBuUfF]{0,2})(['"])/.exec(src.slice(this.pos));
      if (prefixed && isStringPrefix(prefixed[1])) return this.string(prefixed[1].toLowerCase());
      if (/[0-9]/.test(ch) || ch === "." && /[0-9]/.test(src[this.pos + 1] ?? "")) return this.number();
      const name2 = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_]*/u.exec(src.slice(this.pos));
      if (name2) {
        this.pos += name2[0].length;
        return { kind: "name", value: name2[0] };
      }
      const op = /^(\*\*|\/\/|<<|>>|<=|>=|==|!=|->|:=|[-+*/%@&|^~<>()[\]{},:.;=])/.exec(src.slice(this.pos));
      if (!op) throw syntaxError(`invalid character '${String.fromCodePoint(src.codePointAt(this.pos))}'`);
      this.pos += op[0].length;
      if (OPENERS[op[0]]) this.depth++;
      else if (")]}".includes(op[0])) {
        if (this.depth === 0) throw syntaxError(`unmatched '${op[0]}'`);
        this.depth--;
      }
      return { kind: "op", value: op[0] };
    }
  }
  string(prefix) {
    const src = this.src;
    this.pos += prefix.length;
    const quote = src.startsWith(src[this.pos].repeat(3), this.pos) ? src[this.pos].repeat(3) : src[this.pos];
    this.pos += quote.length;
    const raw = prefix.includes("r");
    const bytes = prefix.includes("b");
    let body = "";
    for (; ; ) {
      if (this.pos >= src.length)
        throw syntaxError(
          quote.length === 3 ? "unterminated triple-quoted string literal" : "unterminated string literal"
        );
      if (src.startsWith(quote, this.pos)) {
        this.pos += quote.length;
        break;
      }
      const ch = src[this.pos];
      if (ch === "\\") {
        const next = src[this.pos + 1];
        if (next === void 0) continue;
        const pair2 = src.startsWith("\r\n", this.pos + 1) ? "\\\r\n" : `\\${next}`;
        body += pair2;
        this.pos += pair2.length;
        continue;
      }
      if ((ch === "\n" || ch === "\r") && quote.length === 1)
        throw syntaxError("unterminated string literal");
      body += ch;
      this.pos++;
    }
    body = body.replace(/\r\n?/g, "\n");
    if (prefix.includes("f")) {
      if (/[{}]/.test(body.replace(/\{\{|\}\}/g, "")))
        throw notSupported("an f-string with replacement fields");
      body = body.replace(/\{\{/g, "{").replace(/\}\}/g, "}");
    }
    if (bytes && Array.from(body).some((ch) => ch.codePointAt(0) > 127))
      throw syntaxError("bytes can only contain ASCII literal characters");
    const value = raw ? body : decodeEscapes(body, bytes);
    return { kind: "str", value, bytes };
  }
  number() {
    const src = this.src.slice(this.pos);
    const digits = "[0-9](?:_?[0-9])*";
    const patterns = [
      [/^0[xX](?:_?[0-9a-fA-F])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [/^0[oO](?:_?[0-7])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [/^0[bB](?:_?[01])+/, (t) => exactInt(BigInt(t.replace(/_/g, "")))],
      [
        new RegExp(`^(?:${digits}\\.(?:${digits})?|\\.${digits}|${digits})(?:[eE][-+]?${digits})?[jJ]`),
        (t) => Number(t.slice(0, -1).replace(/_/g, ""))
      ],
      [
        new RegExp(
          `^(?:(?:${digits}\\.(?:${digits})?|\\.${digits})(?:[eE][-+]?${digits})?|${digits}[eE][-+]?${digits})`
        ),
        (t) => Number(t.replace(/_/g, ""))
      ],
      [/^(?:0(?:_?0)*|[1-9](?:_?[0-9])*)/, (t) => exactInt(BigInt(t.replace(/_/g, "")))]
    ];
    for (const [pattern, value] of patterns) {
      const match = pattern.exec(src);
      if (!match) continue;
      const after = src[match[0].length] ?? "";
      if (/[0-9_]/.test(after) || /[\p{L}_]/u.test(after))
        throw syntaxError(
          /^0[0-9]/.test(src) ? "leading zeros in decimal integer literals are not permitted" : "invalid decimal literal"
        );
      this.pos += match[0].length;
      return { kind: "number", value: value(match[0]), imaginary: /[jJ]$/.test(match[0]) };
    }
    throw syntaxError("invalid decimal literal");
  }
};
function isStringPrefix(prefix) {
  return ["", "r", "u", "b", "f", "br", "rb", "fr", "rf"].includes(prefix.toLowerCase());
}
function exactInt(value) {
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}
var SIMPLE_ESCAPES = {
  "\n": "",
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v"
};
function decodeEscapes(body, bytes) {
  let out = "";
  for (let i = 0; i < body.length; ) {
    const ch = body[i];
    if (ch !== "\\") {
      out += ch;
      i++;
      continue;
    }
    const next = body[i + 1];
    if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i += 2;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1));
    if (octal) {
      const code = parseInt(octal[0], 8);
      out += String.fromCharCode(bytes ? code & 255 : code);
      i += 1 + octal[0].length;
      continue;
    }
    const hexLength = next === "x" ? 2 : bytes ? 0 : next === "u" ? 4 : next === "U" ? 8 : 0;
    if (hexLength > 0) {
      const hex = body.slice(i + 2, i + 2 + hexLength);
      if (!new RegExp(`^[0-9a-fA-F]{${hexLength}}$`).test(hex))
        throw syntaxError(
          `(${bytes ? "value" : "unicode"} error) '${bytes ? "" : "unicodeescape' codec can't decode bytes: "}truncated \\${next}${"X".repeat(hexLength)} escape`
        );
      const code = parseInt(hex, 16);
      if (code > 1114111)
        throw syntaxError(
          "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode character"
        );
      out += String.fromCodePoint(code);
      i += 2 + hexLength;
      continue;
    }
    if (next === "N" && !bytes)
      throw new PythonError(
        "NotSupported",
        "a \\N{...} escape names a Unicode character, and desktest does not carry Unicode's name table"
      );
    out += "\\";
    i++;
  }
  return out;
}
var LiteralParser = class {
  tokens;
  current;
  constructor(source) {
    this.tokens = new Tokenizer(source);
    this.current = this.tokens.next();
  }
  parseAll() {
    if (this.current.kind === "end" || this.current.kind === "newline")
      throw syntaxError("invalid syntax (an empty expression)");
    const value = this.tuple(["newline", "end"]);
    if (this.kind() === "newline") this.advance();
    if (this.kind() !== "end") throw this.unexpected();
    return value;
  }
  /** The current token's kind (a method, so that TypeScript does not narrow it across advances). */
  kind() {
    return this.current.kind;
  }
  advance() {
    const token = this.current;
    this.current = this.tokens.next();
    return token;
  }
  isOp(value) {
    return this.current.kind === "op" && this.current.value === value;
  }
  expectOp(value) {
    if (!this.isOp(value)) throw this.unexpected();
    this.advance();
  }
  unexpected() {
    const token = this.current;
    if (token.kind === "op" && !"()[]{},:".includes(token.value))
      return notSupported(`the operator '${token.value}'`);
    if (token.kind === "name") return notSupported(`the name '${token.value}'`);
    return syntaxError("invalid syntax");
  }
  /** A comma-separated list up to a closer (or the end): a tuple when it has a comma. */
  tuple(closers) {
    const first2 = this.item();
    if (!this.isOp(",")) return first2;
    const items = [first2];
    while (this.isOp(",")) {
      this.advance();
      if (this.atCloser(closers)) break;
      items.push(this.item());
    }
    return pyTuple(items);
  }
  atCloser(closers) {
    const token = this.current;
    return closers.includes(token.kind) || token.kind === "op" && closers.includes(token.value);
  }
  /** One element: a value, with `+`/`-` on a number and `real ± imaginary` as literal_eval allows. */
  item() {
    if (this.isOp("*")) throw notSupported("'*' unpacking");
    const left = this.signed();
    if (this.isOp("+") || this.isOp("-")) throw notSupported("arithmetic (or a complex number)");
    if (this.current.kind === "op" && /^(\*\*?|\/\/?|%|@|<<|>>|&|\||\^|<=?|>=?|==|!=|\.|:=|=)$/.test(this.current.value))
      throw notSupported(`the operator '${this.current.value}'`);
    if (this.current.kind === "name" && ["if", "and", "or", "not", "in", "is", "for", "lambda"].includes(this.current.value))
      throw notSupported(`the keyword '${this.current.value}'`);
    return left;
  }
  signed() {
    if (this.isOp("-") || this.isOp("+")) {
      const sign = this.advance().value;
      if (this.isOp("-") || this.isOp("+")) throw notSupported("a repeated sign");
      const token = this.current;
      if (token.kind !== "number") {
        if (token.kind === "str" || token.kind === "op" && "([{".includes(token.value))
          throw new PythonError("TypeError", `bad operand type for unary ${sign}`);
        throw this.unexpected();
      }
      this.advance();
      if (token.imaginary) throw COMPLEX_REFUSED();
      if (sign === "+") return token.value;
      return typeof token.value === "bigint" ? exactInt(-token.value) : token.value === 0 ? -0 : -token.value;
    }
    return this.atom();
  }
  atom() {
    const token = this.current;
    if (token.kind === "number") {
      this.advance();
      if (token.imaginary) throw COMPLEX_REFUSED();
      return token.value;
    }
    if (token.kind === "str") return this.strings();
    if (token.kind === "name") {
      if (token.value === "None" || token.value === "True" || token.value === "False") {
        this.advance();
        return token.value === "None" ? null : token.value === "True";
      }
      if (token.value === "set") {
        this.advance();
        if (!this.isOp("(")) throw notSupported("the name 'set'");
        this.advance();
        if (!this.isOp(")")) throw notSupported("a call of set() with arguments");
        this.advance();
        return new PySet();
      }
      throw notSupported(`the name '${token.value}'`);
    }
    if (token.kind === "op" && token.value === "(") {
      this.advance();
      if (this.isOp(")")) {
        this.advance();
        return pyTuple([]);
      }
      const first2 = this.item();
      if (this.isOp(")")) {
        this.advance();
        return first2;
      }
      if (!this.isOp(",")) throw this.unexpected();
      const items = [first2];
      while (this.isOp(",")) {
        this.advance();
        if (this.isOp(")")) break;
        items.push(this.item());
      }
      this.expectOp(")");
      return pyTuple(items);
    }
    if (token.kind === "op" && token.value === "[") {
      this.advance();
      const items = [];
      while (!this.isOp("]")) {
        items.push(this.item());
        if (this.isOp(",")) this.advance();
        else if (!this.isOp("]")) throw this.unexpected();
      }
      this.advance();
      return items;
    }
    if (token.kind === "op" && token.value === "{") return this.braces();
    if (token.kind === "op" && token.value !== "~") throw syntaxError("invalid syntax");
    throw this.unexpected();
  }
  /** Adjacent string literals, concatenated (bytes only with bytes). */
  strings() {
    let text2 = "";
    let bytes;
    while (this.current.kind === "str") {
      const token = this.current;
      if (bytes !== void 0 && bytes !== token.bytes)
        throw syntaxError("cannot mix bytes and nonbytes literals");
      bytes = token.bytes;
      text2 += token.value;
      this.advance();
    }
    return bytes ? Buffer.from(text2, "latin1") : text2;
  }
  /** `{}` a dict, `{k: v, …}` a dict, `{a, …}` a set. */
  braces() {
    this.advance();
    if (this.isOp("}")) {
      this.advance();
      return {};
    }
    if (this.isOp("**")) throw notSupported("'**' unpacking");
    const first2 = this.item();
    if (this.isOp(":")) {
      const pairs = [];
      this.advance();
      pairs.push([first2, this.item()]);
      while (this.isOp(",")) {
        this.advance();
        if (this.isOp("}")) break;
        if (this.isOp("**")) throw notSupported("'**' unpacking");
        const key2 = this.item();
        this.expectOp(":");
        pairs.push([key2, this.item()]);
      }
      this.expectOp("}");
      const dict = new PyDict();
      for (const [key2, value] of pairs) dict.set(key2, value);
      return dict.simplified();
    }
    const items = [first2];
    while (this.isOp(",")) {
      this.advance();
      if (this.isOp("}")) break;
      items.push(this.item());
    }
    this.expectOp("}");
    return new PySet(items);
  }
};

// src/osworld/metrics/csv.ts
function pyCsvRows(text2) {
  const EOL = "";
  const rows = [];
  let fields = [];
  let field = "";
  let fieldLength = 0;
  let state = "start_record";
  const save = () => {
    fields.push(field);
    field = "";
    fieldLength = 0;
  };
  const add = (c) => {
    field += c;
    fieldLength++;
  };
  const process2 = (c) => {
    switch (state) {
      case "start_record":
        if (c === EOL) return;
        if (c === "\n" || c === "\r") {
          state = "eat_crnl";
          return;
        }
        state = "start_field";
        process2(c);
        return;
      case "start_field":
        if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else if (c === '"') state = "in_quoted";
        else if (c === ",") save();
        else {
          add(c);
          state = "in_field";
        }
        return;
      case "in_field":
        if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else if (c === ",") {
          save();
          state = "start_field";
        } else add(c);
        return;
      case "in_quoted":
        if (c === EOL) return;
        if (c === '"') state = "quote_in_quoted";
        else add(c);
        return;
      case "quote_in_quoted":
        if (c === '"') {
          add(c);
          state = "in_quoted";
        } else if (c === ",") {
          save();
          state = "start_field";
        } else if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else {
          add(c);
          state = "in_field";
        }
        return;
      case "eat_crnl":
        if (c === "\n" || c === "\r") return;
        if (c === EOL) state = "start_record";
        else throw new Error("new-line character seen in unquoted field");
        return;
    }
  };
  const lines = pyFileLines(text2);
  let next = 0;
  for (; ; ) {
    fields = [];
    field = "";
    fieldLength = 0;
    state = "start_record";
    let ended = false;
    do {
      if (next >= lines.length) {
        ended = true;
        break;
      }
      for (const c of lines[next++]) process2(c);
      process2(EOL);
    } while (state !== "start_record");
    if (ended) {
      if (fieldLength !== 0 || state === "in_quoted") {
        save();
        rows.push(fields);
      }
      break;
    }
    rows.push(fields);
  }
  return rows;
}
function pyCsvDictRows(text2) {
  const [header, ...rows] = pyCsvRows(text2);
  if (!header) return [];
  return rows.filter((row) => row.length > 0).map((row) => {
    const record = /* @__PURE__ */ new Map();
    header.forEach((name2, i) => {
      if (i < row.length) record.set(name2, row[i]);
    });
    if (row.length > header.length) record.set(null, row.slice(header.length));
    else for (const name2 of header.slice(row.length)) record.set(name2, null);
    return record;
  });
}

// src/osworld/metrics/general.ts
function check_include_exclude(result, rules) {
  if (result === null || result === void 0) return 0;
  const include = iterate(dictGet(rules, "include", []));
  const exclude = iterate(dictGet(rules, "exclude", []));
  return include.every((r) => pyContains(result, r)) && exclude.every((r) => !pyContains(result, r)) ? 1 : 0;
}
function exact_match(result, rules) {
  return pyEquals(result, subscript(rules, "expected")) ? 1 : 0;
}
function match_in_list(result, rules) {
  return pyContains(subscript(rules, "expected"), result) ? 1 : 0;
}
function is_in_list(result, rules) {
  return pyContains(result, subscript(rules, "expected")) ? 1 : 0;
}
function literal_match(result, expected, options = {}) {
  const type = dictGet(options, "type", "str");
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const norm = (v) => ignoreCase ? pyStr(v).toLowerCase() : pyStr(v);
  if (pyEquals(type, "str")) return norm(result) === norm(expected) ? 1 : 0;
  if (pyEquals(type, "list")) {
    if (!Array.isArray(result) || !Array.isArray(expected) || result.length !== expected.length) return 0;
    return result.every((r, i) => norm(r) === norm(expected[i])) ? 1 : 0;
  }
  throw new PythonError("NotImplementedError", "Type <class 'type'> not supported");
}
function fuzzy_match(result, rules) {
  return fuzzRatio(result, subscript(rules, "expected")) / 100;
}
function diff_text_file(result, expected) {
  if (result === null || result === void 0) return 0;
  return sequenceMatcherRatio(pySplitlines(readText(result)), pySplitlines(readText(expected)));
}
function compare_text_file(actual, expected, options = {}) {
  if (!pyTruthy(actual)) return 0;
  let a = readText(actual);
  let b = readText(expected);
  if (pyTruthy(dictGet(options, "ignore_blanks", false))) {
    const blanks = (t) => pythonSub("\\s+", " ", pyStrip(pythonSub("[\\t\\n]", " ", t)));
    a = blanks(a);
    b = blanks(b);
  }
  if (pyTruthy(dictGet(options, "ignore_case", false))) {
    a = a.toLowerCase();
    b = b.toLowerCase();
  }
  return a === b ? 1 : 0;
}
function compare_python_pure_text(actual, gold) {
  if (!pyTruthy(actual) || !pyTruthy(gold)) return 0;
  const normalise = (text2) => {
    const lines = pySplitlines(text2);
    let i = 0;
    while (i < lines.length && i < 3) {
      const s = pyStrip(lines[i]);
      if (s.startsWith("#!") || s.startsWith("# -*- coding:") || s.startsWith("# coding:") || s.startsWith("# coding="))
        i++;
      else break;
    }
    return lines.slice(i).filter((l) => pyStrip(l) !== "").map((l) => pyStrip(expandTabs(l, 4), void 0, "right")).join("\n");
  };
  try {
    return normalise(readText(actual)) === normalise(readText(gold)) ? 1 : 0;
  } catch {
    return 0;
  }
}
function expandTabs(line, size) {
  let out = "";
  let column = 0;
  for (const ch of line) {
    if (ch === "	") {
      const spaces = size - column % size;
      out += " ".repeat(spaces);
      column += spaces;
    } else {
      out += ch;
      column = ch === "\n" || ch === "\r" ? 0 : column + 1;
    }
  }
  return out;
}
function file_contains(path27, config) {
  if (!pyTruthy(path27)) return 0;
  try {
    const text2 = readText(path27);
    for (const item of iterate(subscript(config, "expected"))) if (!pyContains(text2, item)) return 0;
  } catch {
    return 0;
  }
  return 1;
}
function check_line_number(path27, lineNumber) {
  if (path27 === null || path27 === void 0 || !isFile2(path27)) return 0;
  const time = "([01]\\d|2[0-3]):[0-5]\\d:([0-5]\\d|60)";
  try {
    const regex = compilePythonRegex(time);
    const count = pyFileLines(readText(path27)).filter((line) => regex.test(line)).length;
    return pyEquals(count, pyInt(subscript(lineNumber, "expected"))) ? 1 : 0;
  } catch {
    return 0;
  }
}
function check_list(result, rules) {
  if (result === null || result === void 0) return 0;
  const expect = iterate(dictGet(rules, "expect", [])).map((p) => compilePythonRegex(p));
  const unexpect = iterate(dictGet(rules, "unexpect", [])).map((p) => compilePythonRegex(p));
  const found = expect.map(() => false);
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    expect.forEach((pattern, i) => found[i] ||= pattern.test(line));
    clean &&= unexpect.every((pattern) => !pattern.test(line));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}
function check_csv(result, rules) {
  if (result === null || result === void 0) return 0;
  const expect = iterate(dictGet(rules, "expect", []));
  const found = expect.map(() => false);
  let clean = true;
  for (const record of pyCsvDictRows(readText(result))) {
    expect.forEach((r, i) => found[i] ||= matchRecord(r, record));
    clean &&= !iterate(dictGet(rules, "unexpect", [])).some((r) => matchRecord(r, record));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}
function compare_csv(result, expected, options = {}) {
  if (result === null || result === void 0) return 0;
  let resultLines;
  try {
    resultLines = safeReadLines(result);
  } catch (error) {
    if (error instanceof PythonError && isOsError(error)) return 0;
    throw error;
  }
  const files = typeof expected === "string" ? [expected] : iterate(expected);
  const strict = pyTruthy(dictGet(options, "strict", true));
  const ignoreCase = pyTruthy(dictGet(options, "ignore_case", false));
  const norm = (lines) => lines.map((l) => strict ? l : pyStrip(l)).map((l) => ignoreCase ? l.toLowerCase() : l);
  for (const file of files) {
    let lines;
    try {
      lines = safeReadLines(file);
    } catch (error) {
      if (error instanceof PythonError && isOsError(error)) continue;
      throw error;
    }
    if (pyEquals(norm(resultLines), norm(lines))) return 1;
  }
  return 0;
}
function isOsError(error) {
  return ["FileNotFoundError", "IsADirectoryError", "PermissionError", "OSError"].includes(error.kind);
}
function check_json(result, rules, options = {}) {
  if (result === null || result === void 0) return 0;
  if (!pathExists(result)) return 0;
  let data;
  try {
    const text2 = readText(result);
    if (pyTruthy(dictGet(options, "is_yaml", false))) {
      data = pyYamlSafeLoad(text2);
      if (data === null) return 0;
    } else data = pyJsonLoads(text2);
  } catch {
    return 0;
  }
  const expectRules = iterate(dictGet(rules, "expect", {}));
  const unexpectRules = iterate(dictGet(rules, "unexpect", {}));
  let metric = true;
  for (const r of expectRules) {
    let value = data;
    try {
      for (const k of iterate(subscript(r, "key"))) {
        const step = pySubscript(value, k);
        if (!step.ok) {
          if (step.error.kind === "KeyError" || step.error.kind === "TypeError") return 0;
          throw step.error;
        }
        value = step.value;
      }
      metric = metric && matchValueToRule(value, r);
    } catch {
      return 0;
    }
  }
  for (const r of unexpectRules) {
    let value = data;
    try {
      for (const k of iterate(subscript(r, "key"))) {
        const step = pySubscript(value, k);
        if (!step.ok) {
          if (step.error.kind === "KeyError" || step.error.kind === "TypeError") {
            value = null;
            break;
          }
          throw step.error;
        }
        value = step.value;
      }
      metric = metric && !matchValueToRule(value, r);
    } catch {
      return 0;
    }
  }
  return metric ? 1 : 0;
}
function resultGet(result, key2) {
  if (!isPlainObject(result))
    throw new PythonError("AttributeError", `'${pyTypeName(result)}' object has no attribute 'get'`);
  return Object.hasOwn(result, key2) ? result[key2] : null;
}
function pySorted(value) {
  const items = iterate(value);
  return [...items].sort((a, b) => {
    if (typeof a === "number" && typeof b === "number") return a - b;
    if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
    throw new PythonError(
      "TypeError",
      `'<' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`
    );
  });
}
function check_direct_json_object(result, rules) {
  let value = result;
  if (typeof value === "string") value = pyJsonLoads(pyStrip(value).replaceAll("'", '"'));
  if (value === null || value === void 0) return 0;
  try {
    const expectedJson = dictGet(rules, "expected", {});
    if (pyTruthy(expectedJson)) {
      if (!isPlainObject(expectedJson))
        throw new PythonError(
          "AttributeError",
          `'${pyTypeName(expectedJson)}' object has no attribute 'items'`
        );
      if (Object.values(expectedJson).some((v) => pyEquals(v, "__EVALUATION_FAILED__"))) return 0;
    }
  } catch {
    return 0;
  }
  try {
    const expectInResult = dictGet(rules, "expect_in_result", false);
    const expectedJson = subscript(rules, "expected");
    if (!isPlainObject(expectedJson))
      throw new PythonError("AttributeError", `'${pyTypeName(expectedJson)}' object has no attribute 'keys'`);
    if (!pyTruthy(expectInResult)) {
      for (const key2 of Object.keys(expectedJson)) {
        const want = expectedJson[key2];
        const got = resultGet(value, key2);
        if (pyTruthy(expectedJson.ignore_list_order ?? false)) {
          if (!pyEquals(pySorted(want), pySorted(resultGet(value, key2)))) return 0;
        } else if (!pyEquals(want, got)) return 0;
      }
      return 1;
    }
    for (const key2 of Object.keys(expectedJson)) {
      const want = expectedJson[key2];
      if (Array.isArray(want)) {
        let flag = false;
        for (const each of want) {
          const got = resultGet(value, key2);
          if (Array.isArray(got) && pyContains(got, each)) {
            flag = true;
            break;
          }
          if (typeof got === "string" && pyEquals(each, got)) {
            flag = true;
            break;
          }
        }
        if (!flag) return 0;
      } else if (typeof want === "string") {
        if (!pyContains(resultGet(value, key2), want)) return 0;
      } else return 0;
    }
    return 1;
  } catch {
    return 0;
  }
}
function is_included_all_json_objects(gold, result) {
  if (!pyTruthy(gold) || !pyTruthy(result)) return 0;
  const goldJson = pyJsonLoads(readText(gold));
  const resultJson = pyJsonLoads(readText(result));
  const keys = (value) => {
    if (!isPlainObject(value))
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'keys'`);
    return Object.keys(value);
  };
  for (const key2 of keys(goldJson)) {
    if (!keys(resultJson).includes(key2)) return 0;
    if (!pyEquals(goldJson[key2], resultJson[key2]))
      return 0;
  }
  return 1;
}
function is_utc_0(output) {
  if (typeof output !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(output)}' object has no attribute 'split'`);
  const line = output.split("\n")[3];
  if (line === void 0) throw new PythonError("IndexError", "list index out of range");
  return line.endsWith("+0000)") ? 1 : 0;
}
function a11yNamespaces(os, prefixes) {
  return Object.fromEntries(
    prefixes.map((p) => [p, `https://accessibility.${os}.example.org/ns/${NS_PATHS[p]}`])
  );
}
var NS_PATHS = {
  st: "state",
  attr: "attributes",
  cp: "component",
  doc: "document",
  docattr: "document/attributes",
  txt: "text",
  val: "value",
  act: "action",
  class: "class",
  role: "role"
};
var COMMON_PREFIXES = ["st", "attr", "cp", "doc", "txt", "val", "act"];
var A11Y_NAMESPACE_MAPS = {
  ubuntu: a11yNamespaces("ubuntu", [...COMMON_PREFIXES, "docattr"]),
  windows: a11yNamespaces("windows", [...COMMON_PREFIXES, "docattr", "class"]),
  macos: a11yNamespaces("macos", [...COMMON_PREFIXES, "role"])
};
var A11Y_NAMESPACES = A11Y_NAMESPACE_MAPS.ubuntu;
function parseXmlStrict(text2, what = "XML") {
  if (typeof text2 !== "string")
    throw new PythonError("ValueError", `can only parse strings (the ${what} is ${pyTypeName(text2)})`);
  let problem;
  let document2;
  try {
    document2 = new import_xmldom2.DOMParser({
      onError: (level, message) => {
        if (level !== "warning") problem ??= message;
      }
    }).parseFromString(text2, "text/xml");
  } catch (error) {
    throw new PythonError("XMLSyntaxError", error.message);
  }
  if (problem !== void 0 || !document2.documentElement)
    throw new PythonError("XMLSyntaxError", problem ?? `the ${what} is not XML`);
  return document2;
}
function selectA11y(xml2, rule2, namespaces = A11Y_NAMESPACES) {
  const root = parseXmlStrict(xml2, "accessibility tree").documentElement;
  const select = import_xpath.default.useNamespaces(namespaces);
  let expression;
  if ("xpath" in rule2) expression = String(rule2.xpath);
  else if ("selectors" in rule2) expression = cssToXpath(iterate(rule2.selectors).map(String).join(", "));
  else throw new PythonError("ValueError", "At least one of xpath and selectors is required");
  let found;
  try {
    found = select(expression, root);
  } catch (error) {
    throw new PythonError("XPathEvalError", error.message);
  }
  if (typeof found === "string") return Array.from(found);
  if (!Array.isArray(found))
    throw new PythonError(
      "TypeError",
      `object of type '${typeof found === "number" ? "float" : "bool"}' has no len()`
    );
  return found.map((n) => n.nodeType === 1 ? n : n.nodeValue ?? "");
}
function check_accessibility_tree(result, rules, options = {}) {
  rejectKeywords("check_accessibility_tree", options, ["osname"]);
  const osname = "osname" in options ? options.osname : "ubuntu";
  const namespaces = typeof osname === "string" && Object.hasOwn(A11Y_NAMESPACE_MAPS, osname) ? A11Y_NAMESPACE_MAPS[osname] : void 0;
  if (!namespaces) throw new PythonError("KeyError", pyRepr(osname));
  let total = 1;
  const root = parseXmlStrict(result, "accessibility tree");
  void root;
  for (const rule2 of iterate(rules)) {
    if (!isPlainObject(rule2)) throw new PythonError("TypeError", "a rule must be a dict");
    const elements2 = selectA11y(result, rule2, namespaces);
    if (elements2.length === 0) return 0;
    let score;
    if ("text" in rule2) {
      const exact = subscript(rule2, "exact");
      score = 0;
      for (const element2 of elements2) {
        if (typeof element2 === "string")
          throw new PythonError(
            "AttributeError",
            "'lxml.etree._ElementUnicodeResult' object has no attribute 'text'"
          );
        const text2 = firstText(element2);
        const s = pyTruthy(exact) ? pyEquals(rule2.text, text2) ? 1 : 0 : fuzzRatio(rule2.text, text2) / 100;
        score = Math.max(score, s);
      }
    } else score = 1;
    total *= score;
  }
  return total;
}
function firstText(element2) {
  let text2 = "";
  for (let child2 = element2.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType === 3 || child2.nodeType === 4) text2 += child2.nodeValue ?? "";
    else if (child2.nodeType === 1) break;
  }
  return text2 === "" ? null : text2;
}
function check_gnome_favorite_apps(appsText, rule2) {
  if (typeof appsText !== "string")
    throw new PythonError("TypeError", "eval() arg 1 must be a string, bytes or code object");
  const apps = pyLiteralEval(appsText);
  const expected = subscript(rule2, "expected");
  const a = iterate(apps);
  const b = iterate(expected);
  if (a.length !== b.length) return 0;
  return sameSet(a, b) ? 1 : 0;
}
function check_text_enlarged(factor) {
  return pyFloat(factor) > 1 ? 1 : 0;
}
function check_moved_jpgs(tree, rule2) {
  const expected = iterate(subscript(rule2, "expected"));
  const moved = iterate(subscript(tree, "children")).map((n) => subscript(n, "name"));
  if (moved.length !== expected.length) return 0;
  return sameSet(moved, expected) ? 1 : 0;
}
function is_in_vm_clickboard(config, output) {
  const expected = subscript(config, "expected");
  if (!Array.isArray(expected)) return pyContains(output, expected) ? 1 : 0;
  return expected.every((e) => pyContains(output, e)) ? 1 : 0;
}
function compare_terminal_and_txt(txtFile, terminalOutput) {
  if (!pyTruthy(txtFile) || !pyTruthy(terminalOutput)) return 0;
  return pyEquals(terminalOutput, readText(txtFile)) ? 1 : 0;
}

// src/osworld/metrics/images.ts
import { statSync as statSync4 } from "node:fs";
import path10 from "node:path";

// src/osworld/metrics/images/png.ts
import { inflateSync } from "node:zlib";
var SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
function isPng(data) {
  return data.length >= 8 && Buffer.from(data.subarray(0, 8)).equals(SIGNATURE);
}
var CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
function decodePng(data) {
  const { width, height, depth, colorType, samples, palette, trns } = readPngSamples(data);
  if (colorType === 0 && depth === 16)
    throw new PythonError("NotSupported", "desktest does not port Pillow's 16-bit grayscale (I;16) images");
  if (colorType === 3) {
    if (!palette) throw new PythonError("SyntaxError", "broken PNG file (no palette)");
    return {
      mode: "P",
      width,
      height,
      data: Uint8Array.from(samples),
      palette,
      ...trns ? { transparency: trns } : {}
    };
  }
  const scale = depth === 1 ? 255 : depth === 2 ? 85 : depth === 4 ? 17 : 1;
  const data8 = Uint8Array.from(samples, (v) => depth === 16 ? v >> 8 : v * scale);
  const mode = colorType === 0 ? depth === 1 ? "1" : "L" : colorType === 2 ? "RGB" : colorType === 4 ? "LA" : "RGBA";
  const transparency = trns && colorType === 0 ? [trns[0] << 8 | trns[1]] : trns && colorType === 2 ? [trns[0] << 8 | trns[1], trns[2] << 8 | trns[3], trns[4] << 8 | trns[5]] : void 0;
  return { mode, width, height, data: data8, ...transparency ? { transparencyColor: transparency } : {} };
}
function readPngSamples(data) {
  const buffer = Buffer.from(data);
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = -1;
  let interlace = 0;
  let palette;
  let trns;
  let gamma;
  let srgb = false;
  const idat = [];
  while (pos + 8 <= buffer.length) {
    const length = buffer.readUInt32BE(pos);
    const type = buffer.toString("latin1", pos + 4, pos + 8);
    const body = buffer.subarray(pos + 8, pos + 8 + length);
    pos += 12 + length;
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8];
      colorType = body[9];
      interlace = body[12];
    } else if (type === "PLTE") palette = new Uint8Array(body);
    else if (type === "tRNS") trns = new Uint8Array(body);
    else if (type === "gAMA" && body.length === 4 && body.readUInt32BE(0) > 0) gamma = body.readUInt32BE(0);
    else if (type === "sRGB") srgb = true;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
  }
  const channels = CHANNELS[colorType];
  if (channels === void 0 || width === 0 || height === 0)
    throw new PythonError("UnidentifiedImageError", "cannot identify image file");
  let raw;
  try {
    raw = inflateSync(Buffer.concat(idat));
  } catch {
    throw new PythonError("OSError", "image file is truncated");
  }
  const samples = new Uint16Array(width * height * channels);
  const bitsPerPixel = depth * channels;
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  let offset = 0;
  const passes = interlace === 1 ? [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2]
  ] : [[0, 0, 1, 1]];
  for (const [x0, y0, dx, dy] of passes) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth <= 0 || passHeight <= 0) continue;
    const stride = Math.ceil(passWidth * bitsPerPixel / 8);
    let previous = new Uint8Array(stride);
    for (let row = 0; row < passHeight; row++) {
      if (offset + 1 + stride > raw.length) throw new PythonError("OSError", "image file is truncated");
      const filter = raw[offset];
      const line = new Uint8Array(raw.subarray(offset + 1, offset + 1 + stride));
      offset += 1 + stride;
      unfilter(filter, line, previous, bytesPerPixel);
      previous = line;
      for (let x = 0; x < passWidth; x++)
        for (let c = 0; c < channels; c++) {
          const index = x * channels + c;
          let value;
          if (depth === 16) value = line[index * 2] << 8 | line[index * 2 + 1];
          else if (depth === 8) value = line[index];
          else {
            const bit = index * depth;
            value = line[bit >> 3] >> 8 - depth - (bit & 7) & (1 << depth) - 1;
          }
          samples[((y0 + row * dy) * width + x0 + x * dx) * channels + c] = value;
        }
    }
  }
  return {
    width,
    height,
    depth,
    colorType,
    channels,
    samples,
    ...palette ? { palette } : {},
    ...trns ? { trns } : {},
    // libpng: an sRGB chunk means the sRGB gamma, whatever gAMA says
    ...srgb ? { gamma: 45455 } : gamma !== void 0 ? { gamma } : {}
  };
}
function unfilter(filter, line, previous, bpp) {
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? line[i - bpp] : 0;
    const up = previous[i];
    const upLeft = i >= bpp ? previous[i - bpp] : 0;
    let add = 0;
    switch (filter) {
      case 0:
        break;
      case 1:
        add = left;
        break;
      case 2:
        add = up;
        break;
      case 3:
        add = left + up >> 1;
        break;
      case 4: {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
        break;
      }
      default:
        throw new PythonError("SyntaxError", `broken PNG file (unknown filter ${filter})`);
    }
    line[i] = line[i] + add & 255;
  }
}

// src/osworld/metrics/images/open.ts
async function openImage(path27) {
  if (typeof path27 !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(path27)}' object has no attribute 'read'`);
  const data = readBytes(path27, "image");
  if (isPng(data)) return decodePng(data);
  const { default: sharp } = await import("./dist-KADRUUSF.js");
  let decoded;
  try {
    decoded = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new PythonError("UnidentifiedImageError", `cannot identify image file '${path27}'`);
  }
  const modes = { 1: "L", 2: "LA", 3: "RGB", 4: "RGBA" };
  const mode = modes[decoded.info.channels];
  if (!mode) throw new PythonError("NotSupported", `an image with ${decoded.info.channels} channels`);
  return { mode, width: decoded.info.width, height: decoded.info.height, data: new Uint8Array(decoded.data) };
}

// src/osworld/metrics/images/pil-image.ts
var BANDS = { "1": 1, L: 1, LA: 2, RGB: 3, RGBA: 4, P: 1, HSV: 3 };
function hasTransparencyInfo(image) {
  return image.transparency !== void 0 || image.transparencyColor !== void 0;
}
function blank(mode, width, height) {
  return { mode, width, height, data: new Uint8Array(width * height * BANDS[mode]) };
}
var luma = (r, g, b) => r * 19595 + g * 38470 + b * 7471 + 32768 >> 16;
function rgbaAt(image, i) {
  const d = image.data;
  switch (image.mode) {
    case "1":
    case "L":
      return [d[i], d[i], d[i], 255];
    case "LA":
      return [d[i * 2], d[i * 2], d[i * 2], d[i * 2 + 1]];
    case "RGB":
      return [d[i * 3], d[i * 3 + 1], d[i * 3 + 2], 255];
    case "RGBA":
      return [d[i * 4], d[i * 4 + 1], d[i * 4 + 2], d[i * 4 + 3]];
    case "P": {
      const index = d[i];
      const p = image.palette;
      return [
        p[index * 3] ?? 0,
        p[index * 3 + 1] ?? 0,
        p[index * 3 + 2] ?? 0,
        image.transparency?.[index] ?? 255
      ];
    }
    case "HSV":
      throw new PythonError("NotSupported", "desktest does not convert HSV images back");
  }
}
function convert2(image, mode) {
  if (mode === image.mode && mode !== "P") return { ...image, data: image.data.slice() };
  const out = blank(mode, image.width, image.height);
  const n = image.width * image.height;
  const t = image.transparencyColor;
  for (let i = 0; i < n; i++) {
    const [r, g, b, a] = rgbaAt(image, i);
    switch (mode) {
      case "L":
        out.data[i] = image.mode === "L" || image.mode === "1" || image.mode === "LA" ? r : luma(r, g, b);
        break;
      case "LA":
        out.data[i * 2] = image.mode === "L" || image.mode === "1" || image.mode === "LA" ? r : luma(r, g, b);
        out.data[i * 2 + 1] = a;
        break;
      case "RGB":
        out.data.set([r, g, b], i * 3);
        break;
      case "RGBA": {
        let alpha = a;
        if (t && (image.mode === "L" && r === t[0] || image.mode === "RGB" && r === t[0] && g === t[1] && b === t[2]))
          alpha = 0;
        out.data.set([r, g, b, alpha], i * 4);
        break;
      }
      case "HSV":
        out.data.set(rgbToHsv(r, g, b), i * 3);
        break;
      default:
        throw new PythonError("NotSupported", `desktest does not convert ${image.mode} images to ${mode}`);
    }
  }
  if (t && mode !== "RGBA" && mode !== "LA" && (mode === "L" || mode === "RGB")) out.transparencyColor = t;
  return out;
}
var f32 = Math.fround;
function rgbToHsv(r, g, b) {
  const maxc = Math.max(r, g, b);
  const minc = Math.min(r, g, b);
  if (minc === maxc) return [0, 0, maxc];
  const cr = f32(maxc - minc);
  const s = f32(cr / f32(maxc));
  const rc = f32(f32(maxc - r) / cr);
  const gc = f32(f32(maxc - g) / cr);
  const bc = f32(f32(maxc - b) / cr);
  let h;
  if (r === maxc) h = f32(bc - gc);
  else if (g === maxc) h = f32(2 + rc - bc);
  else h = f32(4 + gc - rc);
  h = f32(((h / 6 + 1) % 1 + 1) % 1);
  const clip = (v) => Math.min(255, Math.max(0, Math.trunc(v)));
  return [clip(h * 255), clip(s * 255), maxc];
}
var FILTERS = {
  bilinear: {
    support: 1,
    fn: (x) => {
      const v = Math.abs(x);
      return v < 1 ? 1 - v : 0;
    }
  },
  bicubic: {
    support: 2,
    fn: (x) => {
      const a = -0.5;
      const v = Math.abs(x);
      if (v < 1) return ((a + 2) * v - (a + 3)) * v * v + 1;
      if (v < 2) return (((v - 5) * v + 8) * v - 4) * a;
      return 0;
    }
  },
  lanczos: {
    support: 3,
    fn: (x) => x >= -3 && x < 3 ? sinc(x) * sinc(x / 3) : 0
  }
};
function sinc(x) {
  if (x === 0) return 1;
  const v = x * Math.PI;
  return Math.sin(v) / v;
}
var PRECISION_BITS = 22;
function coefficients(inSize, outSize, filter) {
  const scale = inSize / outSize;
  const filterscale = Math.max(scale, 1);
  const support = filter.support * filterscale;
  const bounds = [];
  const weights = [];
  for (let xx = 0; xx < outSize; xx++) {
    const center = (xx + 0.5) * scale;
    const ss = 1 / filterscale;
    const xmin = Math.max(0, Math.trunc(center - support + 0.5));
    const xmax = Math.min(inSize, Math.trunc(center + support + 0.5)) - xmin;
    const k = [];
    let ww = 0;
    for (let x = 0; x < xmax; x++) {
      const w = filter.fn((x + xmin - center + 0.5) * ss);
      k.push(w);
      ww += w;
    }
    weights.push(
      k.map((w) => {
        const v = ww !== 0 ? w / ww : w;
        return v < 0 ? Math.trunc(-0.5 + v * (1 << PRECISION_BITS)) : Math.trunc(0.5 + v * (1 << PRECISION_BITS));
      })
    );
    bounds.push([xmin, xmax]);
  }
  return { bounds, weights };
}
var clip8 = (ss) => Math.min(255, Math.max(0, Math.floor(ss / (1 << PRECISION_BITS))));
function resampleBands(data, width, height, bands, outWidth, outHeight, resample) {
  const filter = FILTERS[resample];
  const horizontal = coefficients(width, outWidth, filter);
  const vertical = coefficients(height, outHeight, filter);
  const needHorizontal = outWidth !== width;
  const needVertical = outHeight !== height;
  let current = data;
  let currentWidth = width;
  let currentHeight = height;
  let rowOffset = 0;
  if (needHorizontal) {
    const first2 = vertical.bounds[0][0];
    const last = vertical.bounds.at(-1)[0] + vertical.bounds.at(-1)[1];
    const rows = needVertical ? last - first2 : height;
    const from = needVertical ? first2 : 0;
    const temp = new Uint8Array(outWidth * rows * bands);
    for (let y = 0; y < rows; y++)
      for (let xx = 0; xx < outWidth; xx++) {
        const [xmin, xmax] = horizontal.bounds[xx];
        const k = horizontal.weights[xx];
        for (let b = 0; b < bands; b++) {
          let ss = 1 << PRECISION_BITS - 1;
          for (let x = 0; x < xmax; x++) ss += data[((y + from) * width + x + xmin) * bands + b] * k[x];
          temp[(y * outWidth + xx) * bands + b] = clip8(ss);
        }
      }
    current = temp;
    currentWidth = outWidth;
    currentHeight = rows;
    rowOffset = needVertical ? first2 : 0;
  }
  if (!needVertical) return current.slice();
  const out = new Uint8Array(currentWidth * outHeight * bands);
  for (let yy = 0; yy < outHeight; yy++) {
    const [ymin, ymax] = vertical.bounds[yy];
    const k = vertical.weights[yy];
    for (let x = 0; x < currentWidth; x++)
      for (let b = 0; b < bands; b++) {
        let ss = 1 << PRECISION_BITS - 1;
        for (let y = 0; y < ymax; y++)
          ss += current[((y + ymin - rowOffset) * currentWidth + x) * bands + b] * k[y];
        out[(yy * currentWidth + x) * bands + b] = clip8(ss);
      }
  }
  void currentHeight;
  return out;
}
function resize(image, width, height, resample) {
  if (width <= 0 || height <= 0) throw new PythonError("ValueError", "height and width must be > 0");
  if (width === image.width && height === image.height) return { ...image, data: image.data.slice() };
  const method = image.mode === "1" || image.mode === "P" ? "nearest" : resample ?? "bicubic";
  const bands = BANDS[image.mode];
  if (method === "nearest") {
    const out = new Uint8Array(width * height * bands);
    const sx = image.width / width;
    const sy = image.height / height;
    for (let y = 0; y < height; y++) {
      const srcY = Math.min(image.height - 1, Math.floor((y + 0.5) * sy));
      for (let x = 0; x < width; x++) {
        const srcX = Math.min(image.width - 1, Math.floor((x + 0.5) * sx));
        for (let b = 0; b < bands; b++)
          out[(y * width + x) * bands + b] = image.data[(srcY * image.width + srcX) * bands + b];
      }
    }
    return { ...image, width, height, data: out };
  }
  const alpha = image.mode === "RGBA" || image.mode === "LA";
  const source = alpha ? premultiply(image.data, bands) : image.data;
  const data = resampleBands(source, image.width, image.height, bands, width, height, method);
  return { ...image, width, height, data: alpha ? unpremultiply(data, bands) : data };
}
function premultiply(data, bands) {
  const out = data.slice();
  for (let i = 0; i < data.length; i += bands) {
    const a = data[i + bands - 1];
    for (let c = 0; c < bands - 1; c++) {
      const tmp = data[i + c] * a + 128;
      out[i + c] = (tmp >> 8) + tmp >> 8;
    }
  }
  return out;
}
function unpremultiply(data, bands) {
  const out = data.slice();
  for (let i = 0; i < data.length; i += bands) {
    const a = data[i + bands - 1];
    if (a === 255 || a === 0) continue;
    for (let c = 0; c < bands - 1; c++) out[i + c] = Math.min(255, Math.trunc(255 * data[i + c] / a));
  }
  return out;
}
function flipLeftRight(image) {
  const bands = BANDS[image.mode];
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      for (let b = 0; b < bands; b++)
        out[(y * image.width + (image.width - 1 - x)) * bands + b] = image.data[(y * image.width + x) * bands + b];
  return { ...image, data: out };
}
function difference(a, b) {
  const bands = BANDS[a.mode];
  if (bands !== BANDS[b.mode]) throw new PythonError("ValueError", "images do not match");
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const out = new Uint8Array(width * height * bands);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < bands; c++)
        out[(y * width + x) * bands + c] = Math.abs(
          a.data[(y * a.width + x) * bands + c] - b.data[(y * b.width + x) * bands + c]
        );
  return { mode: a.mode, width, height, data: out };
}
function getbbox(image) {
  const bands = BANDS[image.mode];
  const alphaOnly = image.mode === "RGBA" || image.mode === "LA";
  let left = image.width;
  let top = image.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const base = (y * image.width + x) * bands;
      let set = false;
      if (alphaOnly) set = image.data[base + bands - 1] !== 0;
      else for (let c = 0; c < bands && !set; c++) set = image.data[base + c] !== 0;
      if (!set) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return right < 0 ? null : [left, top, right + 1, bottom + 1];
}
function band(image, index) {
  const bands = BANDS[image.mode];
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++) data[i] = image.data[i * bands + index];
  return { mode: "L", width: image.width, height: image.height, data };
}
function meanOfFirstBand(image) {
  const bands = BANDS[image.mode];
  let sum = 0;
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) sum += image.data[i * bands];
  return sum / n;
}
function point(image, fn2) {
  const lut = Array.from({ length: 256 }, (_, i) => fn2(i));
  return { ...image, data: Uint8Array.from(image.data, (v) => lut[v]) };
}
function crop(image, [left, top, right, bottom]) {
  const bands = BANDS[image.mode];
  const width = right - left;
  const height = bottom - top;
  const out = new Uint8Array(width * height * bands);
  for (let y = 0; y < height; y++)
    out.set(
      image.data.subarray(
        ((y + top) * image.width + left) * bands,
        ((y + top) * image.width + right) * bands
      ),
      y * width * bands
    );
  return { ...image, width, height, data: out };
}

// src/osworld/metrics/images/opencv.ts
var cvError = (message) => new PythonError("error", message);
function fileBytes(path27) {
  if (typeof path27 !== "string") return null;
  try {
    return readBytes(path27, "image");
  } catch {
    return null;
  }
}
var reciprocal = (a) => Math.floor(1e10 / a + 0.5);
function gammaTable(gamma) {
  const table = new Uint8Array(256);
  const significant = gamma < 95e3 || gamma > 105e3;
  for (let i = 0; i < 256; i++)
    table[i] = !significant || i === 0 || i === 255 ? i : Math.floor(255 * (i / 255) ** (gamma * 1e-5) + 0.5);
  return table;
}
var RC = Math.floor(29900 * 32768 / 1e5);
var GC = Math.floor(58700 * 32768 / 1e5);
var BC = 32768 - RC - GC;
function pngGray(png) {
  const { width, height, depth, colorType, channels, samples, palette, gamma } = png;
  const n = width * height;
  const out = new Uint8Array(n);
  const scale = depth === 1 ? 255 : depth === 2 ? 85 : depth === 4 ? 17 : 1;
  if (colorType === 0 || colorType === 4) {
    for (let i = 0; i < n; i++) {
      const v = samples[i * channels];
      out[i] = depth === 16 ? v >> 8 : v * scale;
    }
    return { width, height, data: out };
  }
  const significant = gamma !== void 0 && (gamma < 95e3 || gamma > 105e3);
  if (significant && depth === 16)
    throw new PythonError("NotSupported", "desktest does not port libpng's 16-bit gamma tables");
  const toLinear = significant ? gammaTable(reciprocal(gamma)) : void 0;
  const fromLinear = significant ? gammaTable(reciprocal(reciprocal(gamma))) : void 0;
  for (let i = 0; i < n; i++) {
    let r;
    let g;
    let b;
    if (colorType === 3) {
      if (!palette) throw cvError("broken PNG file (no palette)");
      const index = samples[i];
      r = palette[index * 3] ?? 0;
      g = palette[index * 3 + 1] ?? 0;
      b = palette[index * 3 + 2] ?? 0;
    } else {
      r = samples[i * channels];
      g = samples[i * channels + 1];
      b = samples[i * channels + 2];
    }
    if (depth === 16) {
      out[i] = RC * r + GC * g + BC * b + 16384 >> 15 >> 8;
    } else if (r === g && r === b) out[i] = r;
    else if (toLinear && fromLinear)
      out[i] = fromLinear[RC * toLinear[r] + GC * toLinear[g] + BC * toLinear[b] + 16384 >> 15];
    else out[i] = RC * r + GC * g + BC * b >> 15;
  }
  return { width, height, data: out };
}
var CR = Math.floor(0.299 * (1 << 14) + 0.5);
var CG = Math.floor(0.587 * (1 << 14) + 0.5);
var CB = (1 << 14) - CR - CG;
async function decodeOther(bytes) {
  const { default: sharp } = await import("./dist-KADRUUSF.js");
  try {
    const { data, info } = await sharp(bytes).autoOrient().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) };
  } catch {
    return null;
  }
}
async function imreadGray(path27) {
  const bytes = fileBytes(path27);
  if (!bytes) return null;
  if (isPng(bytes)) {
    try {
      return pngGray(readPngSamples(bytes));
    } catch (error) {
      if (error instanceof PythonError && error.kind === "NotSupported") throw error;
      return null;
    }
  }
  const decoded = await decodeOther(bytes);
  if (!decoded) return null;
  const { width, height, channels, data } = decoded;
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const base = i * channels;
    out[i] = channels < 3 ? data[base] : data[base] * CR + data[base + 1] * CG + data[base + 2] * CB + (1 << 13) >> 14;
  }
  return { width, height, data: out };
}
async function imreadColorSize(path27) {
  const bytes = fileBytes(path27);
  if (!bytes) return null;
  if (isPng(bytes)) {
    try {
      const { width, height } = readPngSamples(bytes);
      return { width, height };
    } catch {
      return null;
    }
  }
  const decoded = await decodeOther(bytes);
  return decoded ? { width: decoded.width, height: decoded.height } : null;
}
function reflect101(i, n) {
  if (n === 1) return 0;
  if (i < 0) return 1;
  if (i >= n) return n - 2;
  return i;
}
function laplacian(image) {
  const { width: w, height: h, data } = image;
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    const up = reflect101(y - 1, h) * w;
    const down = reflect101(y + 1, h) * w;
    for (let x = 0; x < w; x++) {
      const left = reflect101(x - 1, w);
      const right = reflect101(x + 1, w);
      out[y * w + x] = data[up + x] + data[down + x] + data[y * w + left] + data[y * w + right] - 4 * data[y * w + x];
    }
  }
  return out;
}
function pairwiseSum(values, start = 0, n = values.length) {
  if (n < 8) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[start + i];
    return sum;
  }
  if (n <= 128) {
    const r = Array.from({ length: 8 }, (_, k) => values[start + k]);
    let i = 8;
    for (; i < n - n % 8; i += 8) for (let k = 0; k < 8; k++) r[k] += values[start + i + k];
    let sum = r[0] + r[1] + (r[2] + r[3]) + (r[4] + r[5] + (r[6] + r[7]));
    for (; i < n; i++) sum += values[start + i];
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}
function variance(values) {
  const n = values.length;
  if (n === 0) return NaN;
  const mean = pairwiseSum(values) / n;
  const squares = Float64Array.from(values, (v) => (v - mean) * (v - mean));
  return pairwiseSum(squares) / n;
}

// src/osworld/metrics/images/ssim.ts
function structuralSimilarity(a, b, width, height, bands, winSize = 7) {
  if (a.length !== b.length)
    throw new PythonError("ValueError", "Input images must have the same dimensions.");
  if (winSize > width || winSize > height)
    throw new PythonError(
      "ValueError",
      "win_size exceeds image extent. Either ensure that your images are at least 7x7; or pass win_size explicitly in the function call, with an odd value less than or equal to the smaller side of your images."
    );
  if (winSize % 2 !== 1) throw new PythonError("ValueError", "Window size must be odd.");
  let total = 0;
  for (let c = 0; c < bands; c++) {
    const x = new Float64Array(width * height);
    const y = new Float64Array(width * height);
    for (let i = 0; i < x.length; i++) {
      x[i] = a[i * bands + c];
      y[i] = b[i * bands + c];
    }
    total += ssimOfBand(x, y, width, height, winSize);
  }
  return total / bands;
}
function ssimOfBand(x, y, width, height, winSize) {
  const filter = (values) => uniformFilter(values, width, height, winSize);
  const product = (p, q) => p.map((v, i) => v * q[i]);
  const ux = filter(x);
  const uy = filter(y);
  const uxx = filter(product(x, x));
  const uyy = filter(product(y, y));
  const uxy = filter(product(x, y));
  const np = winSize * winSize;
  const covNorm = np / (np - 1);
  const R6 = 255;
  const C1 = (0.01 * R6) ** 2;
  const C2 = (0.03 * R6) ** 2;
  const pad = winSize - 1 >> 1;
  let sum = 0;
  let compensation = 0;
  let count = 0;
  for (let row = pad; row < height - pad; row++)
    for (let col = pad; col < width - pad; col++) {
      const i = row * width + col;
      const vx = covNorm * (uxx[i] - ux[i] * ux[i]);
      const vy = covNorm * (uyy[i] - uy[i] * uy[i]);
      const vxy = covNorm * (uxy[i] - ux[i] * uy[i]);
      const A1 = 2 * ux[i] * uy[i] + C1;
      const A22 = 2 * vxy + C2;
      const B1 = ux[i] ** 2 + uy[i] ** 2 + C1;
      const B2 = vx + vy + C2;
      const s = A1 * A22 / (B1 * B2);
      const t = sum + s;
      compensation += Math.abs(sum) >= Math.abs(s) ? sum - t + s : s - t + sum;
      sum = t;
      count++;
    }
  return (sum + compensation) / count;
}
function uniformFilter(values, width, height, size) {
  const rows = new Float64Array(values.length);
  const line = new Float64Array(Math.max(width, height));
  const out = new Float64Array(line.length);
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) line[row] = values[row * width + col];
    uniformFilter1d(line, height, size, out);
    for (let row = 0; row < height; row++) rows[row * width + col] = out[row];
  }
  const result = new Float64Array(values.length);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) line[col] = rows[row * width + col];
    uniformFilter1d(line, width, size, out);
    for (let col = 0; col < width; col++) result[row * width + col] = out[col];
  }
  return result;
}
function uniformFilter1d(line, length, size, out) {
  const before = size >> 1;
  const after = size - before - 1;
  const extended = new Float64Array(length + before + after);
  const at = (i) => {
    let j = i;
    const period = 2 * length;
    j = (j % period + period) % period;
    return j < length ? line[j] : line[period - 1 - j];
  };
  for (let i = 0; i < extended.length; i++) extended[i] = at(i - before);
  let tmp = 0;
  for (let k = 0; k < size; k++) tmp += extended[k];
  tmp /= size;
  out[0] = tmp;
  for (let k = 1; k < length; k++) {
    tmp += (extended[k + size - 1] - extended[k - 1]) / size;
    out[k] = tmp;
  }
}

// src/osworld/metrics/images.ts
function minSize(a, b) {
  if (a.width !== b.width) return a.width < b.width ? [a.width, a.height] : [b.width, b.height];
  return a.height <= b.height ? [a.width, a.height] : [b.width, b.height];
}
var ssimOf = (a, b, winSize = 7) => structuralSimilarity(a.data, b.data, a.width, a.height, BANDS[a.mode], winSize);
async function compare_images(image1, image2, options = {}) {
  if (!pyTruthy(image1) || !pyTruthy(image2)) return 0;
  const base = dictGet(options, "reference_base_result", null);
  let a = convert2(await openImage(image1), "L");
  let b = convert2(await openImage(image2), "L");
  const [w, h] = minSize(a, b);
  a = resize(a, w, h, "lanczos");
  b = resize(b, w, h, "lanczos");
  const similarity = ssimOf(a, b);
  if (base === null) return similarity;
  if (typeof base !== "number")
    throw new PythonError(
      "TypeError",
      `unsupported operand type(s) for +: '${pyTypeName(base)}' and 'float'`
    );
  return similarity >= base + 0.01 ? (similarity - base) / (1 - base) : 0;
}
async function compare_image_list(pred, gold) {
  const preds = Array.isArray(pred) ? pred : [pred];
  const golds = Array.isArray(pred) ? iterate(gold) : [gold];
  for (let i = 0; i < Math.min(preds.length, golds.length); i++) {
    if (!pyTruthy(preds[i]) || !pyTruthy(golds[i])) return 0;
    let p = await openImage(preds[i]);
    const g = await openImage(golds[i]);
    if (p.width !== g.width || p.height !== g.height) p = resize(p, g.width, g.height, "lanczos");
    if (p.mode !== g.mode) p = convert2(p, g.mode);
    if (getbbox(difference(p, g))) return 0;
  }
  return 1;
}
function structureBySsim(a, b, threshold = 0.9) {
  if (a.width < 7 || a.height < 7 || b.width < 7 || b.height < 7) return false;
  const x = a.mode === "RGB" ? a : convert2(a, "RGB");
  const y = b.mode === "RGB" ? b : convert2(b, "RGB");
  if (x.width !== y.width || x.height !== y.height) return false;
  return ssimOf(x, y, 7) >= threshold;
}
function structureByMse(a, b, threshold = 0.03) {
  let x = a;
  if (x.width !== b.width || x.height !== b.height) x = resize(x, b.width, b.height, "lanczos");
  if (x.mode !== "RGB") x = convert2(x, "RGB");
  const y = b.mode === "RGB" ? b : convert2(b, "RGB");
  let sum = 0;
  for (let i = 0; i < x.data.length; i++) {
    const d = Math.fround(Math.fround(x.data[i] / 255) - Math.fround(y.data[i] / 255));
    sum += Math.fround(d * d);
  }
  return sum / x.data.length < threshold;
}
var resizeDefault = (image, w, h) => resize(image, w, h);
async function check_structure_sim(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  try {
    const a = await openImage(src);
    const b = await openImage(tgt);
    if (a.width !== b.width || a.height !== b.height) return 0;
    return structureBySsim(a, b) ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
}
async function check_structure_sim_resized(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  let a = await openImage(src);
  let b = await openImage(tgt);
  let resized;
  if (a.mode === "RGBA" || a.mode === "LA" || hasTransparencyInfo(a)) {
    if (a.mode !== "RGBA") a = convert2(a, "RGBA");
    const box = getbbox(band(a, 3));
    if (!box) return 0;
    resized = resizeDefault(convert2(crop(a, box), "RGB"), b.width, b.height);
  } else resized = resizeDefault(a, b.width, b.height);
  if (b.mode !== "RGB") b = convert2(b, "RGB");
  return structureBySsim(resized, b) ? 1 : 0;
}
async function check_file_exists_and_structure_sim(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  if (!isFile2(src)) return 0;
  return structureBySsim(await openImage(src), await openImage(tgt)) ? 1 : 0;
}
async function check_image_mirror(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  return structureBySsim(flipLeftRight(a), b, 0.99) ? 1 : 0;
}
async function check_palette_and_structure_sim(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  let source;
  let target;
  try {
    source = await openImage(src);
    target = await openImage(tgt);
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
  const palette = source.mode === "P";
  return palette && structureBySsim(convert2(source, "RGB"), target) ? 1 : 0;
}
var brightness = (image) => meanOfFirstBand(convert2(image, "L"));
async function check_brightness_decrease_and_structure_sim(src, tgt, options = {}) {
  const threshold = dictGet(options, "threshold", 0.03);
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  const reduced = brightness(b) > brightness(a);
  const normalise = (image) => {
    const current = brightness(image);
    if (current === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
    const factor = 128 / current;
    return point(image, (x) => Math.min(255, Math.max(0, Math.trunc(x * factor))));
  };
  if (typeof threshold !== "number")
    throw new PythonError(
      "TypeError",
      "'<' not supported between instances of 'float' and '" + pyTypeName(threshold) + "'"
    );
  const same = structureByMse(normalise(a), normalise(b), threshold);
  return reduced && same ? 1 : 0;
}
var bandMean = (image, index) => meanOfFirstBand(band(image, index));
async function check_saturation_increase_and_structure_sim(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const a = convert2(await openImage(src), "HSV");
  const b = convert2(await openImage(tgt), "HSV");
  const increased = bandMean(b, 1) < bandMean(a, 1);
  const same = structureBySsim(band(a, 0), band(b, 0)) && structureBySsim(band(a, 2), band(b, 2));
  return increased && same ? 1 : 0;
}
function contrast(image) {
  const n = image.data.length;
  let mean = 0;
  for (const v of image.data) mean += v;
  mean /= n;
  let variance2 = 0;
  for (const v of image.data) variance2 += (v - mean) ** 2;
  return Math.sqrt(variance2 / n);
}
async function check_contrast_increase_and_structure_sim(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const a = await openImage(src);
  const b = await openImage(tgt);
  const higher = contrast(b) < contrast(a);
  return higher && structureBySsim(a, b, 0.65) ? 1 : 0;
}
async function check_image_size(src, rule2) {
  if (src === null || src === void 0) return 0;
  let image = await openImage(src);
  const ignoreTransparent = dictGet(rule2, "ignore_transparent", false);
  let width;
  let height;
  if (pyTruthy(ignoreTransparent) && (image.mode === "RGBA" || image.mode === "LA") || hasTransparencyInfo(image)) {
    if (image.mode !== "RGBA") image = convert2(image, "RGBA");
    const box = getbbox(band(image, 3));
    [width, height] = box ? [box[2] - box[0], box[3] - box[1]] : [0, 0];
  } else [width, height] = [image.width, image.height];
  const wanted = (key2, actual) => {
    const value = dictGet(rule2, key2, null);
    return value === null || pyEquals(actual, value);
  };
  return wanted("height", height) && wanted("width", width) ? 1 : 0;
}
async function check_textbox_on_leftside(src) {
  if (src === null || src === void 0) return 0;
  const source = await openImage(src);
  const gray = convert2(source, "L");
  let left = source.width;
  for (let y = 0; y < source.height; y++)
    for (let x = 0; x < source.width; x++)
      if (gray.data[y * source.width + x] < 128) {
        left = Math.min(left, x);
        break;
      }
  return left < source.width * 0.05 ? 1 : 0;
}
async function check_green_background(src, tgt) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const source = await openImage(src);
  const target = await openImage(tgt);
  const pixel = (image, row, col) => {
    if (row >= image.height || col >= image.width)
      throw new PythonError("IndexError", `index ${row >= image.height ? row : col} is out of bounds`);
    const bands = BANDS[image.mode];
    if (bands === 1) throw new PythonError("IndexError", "invalid index to scalar variable.");
    const base = (row * image.width + col) * bands;
    return Array.from(image.data.subarray(base, base + Math.min(3, bands)));
  };
  for (let x = 0; x < target.width; x++)
    for (let y = 0; y < target.height; y++) {
      const t = pixel(target, x, y);
      if (t.length === 3 && t[0] === 0 && t[1] === 0 && t[2] === 0) continue;
      const s = pixel(source, x, y);
      if (s.length < 3)
        throw new PythonError("ValueError", "not enough values to unpack (expected 3, got 2)");
      const [r, g, b] = s;
      if (!(g > r && g > b)) return 0;
    }
  return 1;
}
async function check_triangle_position(tgt) {
  if (tgt === null || tgt === void 0) return 0;
  const image = await openImage(tgt);
  const bands = BANDS[image.mode];
  if (bands < 2) throw new PythonError("IndexError", "tuple index out of range");
  const counts = /* @__PURE__ */ new Map();
  for (let i = 0; i < image.width * image.height; i++) {
    const key2 = Array.from(image.data.subarray(i * bands, (i + 1) * bands));
    const k = key2.join(",");
    const entry = counts.get(k) ?? { count: 0, key: key2 };
    entry.count++;
    counts.set(k, entry);
  }
  const sorted = [...counts.values()].sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
    return 0;
  });
  const byCount = sorted.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.count - b.entry.count || a.index - b.index);
  if (byCount.length < 2)
    throw new PythonError("IndexError", "index 1 is out of bounds for axis 0 with size 1");
  const colour = byCount[1].entry.key;
  let rows = 0;
  let cols = 0;
  let n = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const base = (y * image.width + x) * bands;
      if (colour.every((v, c) => image.data[base + c] === v)) {
        rows += y;
        cols += x;
        n++;
      }
    }
  const centroid = [rows / n, cols / n];
  const center = [image.height / 2, image.width / 2];
  const tolerance = [0.05 * image.height, 0.05 * image.width];
  return Math.abs(centroid[0] - center[0]) < tolerance[0] && Math.abs(centroid[1] - center[1]) < tolerance[1] ? 1 : 0;
}
async function increase_saturation(image1, image2) {
  const a = convert2(await openImage(image1), "HSV");
  const b = convert2(await openImage(image2), "HSV");
  return bandMean(a, 1) < bandMean(b, 1) ? 1 : 0;
}
async function decrease_brightness(image1, image2) {
  const a = await openImage(image1);
  const b = await openImage(image2);
  return brightness(a) > brightness(b) ? 1 : 0;
}
function check_image_file_size(src, rule2) {
  if (src === null || src === void 0) return 0;
  if (typeof src !== "string") throw new PythonError("TypeError", "stat: path should be string");
  let size;
  try {
    size = statSync4(src).size;
  } catch {
    throw new PythonError("FileNotFoundError", `[Errno 2] No such file or directory: '${src}'`);
  }
  return pyCompare(size, "lt", subscript(rule2, "max_size")) ? 1 : 0;
}
function check_file_exists(directory, filename) {
  if (typeof directory !== "string" || typeof filename !== "string")
    throw new PythonError("TypeError", "join() argument must be str, bytes, or os.PathLike object");
  return isFile2(path10.join(directory, filename)) ? 1 : 0;
}
async function sharpness(path27) {
  const gray = await imreadGray(path27);
  if (!gray)
    throw new PythonError(
      "error",
      "OpenCV(4.11.0) /io/opencv/modules/imgproc/src/deriv.cpp:792: error: (-215:Assertion failed) !_src.empty() in function 'Laplacian'"
    );
  return variance(laplacian(gray));
}
async function check_sharper(src, tgt) {
  const a = await sharpness(src);
  const b = await sharpness(tgt);
  return a > b ? 1 : 0;
}
async function compare_triangle_positions(image1, image2) {
  const unreadable = new PythonError(
    "error",
    "OpenCV(4.11.0) /io/opencv/modules/imgproc/src/color.cpp:199: error: (-215:Assertion failed) !_src.empty() in function 'cvtColor'"
  );
  const a = await imreadColorSize(image1);
  if (!a) throw unreadable;
  const b = await imreadColorSize(image2);
  if (!b) throw unreadable;
  const distance = ({ width, height }) => {
    if (width < 2 || height < 2) throw new PythonError("ZeroDivisionError", "float division by zero");
    const cx = Math.trunc((width - 1) / 2);
    const cy = Math.trunc((height - 1) / 2);
    return Math.sqrt((cx - Math.floor(width / 2)) ** 2 + (cy - Math.floor(height / 2)) ** 2);
  };
  return distance(a) > distance(b) ? 1 : 0;
}

// src/osworld/metrics/pdf.ts
function quietly(work) {
  const warn = console.warn;
  console.warn = (...args) => {
    if (!/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) warn(...args);
  };
  return work().finally(() => {
    console.warn = warn;
  });
}
async function pdfjs() {
  const module = await import("./pdf-R54ZTYRO.js");
  globalThis.pdfjsWorker ??= await import("./pdf.worker-RPBCZZJO.js");
  return module;
}
function loadPdf(file, what) {
  const data = readBytes(file, "PDF");
  return quietly(() => readPdf(data, what));
}
async function readPdf(data, what) {
  const { getDocument } = await pdfjs();
  const task = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  let document2;
  try {
    document2 = await task.promise;
  } catch (error) {
    const kinds = { pypdf: "PdfReadError", fitz: "FileDataError", pdfplumber: "PdfminerException" };
    throw new PythonError(kinds[what], `cannot open the PDF: ${error.message}`);
  }
  try {
    const pages = [];
    for (let n = 1; n <= document2.numPages; n++) {
      const page = await document2.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items.flatMap(
          (item) => (
            // pdf.js's own whitespace items (it bridges gaps with them) are left out: gaps are measured here
            "str" in item && item.str.trim() !== "" ? [
              {
                str: item.str,
                x: item.transform[4],
                y: item.transform[5],
                width: item.width,
                size: Math.hypot(item.transform[2], item.transform[3]) || 1
              }
            ] : []
          )
        )
      );
    }
    return { pages };
  } finally {
    await task.destroy();
  }
}
function fitzLines(items) {
  const out = [];
  let line = "";
  let last;
  for (const item of items) {
    if (last) {
      const size = Math.max(1, item.size);
      const gap = (item.x - (last.x + last.width)) / size;
      const sameBaseline = Math.abs(item.y - last.y) / size < 0.8;
      if (!sameBaseline || gap > 0.8 || gap < -0.8) {
        out.push(line);
        line = "";
      } else if (gap > 0.15 && !line.endsWith(" ") && !item.str.startsWith(" ")) line += " ";
    }
    line += item.str;
    last = item;
  }
  if (last) out.push(line);
  return out;
}
async function fitzText(file) {
  if (file === null || file === void 0 || file === "" || file === 0 || file === false) return "";
  const { pages } = await loadPdf(file, "fitz");
  return pyStrip(
    pages.map(
      (items) => fitzLines(items).map((l) => `${l}
`).join("")
    ).join("")
  );
}
function plumberPage(items) {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].y - item.y) <= 3) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    let text2 = "";
    let end;
    for (const item of [...line].sort((a, b) => a.x - b.x)) {
      if (end !== void 0 && item.x - end > 3 && !text2.endsWith(" ") && !item.str.startsWith(" "))
        text2 += " ";
      text2 += item.str;
      end = item.x + item.width;
    }
    return text2;
  }).join("\n");
}
async function plumberText(file) {
  const { pages } = await loadPdf(file, "pdfplumber");
  return pages.map(plumberPage).join("");
}
async function pypdf2Text(data) {
  const { pages } = await quietly(() => readPdf(data, "pypdf"));
  return pages.map((items) => fitzLines(items).join("\n")).join("");
}
var RELATIONS = {
  eq: pyEquals,
  ne: (a, b) => !pyEquals(a, b),
  lt: (a, b) => pyCompare(a, "lt", b),
  le: (a, b) => pyCompare(a, "le", b),
  gt: (a, b) => pyCompare(a, "gt", b),
  ge: (a, b) => pyCompare(a, "ge", b)
};
async function check_pdf_pages(file, rules) {
  if (file === null || file === void 0) return 0;
  const { pages } = await loadPdf(file, "pypdf");
  const relation = subscript(rules, "relation");
  const compare = typeof relation === "string" ? RELATIONS[relation] : void 0;
  if (!compare)
    throw new PythonError("AttributeError", `module 'operator' has no attribute '${String(relation)}'`);
  return compare(pages.length, subscript(rules, "ref_value")) ? 1 : 0;
}
async function compare_pdfs(pdf1, pdf2) {
  const [list1, list2] = Array.isArray(pdf2) ? [pdf1, pdf2] : [[pdf1], [pdf2]];
  const a = Array.isArray(list1) ? list1 : [list1];
  let score = 0;
  for (let i = 0; i < Math.min(a.length, list2.length); i++) {
    try {
      score += fuzzRatio(await fitzText(a[i]), await fitzText(list2[i])) / 100;
    } catch (error) {
      if (!(error instanceof PythonError)) throw error;
    }
  }
  return score / list2.length;
}
async function is_gold_text_included_in_pdf(pdf, gold) {
  if (!pyTruthy(gold) || !pyTruthy(pdf)) return 0;
  const goldJson = pyJsonLoads(readText(gold));
  const text2 = await plumberText(pdf);
  if (!isPlainObject(goldJson)) throw new PythonError("AttributeError", "the gold JSON is not an object");
  return Object.values(goldJson).every((value) => pyContains(text2, value)) ? 1 : 0;
}

// src/osworld/metrics/pptx.ts
import path11 from "node:path";
var A2 = "http://schemas.openxmlformats.org/drawingml/2006/main";
var P2 = "http://schemas.openxmlformats.org/presentationml/2006/main";
var R3 = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var PKG_RELS3 = "http://schemas.openxmlformats.org/package/2006/relationships";
var CT2 = "http://schemas.openxmlformats.org/package/2006/content-types";
var REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
var MAIN_TYPES2 = /* @__PURE__ */ new Set([
  "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml",
  "application/vnd.ms-powerpoint.slideshow.macroEnabled.main+xml",
  "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml",
  "application/vnd.ms-powerpoint.template.macroEnabled.main+xml"
]);
function child(node, ns, name2) {
  if (!node) return void 0;
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && c.localName === name2 && c.namespaceURI === ns)
      return c;
  return void 0;
}
function childrenOf(node, ns, name2) {
  const out = [];
  if (!node) return out;
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && c.namespaceURI === ns && (name2 === void 0 || c.localName === name2))
      out.push(c);
  return out;
}
function descendantsOf(node, ns, name2) {
  return Array.from(node.getElementsByTagNameNS(ns, name2));
}
var Package = class {
  constructor(entries) {
    this.entries = entries;
  }
  entries;
  xml(part) {
    const data = this.entries[part];
    if (!data) throw new PythonError("KeyError", `There is no item named '${part}' in the archive`);
    return parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError").documentElement;
  }
  /** A part's relationships: Id → [type (short), target part]. */
  rels(part) {
    const dir = part === "" ? "" : path11.posix.dirname(part) === "." ? "" : path11.posix.dirname(part);
    const name2 = part === "" ? "_rels/.rels" : `${dir ? `${dir}/` : ""}_rels/${path11.posix.basename(part)}.rels`;
    const out = /* @__PURE__ */ new Map();
    if (!this.entries[name2]) return out;
    for (const rel of descendantsOf(this.xml(name2), PKG_RELS3, "Relationship")) {
      if (rel.getAttribute("TargetMode") === "External") continue;
      const target = rel.getAttribute("Target") ?? "";
      const resolved = target.startsWith("/") ? target.slice(1) : path11.posix.normalize(dir ? `${dir}/${target}` : target);
      const type = (rel.getAttribute("Type") ?? "").replace(REL, "");
      out.set(rel.getAttribute("Id") ?? "", [type, resolved]);
    }
    return out;
  }
  relatedOf(part, type) {
    return [...this.rels(part).values()].find(([t]) => t === type)?.[1];
  }
};
function defaultPresentation() {
  const presentation = parseXmlDocument(
    `<p:presentation xmlns:p="${P2}" xmlns:r="${R3}"><p:sldSz cx="9144000" cy="6858000" type="screen4x3"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    "XMLSyntaxError"
  ).documentElement;
  return { pkg: new Package({}), presentation, slides: [] };
}
function openPptx(file) {
  if (file === null || file === void 0) return defaultPresentation();
  const data = readBytes(file, "presentation");
  let entries;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("PackageNotFoundError", `Package not found at '${String(file)}'`);
  }
  const pkg = new Package(entries);
  const main = pkg.relatedOf("", "officeDocument");
  if (!main) throw new PythonError("KeyError", "no officeDocument relationship");
  const types = pkg.xml("[Content_Types].xml");
  const override = descendantsOf(types, CT2, "Override").find(
    (o) => o.getAttribute("PartName") === `/${main}`
  );
  const byExtension = descendantsOf(types, CT2, "Default").find(
    (d) => d.getAttribute("Extension")?.toLowerCase() === path11.posix.extname(main).slice(1).toLowerCase()
  );
  const contentType = (override ?? byExtension)?.getAttribute("ContentType") ?? "";
  if (!MAIN_TYPES2.has(contentType))
    throw new PythonError(
      "ValueError",
      `file '${String(file)}' is not a PowerPoint file, content type is '${contentType}'`
    );
  const presentation = pkg.xml(main);
  const rels = pkg.rels(main);
  const slides = childrenOf(child(presentation, P2, "sldIdLst"), P2, "sldId").map((sldId) => {
    const target = rels.get(sldId.getAttributeNS(R3, "id") ?? "");
    if (!target) throw new PythonError("KeyError", "slide relationship not found");
    const part = target[1];
    const layoutPart = pkg.relatedOf(part, "slideLayout");
    const masterPart = layoutPart ? pkg.relatedOf(layoutPart, "slideMaster") : void 0;
    const notesPart = pkg.relatedOf(part, "notesSlide");
    return {
      part,
      element: pkg.xml(part),
      layout: layoutPart ? pkg.xml(layoutPart) : void 0,
      master: masterPart ? pkg.xml(masterPart) : void 0,
      notes: notesPart ? pkg.xml(notesPart) : void 0
    };
  });
  return { pkg, presentation, slides };
}
var SHAPE_TAGS = /* @__PURE__ */ new Set(["sp", "grpSp", "graphicFrame", "cxnSp", "pic", "contentPart"]);
function shapesOf(tree) {
  return childrenOf(tree, P2).filter((e) => SHAPE_TAGS.has(e.localName ?? ""));
}
function slideShapes(slideOrLayout) {
  return shapesOf(child(child(slideOrLayout, P2, "cSld"), P2, "spTree"));
}
function nvPr(shape) {
  const nv = childrenOf(shape, P2).find((e) => (e.localName ?? "").startsWith("nv"));
  return child(nv, P2, "nvPr");
}
function placeholder(shape) {
  if (!["sp", "pic", "graphicFrame"].includes(shape.localName ?? "")) return void 0;
  const ph = child(nvPr(shape), P2, "ph");
  if (!ph) return void 0;
  return { type: ph.getAttribute("type") || "obj", idx: Number(ph.getAttribute("idx") || 0) };
}
function shapeType(shape) {
  switch (shape.localName) {
    case "sp": {
      if (placeholder(shape)) return 14;
      const spPr = child(shape, P2, "spPr");
      if (child(spPr, A2, "custGeom")) return 5;
      const txBox = child(child(shape, P2, "nvSpPr"), P2, "cNvSpPr")?.getAttribute("txBox");
      const isTextbox = txBox === "1" || txBox === "true";
      if (child(spPr, A2, "prstGeom") && !isTextbox) return 1;
      if (isTextbox) return 17;
      throw new PythonError("NotImplementedError", "Shape instance of unrecognized shape type");
    }
    case "pic":
      if (placeholder(shape)) return 14;
      return child(nvPr(shape), A2, "videoFile") ? 16 : 13;
    case "grpSp":
      return 6;
    case "cxnSp":
      return 9;
    case "graphicFrame": {
      const uri = child(child(shape, A2, "graphic"), A2, "graphicData")?.getAttribute("uri") ?? "";
      if (uri.endsWith("/chart")) return 3;
      if (uri.endsWith("/table")) return 19;
      if (uri.endsWith("/ole")) {
        const ole = descendantsOf(shape, P2, "oleObj")[0];
        return ole && child(ole, P2, "link") ? 10 : 7;
      }
      return null;
    }
    default:
      throw new PythonError("NotImplementedError", `shape_type of ${shape.localName}`);
  }
}
function xfrm(shape) {
  if (shape.localName === "graphicFrame") return child(shape, P2, "xfrm");
  if (shape.localName === "grpSp") return child(child(shape, P2, "grpSpPr"), A2, "xfrm");
  return child(child(shape, P2, "spPr"), A2, "xfrm");
}
function directDimension(shape, which) {
  const x = xfrm(shape);
  const node = child(x, A2, which === "left" || which === "top" ? "off" : "ext");
  const attr = { left: "x", top: "y", width: "cx", height: "cy" }[which];
  if (!node || !node.hasAttribute(attr)) return null;
  return Number(node.getAttribute(attr));
}
var MASTER_TYPE = {
  body: "body",
  chart: "body",
  clipArt: "body",
  ctrTitle: "title",
  dgm: "body",
  dt: "dt",
  ftr: "ftr",
  media: "body",
  obj: "body",
  pic: "body",
  sldNum: "sldNum",
  subTitle: "body",
  tbl: "body",
  title: "title"
};
function dimension(shape, which, slide) {
  const direct = directDimension(shape, which);
  if (direct !== null) return direct;
  const ph = placeholder(shape);
  if (!ph) return null;
  const layoutPh = slideShapes(slide.layout).find((s) => placeholder(s)?.idx === ph.idx);
  if (!layoutPh) return null;
  const fromLayout = directDimension(layoutPh, which);
  if (fromLayout !== null) return fromLayout;
  const layoutType = placeholder(layoutPh).type;
  const wanted = MASTER_TYPE[layoutType] ?? layoutType;
  const masterPh = slideShapes(slide.master).find((s) => placeholder(s)?.type === wanted);
  return masterPh ? directDimension(masterPh, which) : null;
}
var hasText = (shape) => shape.localName === "sp";
function paragraphsOf(owner) {
  const body = child(owner, P2, "txBody") ?? child(owner, A2, "txBody");
  if (!body) return owner.localName === "sp" || owner.localName === "tc" ? [emptyParagraph(owner)] : [];
  return childrenOf(body, A2, "p");
}
function emptyParagraph(owner) {
  return owner.ownerDocument.createElementNS(A2, "a:p");
}
function paragraphText2(paragraph) {
  let out = "";
  for (const element2 of childrenOf(paragraph, A2)) {
    if (element2.localName === "r" || element2.localName === "fld")
      out += child(element2, A2, "t")?.textContent ?? "";
    else if (element2.localName === "br") out += "\v";
  }
  return out;
}
var frameText = (owner) => paragraphsOf(owner).map(paragraphText2).join("\n");
var runsOf = (paragraph) => childrenOf(paragraph, A2, "r");
function alignmentOf(paragraph) {
  return child(paragraph, A2, "pPr")?.getAttribute("algn") || null;
}
function levelOf(paragraph) {
  return Number(child(paragraph, A2, "pPr")?.getAttribute("lvl") || 0);
}
var xsdBoolean = (value) => value === null || value === "" ? null : value === "1" || value === "true";
function fontOf(run) {
  const rPr = child(run, A2, "rPr");
  const u = rPr?.getAttribute("u") || null;
  const fill = child(rPr, A2, "solidFill");
  const srgb = child(fill, A2, "srgbClr");
  return {
    name: child(rPr, A2, "latin")?.getAttribute("typeface") ?? null,
    size: rPr?.getAttribute("sz") ? Number(rPr.getAttribute("sz")) * 127 : null,
    bold: xsdBoolean(rPr?.getAttribute("b") ?? null),
    italic: xsdBoolean(rPr?.getAttribute("i") ?? null),
    rgb: srgb ? (srgb.getAttribute("val") ?? "").toUpperCase() : void 0,
    underline: u === null ? null : u === "none" ? false : u === "sng" ? true : u,
    strike: rPr?.getAttribute("strike") || "noStrike",
    hasStrike: rPr?.hasAttribute("strike") ?? false
  };
}
function backgroundFill(slideOrMaster) {
  const bgPr = child(child(child(slideOrMaster, P2, "cSld"), P2, "bg"), P2, "bgPr");
  if (!bgPr) return { type: 5 };
  const fill = childrenOf(bgPr, A2).find(
    (e) => ["noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill"].includes(e.localName ?? "")
  );
  switch (fill?.localName) {
    case "noFill":
      return { type: 5 };
    case "solidFill":
      return {
        type: 1,
        rgb: () => {
          const srgb = child(fill, A2, "srgbClr");
          if (!srgb) {
            const kind = childrenOf(fill, A2)[0]?.localName ?? "none";
            throw new PythonError("AttributeError", `no .rgb property on color type '${kind}'`);
          }
          return (srgb.getAttribute("val") ?? "").toUpperCase();
        }
      };
    case "gradFill":
      return { type: 3 };
    case "blipFill":
      return { type: 6 };
    case "pattFill":
      return { type: 2 };
    case "grpFill":
      return { type: 101 };
    default:
      return { type: null };
  }
}
function notesText(slide) {
  if (!slide.notes) return "";
  const body = slideShapes(slide.notes).find((s) => placeholder(s)?.type === "body");
  if (!body) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text_frame'");
  return frameText(body);
}
function tableOf(shape) {
  const tbl = descendantsOf(shape, A2, "tbl")[0];
  if (!tbl) throw new PythonError("ValueError", "shape does not contain a table");
  const rows = childrenOf(tbl, A2, "tr");
  return {
    rows,
    columns: childrenOf(child(tbl, A2, "tblGrid"), A2, "gridCol").length,
    cell: (r, c) => {
      const tc = childrenOf(rows[r], A2, "tc")[c];
      if (!tc) throw new PythonError("IndexError", "list index out of range");
      return tc;
    }
  };
}
function slideSize(prs) {
  const size = child(prs.presentation, P2, "sldSz");
  return {
    width: size?.getAttribute("cx") ? Number(size.getAttribute("cx")) : null,
    height: size?.getAttribute("cy") ? Number(size.getAttribute("cy")) : null
  };
}

// src/osworld/metrics/slides.ts
function approximately(a, b, tolerance) {
  if (a === b) return true;
  if (a === 0 || b === 0) return false;
  if (a === null || b === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'NoneType' and 'int'");
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)) <= tolerance;
}
function backgroundColor(slide) {
  const fill = backgroundFill(slide.element);
  if (fill.type === 1) return fill.rgb();
  if (fill.type === 5) {
    const master = backgroundFill(slide.master);
    return master.type === 1 ? master.rgb() : null;
  }
  return null;
}
function bullets(slide, touched) {
  const out = [];
  for (const p of descendantsOf(slide, A2, "p")) {
    const pPr = child(p, A2, "pPr");
    let lvl = "No Level";
    let char = "No Bullet";
    let color = "No Color";
    if (pPr) {
      lvl = pPr.getAttribute("lvl");
      const buChar = child(pPr, A2, "buChar");
      char = buChar ? buChar.getAttribute("char") : "No Bullet";
      const clr = child(child(pPr, A2, "buClr"), A2, "srgbClr");
      color = clr ? clr.getAttribute("val") : "No Color";
    } else if (touched.has(p)) lvl = null;
    const texts3 = descendantsOf(p, A2, "t").map((t) => t.firstChild ? t.textContent ?? "" : null);
    if (texts3.includes(null))
      throw new PythonError("TypeError", "sequence item: expected str instance, NoneType found");
    const text2 = texts3.join("");
    if (pyStrip(text2) !== "") out.push([lvl, char, text2, color]);
  }
  return out;
}
function sameBullets(a, b) {
  if (a.length !== b.length) return false;
  return a.every(([lvl1, char1, text1], i) => {
    const [lvl2, char2, text2] = b[i];
    return text1 === text2 && char1 === char2 && (lvl1 ?? "0") === (lvl2 ?? "0");
  });
}
var offOrNone = (v) => v === null || v === false;
function textShapes(slide) {
  const collect = (shape) => [
    ...hasText(shape) ? [shape] : [],
    ...shape.localName === "grpSp" ? shapesOf(shape).flatMap(collect) : []
  ];
  return slideShapes(slide.element).flatMap(collect);
}
var alignmentOrLeft = (p) => alignmentOf(p) ?? "l";
function compare_pptx_files(file1, file2, options = {}) {
  const prs1 = openPptx(file1);
  const prs2 = openPptx(file2);
  const option = (name2, fallback) => dictGet(options, name2, fallback);
  const debug = pyTruthy(option("enable_debug", true));
  const tolerance = option("approximately_tolerance", 5e-3);
  if (typeof tolerance !== "number") throw new PythonError("TypeError", "the tolerance must be a number");
  const examine = (name2, fallback) => pyTruthy(option(`examine_${name2}`, fallback));
  const approx = (a, b) => approximately(a, b, tolerance);
  if (prs1.slides.length !== prs2.slides.length && examine("number_of_slides", true)) return 0;
  for (let s = 0; s < Math.min(prs1.slides.length, prs2.slides.length); s++) {
    const slide1 = prs1.slides[s];
    const slide2 = prs2.slides[s];
    const slideIdx = s + 1;
    if (backgroundColor(slide1) !== backgroundColor(slide2) && examine("background_color", true)) return 0;
    if (pyStrip(notesText(slide1)) !== pyStrip(notesText(slide2)) && examine("note", true)) return 0;
    const touched = /* @__PURE__ */ new Set();
    const text1 = textShapes(slide1);
    const text2 = textShapes(slide2);
    const shapes1 = slideShapes(slide1.element);
    const shapes2 = slideShapes(slide2.element);
    if (shapes1.length !== shapes2.length) return 0;
    for (let k = 0; k < shapes1.length; k++) {
      const shape1 = shapes1[k];
      const shape2 = shapes2[k];
      const dim = (shape, slide, which) => dimension(shape, which, slide);
      const [l1, t1, w1, h1] = ["left", "top", "width", "height"].map(
        (d) => dim(shape1, slide1, d)
      );
      const [l2, t2, w2, h2] = ["left", "top", "width", "height"].map(
        (d) => dim(shape2, slide2, d)
      );
      if (debug) {
        shapeType(shape1);
        shapeType(shape2);
      }
      const sameBox = () => approx(l1, l2) && approx(t1, t2) && approx(w1, w2) && approx(h1, h2);
      const text3 = (shape) => frameText(shape);
      if (examine("title_bottom_position", false)) {
        if (hasText(shape1) && hasText(shape2) && text3(shape1) === text3(shape2)) {
          if (text3(shape1) === "Product Comparison" && (t1 <= t2 || t1 < 36e5)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("table_bottom_position", false)) {
        if (slideIdx === 3 && shapeType(shape1) === 19 && shapeType(shape2) === 19) {
          if (t1 <= t2 || t1 < 36e5) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("right_position", false)) {
        if (slideIdx === 2 && !hasText(shape1) && !hasText(shape2)) {
          if (l1 <= l2 || l1 < 432e4) return 0;
        }
      }
      if (examine("top_position", false)) {
        if (slideIdx === 2 && shapeType(shape1) === 13 && shapeType(shape2) === 13) {
          if (t1 >= t2 || t1 > 198e4) return 0;
        }
      }
      if (examine("shape_for_shift_size", false)) {
        if (!sameBox()) {
          if (!(hasText(shape1) && hasText(shape2) && text3(shape1) === text3(shape2) && text3(shape1) === "Elaborate on what you want to discuss."))
            return 0;
        }
      }
      if (!sameBox() && examine("shape", true)) return 0;
      if (examine("image_size", false)) {
        if (shapeType(shape1) === 13 && shapeType(shape2) === 13) {
          if (!approx(w1, w2) || !approx(h1, h2)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (examine("modify_height", false)) {
        if (!hasText(shape1) && !hasText(shape2) || shapeType(shape1) === 5 && shapeType(shape2) === 5) {
          if (!approx(h1, h2)) return 0;
        } else if (!sameBox()) return 0;
      }
      if (shapeType(shape1) === 19) {
        const table1 = tableOf(shape1);
        const table2 = tableOf(shape2);
        if (table1.rows.length !== table2.rows.length || table1.columns !== table2.columns) return 0;
        for (let r = 0; r < table1.rows.length; r++)
          for (let c = 0; c < table1.columns; c++) {
            const paras1 = paragraphsOf(table1.cell(r, c));
            const paras2 = paragraphsOf(table2.cell(r, c));
            if (paras1.length !== paras2.length) return 0;
            for (let p = 0; p < paras1.length; p++) {
              const runs1 = runsOf(paras1[p]);
              const runs2 = runsOf(paras2[p]);
              if (runs1.length !== runs2.length) return 0;
              for (let q = 0; q < runs1.length; q++) {
                const f1 = fontOf(runs1[q]);
                const f2 = fontOf(runs2[q]);
                if (f1.rgb !== void 0 && f2.rgb !== void 0 && f1.rgb !== f2.rgb && examine("color_rgb", true))
                  return 0;
                if (f1.bold !== f2.bold && !(offOrNone(f1.bold) && offOrNone(f2.bold))) return 0;
                if (f1.italic !== f2.italic && !(offOrNone(f1.italic) && offOrNone(f2.italic))) return 0;
                if (f1.underline !== f2.underline) {
                  if (f1.underline !== null && f2.underline !== null) return 0;
                  if (f1.underline === null && f2.underline === true || f1.underline === true && f2.underline === null)
                    return 0;
                }
              }
            }
          }
      }
      if (hasText(shape1) && hasText(shape2)) {
        if (pyStrip(text3(shape1)) !== pyStrip(text3(shape2)) && examine("text", true)) return 0;
        const paras1 = paragraphsOf(shape1);
        const paras2 = paragraphsOf(shape2);
        if (paras1.length !== paras2.length) return 0;
        for (let p = 0; p < paras1.length; p++) {
          const para1 = paras1[p];
          const para2 = paras2[p];
          touched.add(para1);
          touched.add(para2);
          if (examine("alignment", true) && alignmentOrLeft(para1) !== alignmentOrLeft(para2)) return 0;
          if (paragraphText2(para1) !== paragraphText2(para2) && examine("text", true)) return 0;
          if (levelOf(para1) !== levelOf(para2) && examine("indent", true)) return 0;
          const runs1 = runsOf(para1);
          const runs2 = runsOf(para2);
          if (runs1.length !== runs2.length) return 0;
          for (let q = 0; q < runs1.length; q++) {
            const f1 = fontOf(runs1[q]);
            const f2 = fontOf(runs2[q]);
            if (f1.name !== f2.name && examine("font_name", true)) return 0;
            if (f1.size !== f2.size && examine("font_size", true)) return 0;
            if (f1.bold !== f2.bold && examine("font_bold", true) && !(offOrNone(f1.bold) && offOrNone(f2.bold)))
              return 0;
            if (f1.italic !== f2.italic && examine("font_italic", true) && !(offOrNone(f1.italic) && offOrNone(f2.italic)))
              return 0;
            if (f1.rgb !== void 0 && f2.rgb !== void 0 && f1.rgb !== f2.rgb && examine("color_rgb", true))
              return 0;
            if (f1.underline !== f2.underline && examine("font_underline", true)) {
              if (f1.underline !== null && f2.underline !== null) return 0;
              if (f1.underline === null && f2.underline === true || f1.underline === true && f2.underline === null)
                return 0;
            }
            if (f1.strike !== f2.strike && examine("strike_through", true)) return 0;
            if (examine("bullets", true)) {
              let same = true;
              try {
                same = sameBullets(bullets(slide1.element, touched), bullets(slide2.element, touched));
              } catch (error) {
                if (!(error instanceof PythonError)) throw error;
              }
              if (!same) return 0;
            }
          }
        }
      }
    }
    if (examine("alignment", true) && text1.length === text2.length) {
      for (let k = 0; k < text1.length; k++) {
        if (pyStrip(frameText(text1[k])) !== pyStrip(frameText(text2[k])) && examine("text", true))
          return 0;
        const paras1 = paragraphsOf(text1[k]);
        const paras2 = paragraphsOf(text2[k]);
        if (paras1.length !== paras2.length) return 0;
        for (let p = 0; p < paras1.length; p++)
          if (alignmentOrLeft(paras1[p]) !== alignmentOrLeft(paras2[p])) return 0;
      }
    } else if (text1.length !== text2.length) return 0;
  }
  return 1;
}
function check_slide_orientation_Portrait(file) {
  const { width, height } = slideSize(openPptx(file));
  if (width === null || height === null)
    throw new PythonError("TypeError", "'<' not supported between instances of 'NoneType' and 'int'");
  return width < height ? 1 : 0;
}
function check_strikethrough(file, rules) {
  const prs = openPptx(file);
  const slides = iterate(subscript(rules, "slide_index_s"));
  const shapes = iterate(subscript(rules, "shape_index_s"));
  const paragraphs2 = iterate(subscript(rules, "paragraph_index_s"));
  try {
    for (const s of slides) {
      const slide = pySubscript(prs.slides, s);
      if (!slide.ok) throw slide.error;
      for (const k of shapes) {
        const shape = pySubscript(slideShapes(slide.value.element), k);
        if (!shape.ok) throw shape.error;
        if (!hasText(shape.value))
          throw new PythonError("AttributeError", "'Picture' object has no attribute 'text_frame'");
        const paras = paragraphsOf(shape.value);
        for (const i of paragraphs2) {
          const paragraph = pySubscript(paras, i);
          if (!paragraph.ok) throw paragraph.error;
          const run = runsOf(paragraph.value)[0];
          if (!run) throw new PythonError("IndexError", "tuple index out of range");
          if (!fontOf(run).hasStrike) return 0;
        }
      }
    }
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  return 1;
}
function check_transition(file, rules) {
  const index = subscript(rules, "slide_idx");
  const type = subscript(rules, "transition_type");
  const entries = zipEntries(file);
  if (typeof index !== "number")
    throw new PythonError("TypeError", `unsupported operand type(s) for +: '${pyTypeName(index)}' and 'int'`);
  const data = entries[`ppt/slides/slide${index + 1}.xml`];
  if (!data) return 0;
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "ParseError").documentElement;
  const transition = descendantsOf(root, P2, "transition")[0];
  if (!transition) return 0;
  return descendantsOf(transition, P2, String(type)).length > 0 ? 1 : 0;
}
function zipEntries(file) {
  const data = readBytes(filePath(file, "presentation"));
  try {
    return unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
}
function check_page_number_colors(file, rules) {
  const color = subscript(rules, "color");
  const data = zipEntries(file)["ppt/slideMasters/slideMaster1.xml"];
  if (!data)
    throw new PythonError(
      "KeyError",
      "There is no item named 'ppt/slideMasters/slideMaster1.xml' in the archive"
    );
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "ParseError").documentElement;
  const colors = descendantsOf(root, A2, "solidFill").flatMap((fill) => descendantsOf(fill, A2, "srgbClr"));
  const unique = colors.filter((c, i) => colors.indexOf(c) === i);
  const element2 = unique.at(-2);
  if (!element2) throw new PythonError("IndexError", "list index out of range");
  const value = element2.getAttribute("val");
  if (value === null) return 0;
  const channel = (i) => {
    const text2 = value.slice(1 + 2 * i, 3 + 2 * i);
    if (!/^[0-9a-fA-F]+$/.test(text2))
      throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text2}'`);
    return parseInt(text2, 16);
  };
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  if (pyEquals(color, "red") && !(r > g + 50 && r > b + 50)) return 0;
  if (pyEquals(color, "blue") && !(b > g + 50 && b > r + 50)) return 0;
  if (pyEquals(color, "green") && !(g > r + 50 && g > b + 50)) return 0;
  if (pyEquals(color, "black") && !(r < 50 && g < 50 && b < 50)) return 0;
  return 1;
}
function check_presenter_console_disable(file) {
  try {
    const text2 = readBytes(filePath(file, "registrymodifications.xcu")).toString("utf8");
    const root = parseXmlDocument(text2, "ParseError").documentElement;
    const OOR2 = "http://openoffice.org/2001/registry";
    for (const item of Array.from(root.getElementsByTagName("item"))) {
      if (item.getAttributeNS(OOR2, "path") !== "/org.openoffice.Office.Impress/Misc/Start") continue;
      const props = Array.from(item.childNodes).filter(
        (n) => n.nodeType === 1 && n.localName === "prop" && !n.namespaceURI
      );
      for (const prop of props) {
        if (prop.getAttributeNS(OOR2, "name") !== "EnablePresenterScreen") continue;
        const value = Array.from(prop.childNodes).find(
          (n) => n.nodeType === 1 && n.localName === "value"
        );
        if (!value) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
        const v = value.firstChild ? value.textContent : null;
        if (v === null) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'lower'");
        return v.toLowerCase() === "false" ? 1 : 0;
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
}

// src/osworld/metrics/archive.ts
var UNPACK_FORMATS = [
  ["tar", [".tar"]],
  ["zip", [".zip"]],
  ["gztar", [".tar.gz", ".tgz"]],
  ["bztar", [".tar.bz2", ".tbz2"]],
  ["xztar", [".tar.xz", ".txz"]]
];
function isZip(data) {
  if (data.length < 22) return false;
  const tail = data.subarray(Math.max(0, data.length - 65557));
  return tail.lastIndexOf(Buffer.from([80, 75, 5, 6])) >= 0;
}
function readZip(data) {
  if (!isZip(data)) throw new PythonError("BadZipFile", "File is not a zip file");
  try {
    return unzipSync(new Uint8Array(data));
  } catch (error) {
    const message = error.message;
    if (/compression/i.test(message))
      throw new PythonError(
        "NotSupported",
        `a member of the zip file is compressed in a way desktest does not read (${message})`
      );
    throw new PythonError("BadZipFile", message);
  }
}
function memberTarget(dir, name2) {
  if (name2.startsWith("/") || name2.includes("..")) return void 0;
  const target = path12.join(dir, ...name2.split("/"));
  return target.startsWith(dir + path12.sep) ? target : void 0;
}
function ensureParent(target) {
  try {
    mkdirSync2(path12.dirname(target), { recursive: true });
  } catch (error) {
    throw new PythonError("FileExistsError", error.message);
  }
}
function writeMember(target, content) {
  ensureParent(target);
  try {
    writeFileSync2(target, content);
  } catch (error) {
    const code = error.code;
    throw new PythonError(code === "EISDIR" ? "IsADirectoryError" : "OSError", error.message);
  }
}
function unpackZip(file, data, dir) {
  if (!isZip(data)) throw new PythonError("ReadError", `${file} is not a zip file`);
  for (const [name2, content] of Object.entries(readZip(data))) {
    const target = memberTarget(dir, name2);
    if (!target) continue;
    if (name2.endsWith("/")) mkdirSync2(target, { recursive: true });
    else writeMember(target, content);
  }
}
async function unpackTar(file, data, dir) {
  const notTar = () => new PythonError("ReadError", `${file} is not a compressed or uncompressed tar file`);
  if (data.length === 0) throw notTar();
  let plain = data;
  if (data[0] === 31 && data[1] === 139) {
    try {
      plain = gunzipSync(data);
    } catch {
      throw notTar();
    }
  } else if (data.subarray(0, 3).toString("latin1") === "BZh" || data.subarray(0, 6).equals(XZ_MAGIC))
    throw new PythonError("NotSupported", "desktest does not read bzip2- or xz-compressed tar files");
  const extract = import_tar_stream.default.extract();
  Readable.from([plain]).pipe(extract);
  let entries = 0;
  try {
    for await (const entry of extract) {
      entries++;
      const chunks = [];
      for await (const chunk of entry) chunks.push(chunk);
      const target = memberTarget(dir, entry.header.name.replace(/\/+$/, ""));
      if (!target) continue;
      if (entry.header.type === "directory") mkdirSync2(target, { recursive: true });
      else if (entry.header.type === "file" || entry.header.type === "contiguous-file")
        writeMember(target, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof PythonError) throw error;
    throw notTar();
  }
  if (entries === 0 && !plain.subarray(0, 512).every((b) => b === 0)) throw notTar();
}
var XZ_MAGIC = Buffer.from([253, 55, 122, 88, 90, 0]);
async function unpackArchive(value, dir) {
  const file = filePath(value, "archive");
  const format = UNPACK_FORMATS.find(([, extensions]) => extensions.some((e) => file.endsWith(e)))?.[0];
  if (!format) throw new PythonError("ReadError", `Unknown archive format '${file}'`);
  if (format === "zip") {
    let data;
    try {
      data = readBytes(file);
    } catch {
      throw new PythonError("ReadError", `${file} is not a zip file`);
    }
    unpackZip(file, data, dir);
  } else await unpackTar(file, readBytes(file), dir);
}
function listdirSorted(folder) {
  let names;
  try {
    names = readdirSync(folder);
  } catch (error) {
    const code = error.code;
    if (code === "ENOTDIR") throw new PythonError("NotADirectoryError", `Not a directory: '${folder}'`);
    throw new PythonError("FileNotFoundError", `No such file or directory: '${folder}'`);
  }
  return names.sort((a, b) => pyCompare(a, "lt", b) ? -1 : pyCompare(b, "lt", a) ? 1 : 0);
}
function fileMetric(fileType) {
  const noOptions = (name2, metric) => (a, b, options) => {
    const extra = Object.keys(options)[0];
    if (extra !== void 0)
      throw new PythonError("TypeError", `${name2}() got an unexpected keyword argument '${extra}'`);
    return metric(a, b);
  };
  switch (fileType) {
    case "text":
      return compare_text_file;
    case "pdf":
      return noOptions("compare_pdfs", compare_pdfs);
    case "docx":
      return compare_docx_files;
    case "ppt":
      return compare_pptx_files;
    case "image":
      return compare_images;
    case "csv":
      return compare_csv;
    case "table":
      return compare_table;
    case "audio":
    case "video":
      throw new PythonError("NotSupported", `desktest does not compare ${fileType} files (not ported yet)`);
    default:
      throw new PythonError("ValueError", `[ERROR]: not support file type: ${String(fileType)}`);
  }
}
function inside(folder, sub) {
  if (typeof sub !== "string")
    throw new PythonError("TypeError", "join() argument must be str, bytes, or os.PathLike object");
  const joined = path12.join(folder, sub);
  if (sub.startsWith("/") || joined !== folder && !joined.startsWith(folder + path12.sep))
    throw new PythonError("NotSupported", `file_path '${sub}' leaves the unpacked archive`);
  return joined;
}
async function compare_archive(pred, gold, options = {}) {
  const kwargs = { ...options };
  const filePathOption = "file_path" in kwargs ? kwargs.file_path : "";
  delete kwargs.file_path;
  if (!pyTruthy(pred)) return 0;
  const work = mkdtempSync(path12.join(tmpdir(), "desktest-archive-"));
  try {
    const predFolder = path12.join(work, "pred");
    const goldFolder = path12.join(work, "gold");
    mkdirSync2(predFolder);
    await unpackArchive(pred, predFolder);
    mkdirSync2(goldFolder);
    await unpackArchive(gold, goldFolder);
    const predFiles = listdirSorted(inside(predFolder, filePathOption));
    const goldFiles = listdirSorted(inside(goldFolder, filePathOption));
    if (!pyEquals(predFiles, goldFiles)) return 0;
    const fileType = "file_type" in kwargs ? kwargs.file_type : "text";
    delete kwargs.file_type;
    const metric = fileMetric(fileType);
    let score = 0;
    for (const [i, name2] of predFiles.entries())
      score += await metric(
        path12.join(inside(predFolder, filePathOption), name2),
        path12.join(inside(goldFolder, filePathOption), goldFiles[i]),
        kwargs
      );
    if (predFiles.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
    return score / predFiles.length;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
async function comparePdfContent(a, b, threshold) {
  const text1 = await pypdf2Text(Buffer.from(a));
  const text2 = await pypdf2Text(Buffer.from(b));
  return sequenceMatcherRatio(Array.from(text1), Array.from(text2)) >= threshold;
}
function openZip(value) {
  return readZip(readBytes(value, "zip file"));
}
async function compare_zip_files(actual, expected, _options = {}) {
  if (!pyTruthy(actual)) return 0;
  const zip1 = openZip(actual);
  const zip2 = openZip(expected);
  const names1 = Object.keys(zip1);
  const names2 = new Set(Object.keys(zip2));
  if (names1.length !== names2.size || !names1.every((n) => names2.has(n))) return 0;
  for (const name2 of names1) {
    const content1 = zip1[name2];
    const content2 = zip2[name2];
    if (name2.toLowerCase().endsWith(".pdf")) {
      if (!await comparePdfContent(content1, content2, 0.95)) return 0;
    } else if (!Buffer.from(content1).equals(Buffer.from(content2))) return 0;
  }
  return 1;
}

// src/osworld/python-url.ts
import { isIPv6 } from "node:net";

// node_modules/tldts-core/dist/es6/src/domain.js
function shareSameDomainSuffix(hostname, vhost) {
  if (hostname.endsWith(vhost)) {
    return hostname.length === vhost.length || hostname[hostname.length - vhost.length - 1] === ".";
  }
  return false;
}
function extractDomainWithSuffix(hostname, publicSuffix) {
  const publicSuffixIndex = hostname.length - publicSuffix.length - 2;
  const lastDotBeforeSuffixIndex = hostname.lastIndexOf(".", publicSuffixIndex);
  if (lastDotBeforeSuffixIndex === -1) {
    return hostname;
  }
  return hostname.slice(lastDotBeforeSuffixIndex + 1);
}
function getDomain(suffix, hostname, options) {
  if (options.validHosts !== null) {
    const validHosts = options.validHosts;
    for (const vhost of validHosts) {
      if (
        /*@__INLINE__*/
        shareSameDomainSuffix(hostname, vhost)
      ) {
        return vhost;
      }
    }
  }
  let numberOfLeadingDots = 0;
  if (hostname.startsWith(".")) {
    while (numberOfLeadingDots < hostname.length && hostname[numberOfLeadingDots] === ".") {
      numberOfLeadingDots += 1;
    }
  }
  if (suffix.length === hostname.length - numberOfLeadingDots) {
    return null;
  }
  return (
    /*@__INLINE__*/
    extractDomainWithSuffix(hostname, suffix)
  );
}

// node_modules/tldts-core/dist/es6/src/domain-without-suffix.js
function getDomainWithoutSuffix(domain, suffix) {
  return domain.slice(0, -suffix.length - 1);
}

// node_modules/tldts-core/dist/es6/src/extract-hostname.js
var CONTROL_CHARS = /[\t\n\r]/g;
var extractedHostnameValidated = false;
function isValidHostnameChar(code) {
  return code >= 97 && code <= 122 || // a-z
  code >= 48 && code <= 57 || // 0-9
  code > 127 || // non-ASCII (accepted, not punycode-checked)
  code >= 65 && code <= 90 || // A-Z (becomes valid once lowercased)
  code === 45 || // '-'
  code === 95;
}
function getSpecialScheme(url, schemeStart, colonIndex) {
  const length = colonIndex - schemeStart;
  const c0 = url.charCodeAt(schemeStart) | 32;
  if (length === 2) {
    return c0 === 119 && (url.charCodeAt(schemeStart + 1) | 32) === 115 ? 1 : 0;
  } else if (length === 3) {
    const c1 = url.charCodeAt(schemeStart + 1) | 32;
    const c2 = url.charCodeAt(schemeStart + 2) | 32;
    if (c0 === 119 && c1 === 115 && c2 === 115)
      return 1;
    if (c0 === 102 && c1 === 116 && c2 === 112)
      return 1;
    return 0;
  } else if (length === 4) {
    const c1 = url.charCodeAt(schemeStart + 1) | 32;
    const c2 = url.charCodeAt(schemeStart + 2) | 32;
    const c3 = url.charCodeAt(schemeStart + 3) | 32;
    if (c0 === 104 && c1 === 116 && c2 === 116 && c3 === 112)
      return 1;
    if (c0 === 102 && c1 === 105 && c2 === 108 && c3 === 101)
      return 2;
    return 0;
  } else if (length === 5) {
    return c0 === 104 && (url.charCodeAt(schemeStart + 1) | 32) === 116 && (url.charCodeAt(schemeStart + 2) | 32) === 116 && (url.charCodeAt(schemeStart + 3) | 32) === 112 && (url.charCodeAt(schemeStart + 4) | 32) === 115 ? 1 : 0;
  }
  return 0;
}
function extractHostname(url, urlIsValidHostname, validate = false) {
  let start = 0;
  let end = url.length;
  let hasUpper = false;
  let isSpecial = true;
  extractedHostnameValidated = false;
  if (!urlIsValidHostname) {
    while (start < url.length && url.charCodeAt(start) <= 32) {
      start += 1;
    }
    if (url.charCodeAt(start + 4) === 58 && (url.charCodeAt(start) | 32) === 100 && (url.charCodeAt(start + 1) | 32) === 97 && (url.charCodeAt(start + 2) | 32) === 116 && (url.charCodeAt(start + 3) | 32) === 97 || url.charCodeAt(start + 10) === 58 && (url.charCodeAt(start) | 32) === 106 && (url.charCodeAt(start + 1) | 32) === 97 && (url.charCodeAt(start + 2) | 32) === 118 && (url.charCodeAt(start + 3) | 32) === 97 && (url.charCodeAt(start + 4) | 32) === 115 && (url.charCodeAt(start + 5) | 32) === 99 && (url.charCodeAt(start + 6) | 32) === 114 && (url.charCodeAt(start + 7) | 32) === 105 && (url.charCodeAt(start + 8) | 32) === 112 && (url.charCodeAt(start + 9) | 32) === 116) {
      return null;
    }
    while (end > start + 1 && url.charCodeAt(end - 1) <= 32) {
      end -= 1;
    }
    if ((url.charCodeAt(start) === 47 || url.charCodeAt(start) === 92) && (url.charCodeAt(start + 1) === 47 || url.charCodeAt(start + 1) === 92)) {
      start += 2;
    } else {
      let indexOfProtocol = url.indexOf(":/", start);
      if (indexOfProtocol !== -1) {
        const special = getSpecialScheme(url, start, indexOfProtocol);
        if (special === 1) {
          start = indexOfProtocol + 2;
          while (url.charCodeAt(start) === 47 || url.charCodeAt(start) === 92) {
            start += 1;
          }
        } else if (special === 2) {
          start = indexOfProtocol + 1;
          let slashes = 0;
          while ((url.charCodeAt(start) === 47 || url.charCodeAt(start) === 92) && slashes < 2) {
            start += 1;
            slashes += 1;
          }
          if (slashes < 2) {
            return null;
          }
        } else {
          for (let i = start; i < indexOfProtocol; i += 1) {
            const code = url.charCodeAt(i);
            if (!((code | 32) >= 97 && (code | 32) <= 122 || // [a-zA-Z] (fold letters only)
            code >= 48 && code <= 57 || // [0, 9]
            code === 46 || // '.'
            code === 45 || // '-'
            code === 43)) {
              if (code === 9 || code === 10 || code === 13) {
                return extractHostname(url.replace(CONTROL_CHARS, ""), urlIsValidHostname, validate);
              }
              for (let j = i; j < indexOfProtocol; j += 1) {
                const c = url.charCodeAt(j);
                if (c === 47 || c === 92 || c === 63 || c === 35) {
                  indexOfProtocol = -1;
                  break;
                }
              }
              if (indexOfProtocol !== -1) {
                return null;
              }
              break;
            }
          }
          if (indexOfProtocol !== -1) {
            if (url.charCodeAt(indexOfProtocol + 2) === 47) {
              isSpecial = false;
              start = indexOfProtocol + 3;
            } else {
              return null;
            }
          }
        }
      }
      if (indexOfProtocol === -1 && url.charCodeAt(start) !== 91) {
        let indexOfColon = -1;
        for (let i = start; i < end; i += 1) {
          const code = url.charCodeAt(i);
          if (code === 9 || code === 10 || code === 13) {
            return extractHostname(url.replace(CONTROL_CHARS, ""), urlIsValidHostname, validate);
          }
          if (code === 58) {
            indexOfColon = i;
            break;
          }
          if (code === 47 || code === 92 || code === 63 || code === 35) {
            break;
          }
        }
        if (indexOfColon !== -1) {
          let hasIdentifier = false;
          for (let i = indexOfColon + 1; i < end; i += 1) {
            const code = url.charCodeAt(i);
            if (code === 47 || code === 92 || code === 63 || code === 35) {
              break;
            }
            if (code === 64) {
              hasIdentifier = true;
              break;
            }
          }
          if (!hasIdentifier) {
            let allDigits = true;
            let i = indexOfColon + 1;
            for (; i < end; i += 1) {
              const code = url.charCodeAt(i);
              if (code === 47 || code === 92 || code === 63 || code === 35) {
                break;
              }
              if (code < 48 || code > 57) {
                allDigits = false;
                break;
              }
            }
            if (i === indexOfColon + 1) {
              allDigits = false;
            }
            if (!allDigits) {
              const special = getSpecialScheme(url, start, indexOfColon);
              if (special === 0) {
                let isBareIpv6 = false;
                for (let j = indexOfColon + 1; j < end; j += 1) {
                  const code = url.charCodeAt(j);
                  if (code === 47 || code === 92 || code === 63 || code === 35) {
                    break;
                  }
                  if (code === 58) {
                    isBareIpv6 = true;
                    break;
                  }
                }
                if (!isBareIpv6) {
                  return null;
                }
              } else {
                start = indexOfColon + 1;
                if (special === 2) {
                  let slashes = 0;
                  while ((url.charCodeAt(start) === 47 || url.charCodeAt(start) === 92) && slashes < 2) {
                    start += 1;
                    slashes += 1;
                  }
                  if (slashes < 2) {
                    return null;
                  }
                } else {
                  while (url.charCodeAt(start) === 47 || url.charCodeAt(start) === 92) {
                    start += 1;
                  }
                }
              }
            }
          }
        }
      }
    }
    let indexOfIdentifier = -1;
    let indexOfClosingBracket = -1;
    let indexOfPort = -1;
    let indexOfFirstColon = -1;
    let hasControl = false;
    let vValid = validate;
    let vLastDot = start - 1;
    let vLastCode = -1;
    if (validate && start < end) {
      const c0 = url.charCodeAt(start);
      if (
        // Keep these parens: they scope /*@__INLINE__*/ for terser.
        // prettier-ignore
        !/*@__INLINE__*/
        (isValidHostnameChar(c0) || c0 === 46 || c0 === 95) || c0 === 45
      ) {
        vValid = false;
      }
    }
    for (let i = start; i < end; i += 1) {
      const code = url.charCodeAt(i);
      if (code < 64) {
        if (code === 47 || code === 35 || code === 63) {
          end = i;
          break;
        } else if (code === 58) {
          if (indexOfFirstColon === -1) {
            indexOfFirstColon = i;
          }
          indexOfPort = i;
        } else if (code === 9 || code === 10 || code === 13) {
          hasControl = true;
        } else if (validate) {
          if (code === 46) {
            if (i - vLastDot > 64 || vLastCode === 46 || vLastCode === 45) {
              vValid = false;
            }
            vLastDot = i;
          } else if (code < 48 || code > 57) {
            if (code !== 45 || vLastCode === 46) {
              vValid = false;
            }
          }
        }
      } else if (isSpecial && code === 92) {
        end = i;
        break;
      } else if (code === 64) {
        indexOfIdentifier = i;
        indexOfFirstColon = -1;
      } else if (code === 93) {
        indexOfClosingBracket = i;
      } else if (code >= 65 && code <= 90) {
        hasUpper = true;
      } else if (validate && !/*@__INLINE__*/
      isValidHostnameChar(code)) {
        vValid = false;
      }
      if (validate) {
        vLastCode = code;
      }
    }
    if (hasControl) {
      return extractHostname(url.replace(CONTROL_CHARS, ""), urlIsValidHostname, validate);
    }
    if (indexOfIdentifier !== -1 && indexOfIdentifier >= start && indexOfIdentifier < end) {
      start = indexOfIdentifier + 1;
    }
    if (url.charCodeAt(start) === 91) {
      if (indexOfClosingBracket !== -1) {
        return url.slice(start + 1, indexOfClosingBracket).toLowerCase();
      }
      return null;
    } else if (indexOfPort !== -1 && indexOfPort > start && indexOfPort < end && // A host:port has exactly one ':' in the host (so its first ':' is its
    // last); a bare, unbracketed IPv6 literal ("2a01:e35::1") has >= 2, so
    // its first ':' precedes the last. Only the former has a ':port' to trim.
    indexOfFirstColon === indexOfPort) {
      end = indexOfPort;
    }
    if (start >= end) {
      return null;
    }
    if (validate && vValid && indexOfIdentifier === -1 && indexOfPort === -1 && indexOfClosingBracket === -1 && url.charCodeAt(end - 1) !== 46 && end - start <= 255 && // total length
    end - vLastDot - 1 <= 63 && // last label length
    vLastCode !== 45) {
      extractedHostnameValidated = true;
    }
  }
  while (end > start + 1 && url.charCodeAt(end - 1) === 46) {
    end -= 1;
  }
  const hostname = start !== 0 || end !== url.length ? url.slice(start, end) : url;
  if (hasUpper) {
    return hostname.toLowerCase();
  }
  return hostname;
}

// node_modules/tldts-core/dist/es6/src/is-ip.js
function isProbablyIpv4(hostname) {
  if (hostname.length < 7) {
    return false;
  }
  if (hostname.length > 15) {
    return false;
  }
  let numberOfDots = 0;
  for (let i = 0; i < hostname.length; i += 1) {
    const code = hostname.charCodeAt(i);
    if (code === 46) {
      numberOfDots += 1;
    } else if (code < 48 || code > 57) {
      return false;
    }
  }
  return numberOfDots === 3 && hostname.charCodeAt(0) !== 46 && hostname.charCodeAt(hostname.length - 1) !== 46;
}
function isProbablyIpv6(hostname) {
  if (hostname.length < 3) {
    return hostname === "::";
  }
  let start = hostname.startsWith("[") ? 1 : 0;
  let end = hostname.length;
  if (hostname[end - 1] === "]") {
    end -= 1;
  }
  if (end - start > 39) {
    return false;
  }
  let hasColon = false;
  for (; start < end; start += 1) {
    const code = hostname.charCodeAt(start);
    if (code === 58) {
      hasColon = true;
    } else if (!(code >= 48 && code <= 57 || // 0-9
    code >= 97 && code <= 102 || // a-f
    code >= 65 && code <= 70)) {
      return false;
    }
  }
  return hasColon;
}
function isIp(hostname) {
  return isProbablyIpv6(hostname) || isProbablyIpv4(hostname);
}

// node_modules/tldts-core/dist/es6/src/is-special-use.js
var SPECIAL_USE_DOMAINS = [
  "test",
  // RFC 6761
  "localhost",
  // RFC 6761
  "invalid",
  // RFC 6761
  "example",
  // RFC 6761
  "example.com",
  // RFC 6761
  "example.net",
  // RFC 6761
  "example.org",
  // RFC 6761
  "local",
  // RFC 6762 (mDNS)
  "onion",
  // RFC 7686 (Tor)
  "alt",
  // RFC 9476
  "home.arpa",
  // RFC 8375
  "ipv4only.arpa",
  // RFC 8880
  "resolver.arpa",
  // RFC 9462
  "service.arpa",
  // RFC 9665
  "6tisch.arpa",
  // RFC 9031
  "eap.arpa"
  // RFC 9965
];
function isSpecialUse(hostname) {
  for (const name2 of SPECIAL_USE_DOMAINS) {
    if (hostname.endsWith(name2) && (hostname.length === name2.length || hostname.charCodeAt(hostname.length - name2.length - 1) === 46)) {
      return true;
    }
  }
  return false;
}

// node_modules/tldts-core/dist/es6/src/is-valid.js
function isValidAscii(code) {
  return code >= 97 && code <= 122 || code >= 48 && code <= 57 || code > 127;
}
function is_valid_default(hostname) {
  if (hostname.length > 255) {
    return false;
  }
  if (hostname.length === 0) {
    return false;
  }
  if (
    /*@__INLINE__*/
    !isValidAscii(hostname.charCodeAt(0)) && hostname.charCodeAt(0) !== 46 && // '.' (dot)
    hostname.charCodeAt(0) !== 95
  ) {
    return false;
  }
  let lastDotIndex = -1;
  let lastCharCode = -1;
  const len = hostname.length;
  for (let i = 0; i < len; i += 1) {
    const code = hostname.charCodeAt(i);
    if (code === 46) {
      if (
        // Check that previous label is < 63 bytes long (64 = 63 + '.')
        i - lastDotIndex > 64 || // Check that previous character was not already a '.'
        lastCharCode === 46 || // Check that the previous label does not end with '-' (RFC 1035 §2.3.1 LDH).
        // '_' is intentionally NOT restricted: DNS allows any octet (RFC 2181 §11) and
        // WHATWG URL does not treat '_' as a forbidden host code point.
        lastCharCode === 45
      ) {
        return false;
      }
      lastDotIndex = i;
    } else if (
      // A forbidden character in the label...
      // Keep these parens: they scope /*@__INLINE__*/ for terser.
      // prettier-ignore
      !/*@__INLINE__*/
      (isValidAscii(code) || code === 45 || code === 95) || // ...or a '-' starting a label (the byte right after a '.'). A label must
      // not begin with a hyphen (RFC 1034 §3.5 / RFC 1035 §2.3.1 LDH, as amended
      // by RFC 1123 §2.1; cf. UTS #46 CheckHyphens). The first label is covered by
      // the leading-character guard above; mirrors the trailing-'-' rule below.
      code === 45 && lastCharCode === 46
    ) {
      return false;
    }
    lastCharCode = code;
  }
  return (
    // Check that last label is shorter than 63 chars
    len - lastDotIndex - 1 <= 63 && // Check that the last character is an allowed trailing label character.
    // Since we already checked that the char is a valid hostname character,
    // we only need to check that it's different from '-'.
    lastCharCode !== 45
  );
}

// node_modules/tldts-core/dist/es6/src/lookup/extra-suffixes.js
function extraSuffixLookup(hostname, options, isException, out) {
  const suffix = out.publicSuffix;
  if (suffix === null) {
    return;
  }
  const none = hostname.length + 1;
  let exception = none;
  let exceptionIsIcann = false;
  let rule2 = none;
  let ruleIsIcann = false;
  const extra = options.extraSuffixes;
  for (let section = 0; section < 2; section += 1) {
    const isIcann = section === 0;
    const rules = isIcann ? options.allowIcannDomains && extra.icann : options.allowPrivateDomains && extra.private;
    if (!Array.isArray(rules)) {
      continue;
    }
    for (const r of rules) {
      if (typeof r !== "string") {
        continue;
      }
      const exceptionRule = r.startsWith("!");
      const wildcard = r.startsWith("*.");
      const body = exceptionRule ? r.slice(1) : wildcard ? r.slice(2) : r;
      if (body === "" || exceptionRule && !body.includes(".") || !shareSameDomainSuffix(hostname, body)) {
        continue;
      }
      let start = hostname.length - body.length;
      if (exceptionRule) {
        if (start < exception) {
          exception = start;
          exceptionIsIcann = isIcann;
        }
        continue;
      }
      if (wildcard && start > 1 && hostname.charCodeAt(start - 2) !== 46) {
        start = hostname.lastIndexOf(".", start - 2) + 1;
      }
      if (start < rule2) {
        rule2 = start;
        ruleIsIcann = isIcann;
      }
    }
  }
  const suffixStart = hostname.length - suffix.length;
  const builtin = isException ? hostname.lastIndexOf(".", suffixStart - 2) + 1 : suffixStart;
  if (exception <= rule2 && (isException ? exception < builtin : exception <= builtin)) {
    out.publicSuffix = hostname.slice(hostname.indexOf(".", exception) + 1);
    out.isIcann = exceptionIsIcann;
    out.isPrivate = !exceptionIsIcann;
  } else if (rule2 < builtin || rule2 === builtin && !out.isIcann && !out.isPrivate) {
    out.publicSuffix = hostname.slice(rule2);
    out.isIcann = ruleIsIcann;
    out.isPrivate = !ruleIsIcann;
  }
}

// node_modules/tldts-core/dist/es6/src/options.js
function setDefaultsImpl({ allowIcannDomains = true, allowPrivateDomains = false, detectIp = true, detectSpecialUse = false, extraSuffixes = null, extractHostname: extractHostname2 = true, mixedInputs = true, validHosts = null, validateHostname = true }) {
  return {
    allowIcannDomains,
    allowPrivateDomains,
    detectIp,
    detectSpecialUse,
    extraSuffixes,
    extractHostname: extractHostname2,
    mixedInputs,
    validHosts,
    validateHostname
  };
}
var DEFAULT_OPTIONS = (
  /*@__INLINE__*/
  setDefaultsImpl({})
);
function setDefaults(options) {
  if (options === void 0) {
    return DEFAULT_OPTIONS;
  }
  return (
    /*@__INLINE__*/
    setDefaultsImpl(options)
  );
}

// node_modules/tldts-core/dist/es6/src/subdomain.js
function getSubdomain(hostname, domain) {
  if (domain.length === hostname.length) {
    return "";
  }
  return hostname.slice(0, -domain.length - 1);
}

// node_modules/tldts-core/dist/es6/src/factory.js
function getEmptyResult() {
  return {
    domain: null,
    domainWithoutSuffix: null,
    hostname: null,
    isIcann: null,
    isIp: null,
    isPrivate: null,
    isSpecialUse: null,
    publicSuffix: null,
    subdomain: null
  };
}
function parseImpl(url, step, suffixLookup2, partialOptions, result) {
  const options = (
    /*@__INLINE__*/
    setDefaults(partialOptions)
  );
  if (typeof url !== "string") {
    return result;
  }
  let urlIsValid = false;
  if (!options.extractHostname) {
    let end = url.length;
    while (end > 1 && url.charCodeAt(end - 1) === 46) {
      end -= 1;
    }
    result.hostname = end === url.length ? url : url.slice(0, end);
  } else if (options.mixedInputs) {
    urlIsValid = is_valid_default(url);
    result.hostname = extractHostname(url, urlIsValid, options.validateHostname);
  } else {
    result.hostname = extractHostname(url, false, options.validateHostname);
  }
  if (options.detectIp && result.hostname !== null) {
    result.isIp = isIp(result.hostname);
    if (result.isIp) {
      return result;
    }
  }
  if (options.validateHostname && options.extractHostname && result.hostname !== null && // Skip the re-scan when `url` was already validated and extractHostname
  // returned it unchanged (same reference => identical string, still valid).
  !(urlIsValid && result.hostname === url) && // Skip the re-scan when extractHostname already validated the host inline
  // (a confirmed-valid simple authority — see extract-hostname.ts).
  !extractedHostnameValidated && !is_valid_default(result.hostname)) {
    result.hostname = null;
    return result;
  }
  if (step === 0 || result.hostname === null) {
    return result;
  }
  if (step === 5 && options.detectSpecialUse) {
    result.isSpecialUse = isSpecialUse(result.hostname);
  }
  const isException = suffixLookup2(result.hostname, options, result);
  if (options.extraSuffixes !== null) {
    extraSuffixLookup(result.hostname, options, isException === true, result);
  }
  if (step === 2 || result.publicSuffix === null) {
    return result;
  }
  result.domain = getDomain(result.publicSuffix, result.hostname, options);
  if (step === 3 || result.domain === null) {
    return result;
  }
  result.subdomain = getSubdomain(result.hostname, result.domain);
  if (step === 4) {
    return result;
  }
  result.domainWithoutSuffix = getDomainWithoutSuffix(result.domain, result.publicSuffix);
  return result;
}

// node_modules/tldts-core/dist/es6/src/lookup/fast-path.js
function fast_path_default(hostname, options, out) {
  if (!options.allowPrivateDomains && options.allowIcannDomains && hostname.length > 3) {
    const last = hostname.length - 1;
    const c3 = hostname.charCodeAt(last);
    const c2 = hostname.charCodeAt(last - 1);
    const c1 = hostname.charCodeAt(last - 2);
    const c0 = hostname.charCodeAt(last - 3);
    if (c3 === 109 && c2 === 111 && c1 === 99 && c0 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "com";
      return true;
    } else if (c3 === 103 && c2 === 114 && c1 === 111 && c0 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "org";
      return true;
    } else if (c3 === 117 && c2 === 100 && c1 === 101 && c0 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "edu";
      return true;
    } else if (c3 === 118 && c2 === 111 && c1 === 103 && c0 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "gov";
      return true;
    } else if (c3 === 116 && c2 === 101 && c1 === 110 && c0 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "net";
      return true;
    } else if (c3 === 101 && c2 === 100 && c1 === 46) {
      out.isIcann = true;
      out.isPrivate = false;
      out.publicSuffix = "de";
      return true;
    }
  }
  return false;
}

// node_modules/tldts/dist/es6/src/data/trie.js
var nodeFlags = /* @__PURE__ */ new Uint8Array([1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 0, 2, 2, 2, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 2, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 2, 0, 0, 0, 1, 1, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 2, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 2, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 0, 0, 2, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0, 0, 1, 0, 2, 2, 0, 0, 0, 2, 0, 1, 1, 0, 2, 0, 2, 2, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 0, 2, 2, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 2, 2, 0, 2, 2, 2, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 2, 2, 0, 0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 1, 2, 1, 1, 1, 2, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
var edgeStart = /* @__PURE__ */ new Uint16Array([0, 0, 0, 10, 11, 18, 106, 111, 117, 124, 130, 136, 145, 146, 147, 148, 149, 150, 151, 153, 154, 156, 157, 158, 160, 162, 236, 249, 251, 252, 253, 268, 270, 277, 278, 281, 282, 283, 286, 288, 307, 308, 310, 319, 324, 341, 342, 345, 346, 348, 350, 386, 387, 389, 392, 393, 397, 399, 403, 406, 438, 441, 454, 455, 463, 464, 466, 476, 490, 491, 492, 493, 502, 503, 540, 545, 561, 581, 587, 629, 631, 632, 633, 634, 661, 688, 689, 837, 843, 846, 847, 848, 853, 858, 867, 889, 890, 891, 892, 893, 894, 895, 913, 915, 916, 919, 921, 922, 924, 926, 941, 956, 961, 962, 964, 965, 966, 967, 968, 970, 973, 978, 979, 980, 982, 983, 986, 989, 990, 991, 1004, 1006, 1018, 1029, 1037, 1039, 1079, 1082, 1086, 1087, 1089, 1092, 1103, 1105, 1115, 1117, 1123, 1125, 1126, 1128, 1131, 1132, 1133, 1186, 1188, 1190, 1210, 1211, 1212, 1213, 1215, 1226, 1257, 1268, 1269, 1282, 1292, 1301, 1309, 1310, 1315, 1329, 1340, 1352, 1364, 1378, 1379, 1390, 1424, 1425, 1426, 1442, 1458, 1470, 1543, 1544, 1546, 1547, 1583, 1602, 1603, 1604, 1605, 1606, 1609, 1613, 1616, 1618, 1652, 1653, 1661, 1662, 1663, 1664, 1665, 1666, 1668, 1670, 1672, 1673, 1677, 1678, 1679, 1681, 1683, 1684, 1686, 1687, 1688, 1699, 1701, 1702, 1706, 1707, 1710, 1717, 1718, 1723, 1727, 1728, 1730, 1731, 1732, 1733, 1734, 1735, 1736, 1737, 1738, 1739, 1740, 1741, 1742, 1743, 1745, 1746, 1747, 2209, 2212, 2213, 2215, 2222, 2229, 2239, 2243, 2254, 2255, 2256, 2268, 2269, 2271, 2273, 2274, 2281, 2282, 2284, 2285, 2287, 2288, 2289, 2290, 2291, 2366, 2368, 2389, 2390, 2391, 2393, 2394, 2396, 2397, 2452, 2453, 2454, 2461, 2467, 2477, 2487, 2540, 2541, 2542, 2552, 2566, 2567, 2570, 2577, 2578, 2586, 2588, 2589, 2590, 2591, 2602, 2603, 2604, 2606, 2607, 2609, 2610, 2619, 2631, 2637, 2639, 2671, 2675, 2677, 2678, 2680, 2681, 2693, 2694, 2696, 2704, 2711, 2717, 2722, 2723, 2729, 2732, 2738, 2745, 2752, 2760, 2761, 2762, 2800, 2806, 2810, 2827, 2828, 2833, 2851, 2882, 2900, 2902, 2905, 2913, 2915, 2922, 2974, 2998, 2999, 3e3, 3001, 3002, 3003, 3004, 3011, 3012, 3013, 3014, 3015, 3016, 3018, 3019, 3023, 3105, 3118, 3119, 3556, 3560, 3574, 3626, 3654, 3676, 3734, 3756, 3771, 3834, 3885, 3923, 3959, 3984, 4126, 4172, 4223, 4242, 4276, 4291, 4311, 4341, 4372, 4395, 4426, 4456, 4488, 4515, 4590, 4612, 4650, 4660, 4694, 4713, 4739, 4781, 4831, 4857, 4926, 4927, 4929, 4952, 4975, 5011, 5042, 5059, 5116, 5129, 5153, 5182, 5184, 5218, 5234, 5262, 5567, 5576, 5585, 5592, 5609, 5613, 5619, 5658, 5660, 5667, 5674, 5683, 5690, 5691, 5692, 5704, 5707, 5722, 5723, 5732, 5733, 5742, 5751, 5757, 5759, 5760, 5761, 5799, 5800, 5802, 5810, 5817, 5830, 5834, 5836, 5837, 5843, 5850, 5864, 5874, 5879, 5887, 5895, 5901, 5902, 5906, 5908, 5909, 5921, 5993, 5994, 5995, 5996, 5998, 5999, 6002, 6004, 6007, 6011, 6012, 6013, 6019, 6020, 6021, 6023, 6025, 6027, 6028, 6029, 6032, 6034, 6037, 6038, 6040, 6238, 6245, 6246, 6247, 6257, 6262, 6279, 6293, 6302, 6303, 6304, 6308, 6309, 6311, 6313, 6319, 6320, 6323, 6324, 6326, 6327, 6328, 7228, 7231, 7235, 7253, 7262, 7265, 7272, 7273, 7275, 7276, 7277, 7279, 7331, 7332, 7335, 7336, 7454, 7455, 7466, 7482, 7489, 7492, 7501, 7502, 7503, 7518, 7573, 7765, 7767, 7769, 7770, 7772, 7777, 7790, 7805, 7812, 7821, 7824, 7827, 7834, 7842, 7846, 7847, 7848, 7862, 7867, 7876, 7877, 7878, 7882, 7917, 7918, 7939, 7946, 7954, 7955, 7960, 7968, 8012, 8013, 8019, 8022, 8035, 8040, 8041, 8043, 8045, 8082, 8083, 8089, 8096, 8097, 8107, 8116, 8131, 8135, 8137, 8189, 8190, 8195, 8196, 8199, 8201, 8202, 8203, 8212, 8226, 8234, 8248, 8259, 8260, 8262, 8264, 8286, 8297, 8303, 8304, 8316, 8328, 8415, 8427, 8435, 8438, 8444, 8469, 8472, 8473, 8474, 8475, 8477, 8480, 8483, 8494, 8496, 8498, 8526, 8601, 8608, 8612, 8613, 8622, 8644, 8645, 8650, 8651, 8733, 8735, 8736, 8745, 8749, 8755, 8761, 8767, 8777, 8782, 8783, 8801, 8812, 8817, 8822, 8832, 8838, 8842, 8848, 8854, 10461, 10462, 10463, 10470, 10472]);
var edgeLength = /* @__PURE__ */ new Uint8Array([3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 8, 2, 2, 3, 3, 3, 3, 3, 8, 5, 5, 5, 5, 5, 3, 3, 5, 5, 9, 12, 19, 8, 19, 8, 11, 9, 9, 8, 7, 7, 6, 8, 9, 16, 10, 7, 7, 11, 8, 6, 6, 9, 7, 11, 7, 14, 4, 4, 4, 4, 4, 4, 10, 7, 6, 6, 6, 6, 10, 10, 6, 10, 10, 22, 11, 9, 10, 10, 10, 9, 10, 8, 7, 7, 7, 8, 21, 13, 11, 11, 9, 10, 9, 13, 10, 8, 8, 9, 12, 9, 7, 10, 7, 7, 13, 7, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 6, 3, 3, 3, 3, 3, 3, 2, 5, 3, 3, 3, 7, 2, 2, 2, 2, 2, 2, 3, 3, 3, 1, 1, 7, 8, 5, 2, 2, 7, 4, 5, 7, 2, 2, 1, 4, 1, 11, 9, 9, 5, 5, 8, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 5, 5, 11, 9, 9, 8, 9, 9, 13, 7, 14, 7, 6, 6, 6, 7, 6, 6, 6, 6, 6, 6, 10, 7, 11, 9, 4, 4, 4, 4, 4, 6, 6, 6, 6, 13, 6, 8, 7, 10, 10, 9, 9, 7, 9, 8, 9, 8, 7, 10, 6, 9, 8, 10, 10, 7, 8, 1, 9, 10, 12, 12, 12, 10, 9, 9, 10, 10, 9, 9, 1, 1, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 6, 6, 4, 2, 3, 3, 3, 3, 7, 4, 4, 4, 3, 3, 6, 7, 3, 4, 1, 2, 2, 2, 6, 1, 2, 2, 2, 2, 2, 12, 5, 3, 8, 9, 13, 4, 4, 13, 9, 9, 11, 7, 3, 12, 9, 2, 2, 2, 3, 3, 3, 3, 3, 8, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3, 7, 10, 15, 15, 7, 15, 20, 15, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 7, 8, 6, 8, 8, 6, 8, 13, 8, 8, 6, 13, 8, 11, 13, 8, 6, 13, 8, 6, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 9, 9, 9, 10, 14, 14, 11, 13, 13, 9, 9, 9, 9, 9, 9, 2, 6, 9, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 2, 3, 3, 3, 3, 3, 3, 7, 7, 2, 3, 2, 2, 5, 3, 3, 3, 3, 3, 3, 4, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 5, 7, 4, 2, 2, 12, 8, 10, 8, 10, 7, 18, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 2, 2, 3, 3, 3, 5, 5, 3, 8, 8, 6, 8, 6, 6, 4, 6, 7, 7, 7, 10, 11, 2, 5, 5, 3, 3, 3, 3, 3, 3, 5, 5, 6, 11, 10, 7, 7, 7, 4, 4, 4, 2, 3, 3, 3, 3, 3, 2, 2, 7, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 7, 11, 7, 6, 9, 6, 6, 8, 10, 8, 6, 8, 13, 4, 4, 4, 4, 4, 10, 8, 11, 8, 8, 8, 10, 10, 7, 5, 4, 4, 4, 10, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 10, 13, 7, 8, 7, 11, 8, 8, 6, 9, 8, 8, 6, 6, 6, 8, 8, 6, 6, 6, 6, 6, 9, 7, 6, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 9, 7, 8, 10, 8, 8, 2, 3, 3, 3, 3, 3, 2, 8, 9, 9, 2, 2, 2, 3, 3, 3, 2, 3, 3, 3, 9, 2, 2, 3, 3, 3, 3, 3, 3, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 12, 5, 5, 3, 5, 4, 2, 3, 2, 4, 3, 9, 2, 2, 2, 2, 2, 5, 5, 3, 8, 8, 13, 6, 10, 9, 4, 7, 9, 11, 2, 3, 7, 3, 3, 4, 1, 3, 4, 2, 9, 3, 3, 12, 5, 3, 7, 10, 10, 7, 4, 4, 6, 14, 7, 9, 7, 13, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 8, 15, 4, 4, 2, 3, 3, 3, 7, 4, 9, 9, 2, 3, 3, 3, 5, 3, 2, 2, 7, 2, 7, 6, 6, 7, 2, 4, 2, 2, 2, 2, 2, 2, 8, 8, 8, 9, 5, 2, 3, 3, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 3, 4, 2, 3, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 2, 3, 3, 3, 3, 10, 7, 4, 4, 4, 4, 3, 9, 6, 6, 6, 9, 13, 9, 2, 2, 2, 8, 7, 9, 5, 3, 3, 3, 5, 5, 13, 12, 9, 10, 7, 8, 7, 6, 8, 6, 11, 12, 7, 10, 4, 4, 7, 8, 11, 6, 7, 9, 8, 7, 10, 8, 9, 15, 7, 8, 5, 4, 7, 2, 3, 3, 3, 2, 14, 10, 2, 14, 10, 2, 14, 3, 9, 13, 13, 10, 14, 16, 17, 11, 2, 14, 2, 14, 3, 9, 13, 10, 14, 16, 17, 11, 14, 10, 14, 2, 7, 3, 10, 7, 14, 10, 2, 14, 10, 9, 9, 17, 6, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 10, 10, 10, 12, 9, 4, 10, 10, 11, 8, 8, 8, 7, 9, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 4, 4, 4, 4, 4, 4, 6, 16, 3, 3, 14, 3, 14, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 10, 14, 14, 14, 9, 9, 9, 9, 9, 9, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 14, 2, 14, 9, 17, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 14, 17, 16, 17, 11, 2, 14, 9, 13, 10, 14, 16, 17, 11, 2, 14, 9, 13, 10, 17, 16, 11, 17, 2, 14, 10, 19, 7, 2, 14, 9, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 19, 7, 14, 16, 17, 11, 2, 14, 9, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 10, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 17, 13, 10, 10, 14, 17, 16, 17, 11, 6, 3, 2, 14, 9, 13, 10, 10, 14, 16, 17, 11, 6, 9, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 14, 10, 10, 10, 14, 9, 9, 9, 9, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 4, 11, 2, 14, 9, 13, 17, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 17, 13, 10, 19, 10, 7, 14, 17, 16, 17, 11, 6, 2, 14, 9, 13, 10, 19, 7, 14, 17, 16, 17, 11, 2, 9, 10, 10, 7, 17, 3, 3, 12, 12, 16, 15, 15, 12, 14, 14, 14, 20, 20, 13, 12, 12, 12, 12, 12, 12, 20, 25, 14, 14, 12, 12, 10, 10, 10, 10, 14, 9, 9, 9, 25, 4, 9, 17, 10, 7, 14, 16, 21, 13, 13, 14, 20, 14, 13, 17, 24, 9, 12, 13, 25, 13, 21, 20, 17, 9, 9, 9, 9, 9, 9, 12, 17, 4, 4, 9, 9, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 9, 10, 14, 12, 12, 14, 14, 10, 9, 9, 9, 10, 14, 14, 14, 9, 9, 9, 9, 2, 1, 5, 8, 7, 11, 11, 1, 3, 3, 3, 5, 3, 3, 4, 8, 9, 10, 10, 12, 14, 14, 14, 12, 12, 12, 12, 14, 14, 10, 10, 10, 10, 14, 9, 9, 9, 10, 14, 14, 14, 13, 13, 14, 9, 9, 9, 9, 9, 9, 7, 4, 4, 4, 4, 4, 4, 4, 4, 4, 10, 2, 2, 6, 7, 6, 2, 3, 2, 3, 6, 2, 7, 6, 10, 7, 4, 9, 12, 6, 14, 4, 12, 7, 2, 2, 1, 2, 7, 6, 4, 4, 4, 6, 8, 8, 7, 2, 2, 13, 2, 2, 2, 2, 6, 2, 8, 12, 2, 7, 7, 6, 8, 10, 12, 2, 2, 2, 3, 3, 13, 2, 2, 3, 3, 6, 7, 6, 4, 5, 6, 3, 3, 3, 3, 4, 16, 8, 5, 4, 3, 3, 3, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 11, 12, 7, 7, 13, 9, 10, 17, 12, 8, 9, 7, 17, 17, 8, 5, 12, 10, 13, 14, 5, 5, 5, 13, 5, 5, 5, 3, 3, 3, 5, 16, 5, 5, 5, 5, 7, 12, 14, 8, 12, 8, 10, 12, 9, 11, 7, 9, 7, 10, 7, 13, 13, 9, 7, 12, 8, 17, 7, 7, 16, 10, 13, 13, 8, 10, 10, 14, 17, 7, 16, 16, 15, 8, 10, 10, 12, 17, 17, 7, 17, 14, 7, 10, 17, 8, 7, 7, 7, 8, 15, 15, 7, 14, 10, 10, 10, 11, 11, 7, 7, 13, 8, 10, 7, 16, 7, 8, 7, 14, 17, 12, 10, 11, 21, 8, 9, 7, 13, 9, 8, 6, 13, 6, 12, 7, 6, 13, 10, 10, 10, 8, 18, 9, 17, 13, 10, 12, 6, 13, 6, 11, 8, 13, 10, 13, 18, 13, 11, 13, 8, 16, 7, 10, 8, 16, 12, 10, 8, 8, 14, 11, 8, 15, 8, 8, 7, 7, 12, 7, 8, 9, 14, 15, 8, 9, 10, 9, 15, 7, 8, 8, 12, 13, 9, 10, 15, 13, 7, 10, 10, 20, 7, 6, 9, 6, 6, 14, 11, 14, 11, 12, 9, 10, 16, 16, 12, 7, 11, 28, 8, 11, 10, 7, 21, 8, 7, 9, 4, 4, 4, 17, 7, 8, 6, 9, 6, 6, 13, 6, 6, 6, 6, 18, 20, 14, 8, 11, 12, 9, 10, 13, 15, 15, 19, 8, 9, 12, 7, 10, 16, 12, 9, 9, 9, 14, 12, 11, 10, 9, 12, 11, 18, 9, 9, 9, 10, 7, 7, 16, 8, 9, 7, 13, 12, 10, 14, 18, 7, 8, 11, 10, 7, 7, 8, 8, 13, 7, 7, 7, 11, 15, 13, 11, 7, 8, 15, 11, 7, 8, 18, 14, 13, 18, 15, 10, 12, 12, 9, 7, 11, 11, 8, 7, 10, 8, 14, 12, 10, 18, 7, 10, 9, 7, 8, 13, 10, 14, 10, 8, 8, 23, 7, 7, 11, 12, 12, 17, 7, 7, 11, 11, 17, 16, 16, 7, 8, 11, 14, 14, 8, 10, 7, 15, 7, 16, 16, 13, 9, 11, 9, 15, 15, 11, 11, 7, 7, 14, 7, 9, 7, 7, 16, 10, 13, 10, 11, 14, 7, 11, 10, 11, 7, 11, 10, 11, 15, 11, 15, 10, 12, 10, 14, 13, 11, 11, 12, 13, 10, 7, 13, 16, 12, 21, 15, 9, 10, 10, 7, 11, 14, 17, 7, 7, 8, 11, 13, 12, 8, 15, 14, 14, 8, 17, 12, 10, 10, 7, 9, 11, 7, 10, 7, 11, 18, 7, 11, 7, 12, 11, 8, 8, 14, 12, 7, 8, 15, 3, 7, 7, 5, 2, 9, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 4, 4, 3, 3, 3, 3, 3, 3, 5, 11, 6, 4, 7, 10, 7, 7, 11, 1, 10, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 5, 7, 3, 5, 6, 3, 3, 5, 2, 2, 5, 3, 4, 13, 11, 3, 3, 6, 3, 5, 14, 2, 2, 3, 8, 2, 2, 12, 5, 18, 5, 3, 3, 3, 3, 16, 5, 5, 5, 10, 7, 13, 12, 13, 9, 12, 14, 19, 9, 9, 21, 9, 9, 10, 6, 9, 6, 15, 10, 6, 12, 8, 6, 10, 15, 4, 4, 6, 6, 9, 9, 12, 16, 14, 23, 7, 7, 7, 14, 9, 7, 7, 11, 14, 10, 7, 10, 10, 10, 12, 6, 11, 10, 13, 11, 15, 11, 7, 12, 10, 3, 7, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 4, 3, 7, 5, 1, 5, 2, 2, 2, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 5, 5, 10, 9, 11, 8, 7, 12, 8, 9, 7, 6, 13, 11, 6, 13, 7, 9, 9, 4, 4, 4, 4, 4, 6, 10, 7, 8, 13, 11, 8, 8, 9, 14, 7, 14, 8, 10, 7, 9, 7, 7, 9, 6, 9, 2, 12, 5, 3, 3, 13, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 1, 7, 6, 4, 12, 3, 3, 3, 3, 3, 8, 7, 3, 3, 3, 3, 3, 3, 4, 4, 11, 15, 14, 2, 8, 3, 5, 5, 8, 10, 8, 6, 4, 7, 17, 7, 4, 5, 2, 6, 3, 5, 4, 2, 2, 12, 5, 5, 3, 15, 13, 8, 11, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 5, 3, 3, 3, 3, 4, 2, 3, 18, 2, 12, 5, 3, 3, 3, 3, 3, 5, 16, 8, 8, 9, 6, 6, 4, 4, 4, 4, 31, 6, 6, 10, 11, 21, 10, 9, 7, 10, 7, 7, 2, 4, 4, 4, 4, 6, 5, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 6, 4, 6, 2, 2, 2, 5, 3, 3, 3, 7, 7, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 8, 2, 3, 3, 3, 3, 3, 5, 9, 11, 3, 3, 3, 3, 4, 4, 3, 3, 3, 3, 3, 5, 10, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 11, 10, 10, 10, 10, 10, 11, 10, 11, 10, 11, 10, 9, 9, 11, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 5, 5, 3, 7, 8, 8, 7, 6, 6, 11, 4, 4, 4, 4, 7, 8, 9, 9, 2, 3, 7, 4, 4, 2, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 2, 2, 5, 5, 5, 5, 5, 3, 3, 5, 5, 5, 7, 7, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 8, 8, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 6, 9, 12, 3, 7, 10, 7, 2, 2, 3, 3, 3, 3, 3, 4, 3, 3, 2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 8, 8, 6, 6, 8, 6, 7, 4, 4, 4, 4, 4, 4, 6, 7, 5, 5, 20, 19, 8, 10, 9, 7, 10, 6, 8, 11, 6, 6, 6, 6, 13, 12, 8, 6, 7, 14, 11, 9, 2, 5, 3, 6, 2, 3, 2, 2, 2, 2, 2, 2, 2, 5, 4, 3, 7, 6, 4, 7, 4, 3, 6, 4, 7, 2, 2, 7, 7, 7, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 9, 10, 10, 11, 7, 8, 20, 7, 9, 8, 9, 8, 12, 6, 6, 6, 8, 9, 8, 12, 6, 6, 8, 13, 10, 12, 6, 6, 7, 7, 9, 6, 4, 4, 4, 4, 4, 4, 10, 6, 6, 6, 7, 14, 11, 10, 7, 8, 10, 8, 11, 14, 11, 11, 9, 7, 9, 8, 11, 9, 17, 10, 9, 2, 2, 2, 9, 3, 3, 3, 3, 15, 14, 9, 5, 5, 2, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 15, 12, 22, 19, 17, 18, 18, 19, 21, 7, 16, 16, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 7, 16, 11, 11, 7, 7, 7, 7, 17, 7, 8, 12, 15, 9, 19, 7, 19, 8, 21, 11, 12, 19, 14, 22, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 16, 16, 19, 24, 12, 7, 14, 7, 12, 7, 8, 10, 10, 13, 7, 12, 12, 7, 7, 10, 18, 15, 12, 16, 7, 14, 12, 17, 10, 16, 17, 12, 17, 25, 7, 7, 7, 13, 6, 9, 6, 9, 18, 6, 6, 11, 20, 10, 6, 6, 6, 6, 6, 6, 17, 6, 6, 6, 15, 6, 6, 6, 6, 6, 8, 14, 11, 12, 11, 15, 13, 19, 17, 21, 7, 18, 8, 13, 13, 8, 12, 8, 6, 6, 13, 6, 15, 15, 16, 6, 6, 16, 6, 6, 6, 14, 6, 18, 6, 6, 6, 17, 18, 9, 13, 15, 8, 19, 8, 15, 15, 18, 14, 16, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 11, 10, 11, 6, 21, 23, 12, 17, 12, 11, 14, 13, 22, 15, 15, 11, 12, 14, 12, 7, 12, 8, 12, 14, 12, 18, 10, 8, 16, 19, 17, 12, 14, 15, 8, 19, 17, 12, 13, 13, 15, 18, 13, 23, 24, 23, 21, 17, 24, 8, 21, 8, 14, 14, 16, 20, 14, 8, 8, 15, 20, 8, 19, 21, 9, 8, 13, 12, 13, 15, 11, 8, 11, 9, 9, 8, 11, 8, 21, 14, 21, 15, 15, 13, 7, 19, 7, 7, 7, 7, 7, 7, 16, 12, 17, 18, 7, 7, 11, 11, 7, 9, 9, 2, 2, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 10, 10, 7, 9, 7, 7, 7, 6, 8, 6, 6, 6, 6, 6, 6, 6, 7, 6, 8, 6, 6, 9, 7, 7, 7, 4, 4, 4, 4, 4, 4, 4, 4, 8, 9, 8, 7, 8, 7, 8, 10, 7, 5, 5, 5, 5, 5, 5, 3, 9, 7, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 9, 6, 6, 9, 11, 13, 7, 8, 9, 9, 5, 5, 5, 7, 8, 6, 6, 6, 6, 6, 6, 6, 7, 8, 9, 7, 10, 9, 10, 7, 8, 5, 5, 5, 5, 5, 5, 7, 7, 9, 8, 7, 7, 6, 6, 6, 6, 6, 6, 10, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 10, 4, 4, 4, 4, 8, 7, 7, 10, 10, 9, 8, 8, 15, 9, 8, 8, 8, 8, 8, 9, 10, 9, 10, 7, 8, 13, 5, 5, 5, 5, 5, 3, 3, 7, 7, 8, 6, 6, 6, 4, 4, 11, 9, 7, 8, 9, 10, 7, 5, 5, 5, 5, 5, 3, 3, 7, 6, 6, 13, 7, 9, 8, 7, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 7, 8, 7, 8, 13, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 6, 6, 6, 6, 7, 6, 7, 6, 6, 9, 7, 4, 4, 4, 4, 4, 4, 4, 7, 8, 7, 8, 9, 8, 8, 8, 7, 10, 7, 8, 5, 5, 5, 5, 5, 5, 5, 5, 3, 7, 7, 7, 7, 9, 7, 10, 9, 6, 6, 6, 6, 6, 8, 8, 6, 6, 6, 7, 6, 6, 6, 9, 9, 4, 4, 13, 7, 10, 9, 9, 12, 7, 8, 8, 10, 8, 8, 8, 8, 8, 8, 5, 5, 5, 5, 3, 7, 7, 11, 7, 9, 8, 8, 6, 6, 10, 6, 8, 8, 8, 6, 7, 6, 6, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 8, 8, 16, 8, 9, 8, 7, 5, 5, 5, 5, 5, 3, 3, 7, 7, 7, 10, 15, 8, 9, 8, 9, 9, 6, 6, 6, 6, 6, 6, 7, 4, 8, 7, 8, 8, 7, 8, 11, 8, 5, 5, 5, 5, 5, 3, 7, 7, 6, 11, 16, 7, 6, 4, 4, 4, 4, 9, 9, 8, 8, 8, 13, 12, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 7, 8, 8, 9, 13, 7, 7, 7, 9, 8, 8, 9, 12, 7, 12, 7, 12, 8, 7, 10, 12, 9, 9, 6, 6, 8, 8, 6, 6, 6, 6, 6, 6, 6, 9, 8, 9, 11, 8, 6, 6, 6, 6, 6, 12, 7, 6, 6, 6, 9, 7, 7, 6, 6, 6, 6, 6, 11, 9, 6, 6, 6, 6, 6, 7, 9, 4, 4, 4, 4, 4, 4, 4, 4, 9, 9, 9, 9, 7, 7, 7, 7, 7, 11, 7, 7, 8, 8, 8, 8, 8, 8, 9, 8, 9, 9, 7, 7, 11, 11, 7, 12, 8, 8, 8, 8, 8, 7, 8, 8, 8, 8, 8, 13, 12, 8, 8, 8, 8, 7, 7, 7, 9, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 7, 11, 7, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 10, 11, 6, 7, 9, 4, 4, 4, 4, 4, 4, 9, 9, 8, 9, 8, 8, 8, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 11, 7, 7, 7, 9, 6, 6, 11, 8, 10, 6, 6, 6, 12, 8, 8, 7, 6, 6, 8, 7, 4, 4, 4, 4, 4, 4, 4, 4, 9, 10, 9, 9, 8, 10, 9, 11, 8, 5, 5, 5, 7, 6, 6, 8, 7, 4, 4, 4, 4, 8, 7, 7, 8, 7, 8, 8, 5, 5, 5, 5, 7, 7, 8, 8, 8, 6, 6, 6, 6, 6, 10, 8, 9, 13, 6, 7, 6, 6, 8, 7, 8, 4, 4, 4, 4, 11, 8, 8, 8, 10, 5, 5, 8, 7, 8, 13, 8, 7, 6, 8, 6, 9, 7, 8, 7, 5, 5, 5, 5, 5, 5, 3, 3, 7, 8, 9, 6, 4, 8, 10, 10, 8, 12, 9, 13, 2, 7, 5, 5, 5, 5, 5, 7, 7, 10, 6, 6, 6, 6, 6, 6, 6, 8, 4, 4, 9, 8, 8, 8, 14, 8, 8, 8, 9, 8, 5, 5, 5, 5, 5, 3, 3, 9, 6, 6, 6, 6, 10, 12, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 11, 8, 7, 8, 8, 8, 5, 5, 3, 3, 3, 3, 7, 7, 6, 8, 6, 8, 11, 7, 6, 6, 6, 7, 4, 8, 11, 9, 10, 5, 5, 5, 3, 3, 3, 7, 7, 8, 9, 8, 15, 9, 6, 6, 6, 6, 6, 6, 11, 11, 4, 4, 4, 4, 4, 7, 9, 9, 10, 8, 7, 5, 5, 5, 5, 5, 5, 3, 3, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 7, 4, 4, 4, 4, 4, 9, 9, 8, 8, 10, 13, 5, 5, 5, 3, 17, 7, 7, 7, 7, 7, 8, 6, 8, 13, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 9, 10, 8, 8, 8, 5, 5, 5, 5, 3, 7, 7, 7, 8, 8, 6, 6, 6, 8, 8, 8, 9, 10, 8, 4, 8, 10, 9, 8, 8, 8, 9, 13, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 8, 9, 9, 7, 7, 7, 10, 9, 9, 8, 9, 8, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 12, 6, 6, 6, 6, 6, 6, 6, 6, 6, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 11, 8, 8, 9, 9, 10, 8, 9, 7, 7, 5, 5, 5, 5, 5, 5, 3, 7, 8, 7, 6, 6, 8, 6, 6, 10, 4, 7, 8, 9, 12, 8, 7, 7, 5, 5, 5, 5, 5, 5, 3, 3, 7, 14, 7, 9, 8, 8, 6, 6, 8, 12, 12, 6, 6, 7, 7, 10, 4, 4, 4, 4, 4, 9, 9, 14, 9, 13, 8, 7, 5, 5, 5, 6, 6, 6, 7, 4, 8, 7, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 7, 7, 7, 8, 6, 6, 6, 6, 6, 6, 12, 6, 6, 6, 6, 4, 4, 9, 9, 8, 8, 11, 7, 7, 7, 5, 5, 5, 3, 9, 8, 6, 6, 7, 4, 4, 4, 4, 4, 4, 8, 8, 11, 5, 5, 5, 7, 7, 7, 9, 6, 6, 6, 6, 6, 6, 9, 8, 4, 4, 4, 4, 7, 12, 9, 8, 8, 8, 7, 10, 10, 5, 5, 5, 5, 5, 5, 5, 3, 11, 14, 8, 7, 8, 8, 6, 6, 6, 6, 6, 8, 7, 6, 6, 6, 7, 6, 8, 9, 4, 4, 4, 7, 8, 9, 7, 9, 7, 7, 9, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 3, 9, 7, 7, 12, 14, 8, 6, 6, 12, 11, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 15, 7, 4, 4, 4, 16, 9, 9, 9, 8, 9, 9, 9, 9, 9, 8, 8, 8, 13, 11, 8, 5, 5, 5, 5, 3, 7, 6, 6, 8, 8, 8, 6, 6, 7, 10, 7, 4, 4, 4, 4, 9, 7, 8, 7, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 7, 7, 7, 9, 6, 6, 6, 6, 6, 8, 8, 7, 7, 9, 6, 6, 6, 7, 6, 6, 6, 6, 6, 15, 4, 4, 4, 4, 4, 8, 8, 7, 8, 12, 9, 8, 8, 8, 8, 8, 9, 8, 8, 10, 8, 8, 8, 8, 16, 9, 10, 2, 5, 5, 5, 5, 5, 5, 5, 9, 7, 6, 8, 9, 4, 4, 4, 4, 4, 7, 8, 8, 8, 9, 8, 11, 10, 5, 5, 5, 5, 3, 7, 8, 6, 6, 6, 6, 6, 8, 6, 6, 6, 6, 4, 12, 10, 12, 7, 7, 7, 7, 7, 7, 7, 5, 5, 5, 5, 3, 3, 7, 7, 10, 8, 9, 7, 6, 10, 7, 6, 6, 4, 4, 8, 9, 7, 9, 9, 9, 9, 8, 8, 8, 8, 10, 5, 5, 5, 5, 5, 5, 8, 7, 6, 6, 6, 10, 6, 7, 10, 7, 4, 4, 4, 4, 4, 4, 4, 12, 9, 10, 7, 7, 10, 8, 10, 5, 12, 9, 6, 6, 6, 6, 6, 7, 6, 4, 4, 4, 10, 9, 9, 8, 7, 7, 5, 5, 5, 5, 5, 5, 3, 3, 13, 7, 7, 9, 7, 7, 7, 8, 9, 9, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 13, 9, 15, 15, 4, 4, 4, 4, 4, 10, 10, 9, 8, 9, 8, 8, 9, 7, 8, 7, 8, 5, 5, 7, 6, 6, 6, 4, 4, 4, 7, 8, 11, 8, 5, 5, 5, 5, 5, 5, 5, 7, 6, 6, 6, 6, 6, 6, 9, 11, 10, 7, 4, 4, 4, 9, 8, 8, 5, 5, 5, 5, 5, 9, 9, 6, 6, 6, 6, 6, 6, 6, 9, 9, 4, 4, 4, 4, 8, 8, 8, 9, 9, 8, 8, 8, 13, 2, 4, 2, 7, 5, 5, 5, 5, 5, 5, 9, 9, 6, 6, 6, 6, 10, 8, 8, 8, 6, 6, 6, 4, 4, 9, 8, 10, 8, 9, 8, 8, 8, 9, 8, 8, 5, 3, 3, 3, 11, 6, 6, 6, 7, 6, 6, 6, 4, 4, 9, 8, 5, 5, 5, 5, 5, 3, 11, 8, 6, 6, 6, 6, 6, 9, 7, 4, 4, 14, 10, 9, 8, 12, 8, 8, 8, 11, 15, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 11, 11, 11, 10, 10, 7, 7, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 7, 11, 7, 7, 11, 11, 7, 8, 9, 10, 7, 7, 9, 9, 9, 9, 7, 7, 10, 8, 13, 8, 8, 8, 8, 11, 10, 6, 6, 8, 10, 11, 14, 14, 6, 6, 6, 6, 6, 6, 9, 11, 7, 7, 6, 8, 12, 11, 11, 6, 6, 10, 6, 6, 6, 6, 6, 10, 7, 7, 6, 6, 11, 6, 6, 6, 11, 8, 9, 7, 6, 10, 11, 9, 10, 11, 7, 11, 8, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 8, 6, 6, 8, 9, 10, 9, 6, 6, 6, 10, 6, 6, 6, 6, 11, 10, 11, 10, 9, 8, 7, 7, 7, 7, 11, 14, 8, 10, 9, 9, 8, 8, 7, 11, 8, 8, 8, 11, 11, 10, 10, 9, 10, 8, 11, 10, 8, 11, 9, 12, 8, 10, 8, 11, 8, 9, 9, 11, 11, 10, 11, 13, 8, 7, 8, 8, 9, 7, 8, 8, 8, 8, 7, 8, 2, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 8, 6, 4, 4, 4, 11, 7, 11, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 3, 3, 3, 3, 8, 7, 7, 8, 8, 4, 8, 7, 7, 7, 9, 7, 8, 9, 8, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 4, 5, 5, 3, 3, 8, 8, 6, 9, 4, 4, 10, 7, 3, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 3, 2, 2, 2, 3, 3, 3, 3, 3, 4, 10, 2, 3, 3, 3, 3, 3, 3, 3, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 3, 5, 2, 4, 2, 6, 2, 2, 9, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 9, 8, 7, 9, 6, 6, 11, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 7, 7, 11, 8, 8, 6, 5, 11, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 6, 4, 4, 4, 4, 3, 3, 3, 3, 5, 7, 2, 3, 3, 3, 3, 3, 8, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 4, 4, 4, 4, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 2, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 6, 3, 3, 8, 10, 3, 4, 4, 1, 1, 1, 1, 1, 1, 1, 8, 9, 10, 7, 7, 1, 14, 18, 13, 18, 13, 10, 10, 16, 13, 18, 16, 13, 16, 18, 13, 22, 16, 16, 16, 14, 21, 16, 9, 14, 16, 9, 9, 14, 10, 10, 14, 12, 14, 19, 12, 11, 18, 13, 17, 15, 15, 15, 15, 16, 14, 13, 19, 18, 15, 19, 18, 12, 18, 12, 11, 20, 14, 15, 10, 17, 17, 16, 19, 20, 21, 15, 13, 16, 15, 15, 15, 1, 1, 3, 8, 7, 7, 8, 8, 8, 1, 6, 1, 1, 6, 3, 3, 4, 7, 3, 3, 5, 5, 4, 4, 4, 4, 4, 2, 7, 7, 8, 12, 3, 4, 5, 1, 3, 4, 4, 10, 4, 3, 3, 3, 8, 7, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 12, 9, 20, 7, 5, 5, 5, 9, 13, 5, 5, 5, 5, 5, 3, 3, 3, 16, 5, 5, 5, 13, 7, 8, 8, 11, 8, 7, 9, 7, 11, 12, 9, 9, 8, 8, 11, 10, 14, 7, 12, 10, 11, 13, 7, 9, 11, 17, 17, 14, 13, 7, 8, 7, 10, 10, 7, 16, 13, 7, 8, 17, 12, 9, 8, 6, 7, 10, 6, 6, 12, 6, 8, 10, 8, 8, 8, 6, 8, 6, 14, 6, 6, 6, 13, 6, 10, 6, 6, 7, 14, 8, 6, 6, 10, 11, 10, 9, 9, 7, 7, 6, 6, 6, 9, 9, 7, 9, 10, 9, 13, 12, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 6, 6, 8, 8, 6, 8, 9, 10, 9, 7, 10, 10, 8, 7, 8, 7, 10, 12, 9, 8, 15, 8, 7, 8, 8, 7, 7, 15, 13, 7, 10, 9, 14, 18, 16, 7, 24, 7, 8, 10, 11, 16, 8, 14, 7, 9, 9, 9, 13, 19, 14, 15, 14, 11, 7, 13, 9, 10, 7, 13, 9, 10, 11, 12, 8, 9, 2, 3, 5, 8, 7, 4, 4, 15, 10, 5, 3, 3, 3, 3, 3, 5, 4, 4, 4, 2, 2, 2, 2, 2, 1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 2, 12, 5, 3, 8, 10, 15, 6, 7, 2, 3, 2, 5, 5, 12, 2, 5, 5, 5, 5, 2, 2, 5, 5, 12, 9, 5, 2, 2, 9, 5, 5, 12, 12, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 12, 5, 8, 8, 9, 5, 5, 5, 8, 19, 7, 16, 15, 14, 9, 9, 9, 9, 7, 11, 11, 11, 7, 14, 10, 10, 5, 5, 5, 5, 5, 5, 5, 5, 5, 15, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 14, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 15, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 12, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 9, 12, 9, 9, 12, 12, 12, 15, 7, 11, 7, 14, 11, 18, 13, 8, 18, 15, 18, 12, 14, 12, 8, 8, 8, 8, 9, 9, 9, 12, 7, 10, 10, 8, 8, 12, 12, 12, 7, 12, 12, 9, 7, 7, 7, 7, 7, 8, 15, 12, 9, 10, 10, 7, 10, 10, 13, 11, 10, 9, 22, 11, 9, 8, 8, 8, 8, 8, 13, 18, 13, 9, 15, 19, 9, 7, 7, 10, 7, 7, 7, 11, 8, 13, 17, 7, 7, 10, 10, 10, 7, 20, 16, 7, 7, 7, 7, 7, 7, 11, 21, 12, 12, 13, 11, 14, 16, 8, 8, 13, 11, 7, 7, 13, 7, 7, 14, 15, 15, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 13, 10, 18, 6, 6, 6, 6, 6, 6, 6, 6, 6, 11, 8, 8, 12, 12, 11, 11, 8, 12, 9, 9, 9, 13, 13, 9, 9, 9, 9, 9, 9, 6, 10, 12, 6, 6, 6, 6, 17, 11, 7, 7, 7, 7, 14, 14, 12, 6, 7, 7, 6, 6, 15, 10, 13, 10, 6, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 13, 9, 9, 15, 13, 6, 12, 12, 6, 19, 11, 10, 7, 7, 16, 8, 19, 17, 9, 9, 9, 9, 9, 6, 6, 6, 10, 8, 16, 8, 6, 6, 9, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 8, 6, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 14, 6, 6, 6, 6, 20, 6, 9, 6, 14, 9, 9, 9, 6, 9, 8, 8, 12, 9, 8, 8, 8, 8, 7, 8, 12, 7, 8, 8, 8, 6, 8, 6, 6, 6, 6, 6, 6, 6, 9, 8, 8, 6, 6, 13, 9, 12, 13, 12, 14, 13, 12, 11, 11, 6, 8, 8, 8, 6, 13, 12, 11, 11, 12, 6, 11, 12, 11, 13, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 15, 6, 6, 6, 6, 6, 6, 6, 13, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 8, 8, 8, 8, 6, 18, 6, 12, 13, 13, 13, 9, 10, 15, 9, 12, 6, 6, 6, 6, 6, 6, 6, 6, 9, 15, 10, 9, 10, 13, 9, 19, 8, 18, 17, 10, 10, 8, 8, 6, 6, 6, 6, 6, 6, 10, 14, 8, 16, 16, 9, 8, 15, 8, 8, 10, 12, 14, 7, 7, 8, 8, 7, 7, 7, 7, 8, 13, 13, 11, 9, 9, 9, 12, 10, 17, 8, 11, 9, 7, 7, 14, 8, 14, 14, 7, 7, 7, 7, 7, 7, 14, 7, 7, 7, 7, 7, 10, 10, 8, 14, 7, 7, 7, 7, 8, 8, 8, 8, 8, 17, 9, 7, 15, 7, 8, 12, 7, 9, 14, 7, 7, 7, 9, 13, 8, 14, 7, 16, 18, 13, 15, 14, 12, 13, 10, 15, 9, 7, 7, 7, 10, 13, 15, 15, 9, 9, 9, 9, 19, 11, 7, 11, 11, 13, 8, 8, 8, 8, 7, 12, 19, 17, 9, 9, 13, 7, 7, 7, 9, 7, 7, 7, 12, 13, 15, 10, 8, 8, 14, 15, 12, 13, 13, 8, 12, 14, 7, 11, 7, 14, 15, 13, 12, 8, 8, 8, 8, 11, 13, 15, 15, 8, 13, 12, 8, 8, 8, 13, 10, 16, 14, 11, 8, 8, 12, 12, 9, 15, 15, 12, 12, 13, 8, 8, 9, 12, 13, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 11, 12, 11, 7, 14, 7, 13, 13, 13, 12, 18, 16, 7, 12, 11, 10, 10, 15, 9, 9, 9, 21, 7, 7, 7, 11, 16, 8, 8, 11, 11, 7, 7, 7, 7, 7, 19, 7, 7, 7, 7, 7, 7, 7, 7, 7, 12, 8, 9, 12, 14, 11, 9, 9, 9, 22, 12, 3, 3, 4, 8, 8, 15, 4, 2, 2, 5, 5, 3, 3, 3, 3, 3, 3, 6, 6, 4, 4, 4, 12, 7, 10, 2, 3, 3, 3, 3, 3, 3, 3, 6, 7, 3, 7, 5, 14, 4, 4, 7, 8, 10, 4, 1, 3, 3, 6, 2, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 2, 2, 5, 3, 4, 2, 2, 2, 2, 2, 2, 2, 11, 5, 5, 5, 11, 5, 5, 3, 5, 5, 5, 5, 11, 14, 13, 9, 11, 9, 12, 8, 11, 11, 8, 11, 16, 9, 9, 7, 10, 9, 12, 8, 15, 6, 7, 6, 6, 13, 10, 8, 11, 8, 6, 6, 6, 12, 16, 6, 11, 7, 8, 9, 18, 6, 6, 9, 4, 4, 6, 13, 6, 6, 6, 6, 8, 8, 9, 16, 7, 7, 14, 7, 8, 8, 8, 7, 7, 7, 7, 7, 7, 15, 13, 7, 10, 7, 7, 10, 12, 16, 15, 7, 9, 9, 14, 11, 11, 10, 9, 10, 8, 12, 7, 8, 7, 7, 10, 12, 7, 12, 8, 7, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 3, 3, 5, 5, 5, 10, 7, 4, 4, 4, 8, 7, 10, 9, 7, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3, 7, 4, 5, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 9, 8, 2, 2, 2, 8, 12, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 8, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 7, 11, 9, 8, 8, 8, 7, 8, 9, 7, 7, 9, 7, 7, 7, 10, 7, 7, 10, 9, 10, 6, 6, 6, 6, 6, 6, 15, 7, 8, 9, 9, 8, 6, 6, 10, 9, 6, 8, 13, 9, 7, 6, 6, 6, 6, 6, 6, 12, 6, 6, 7, 6, 7, 6, 6, 6, 10, 10, 7, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 6, 14, 6, 6, 7, 7, 9, 6, 6, 6, 6, 9, 9, 8, 9, 10, 9, 8, 9, 12, 7, 7, 7, 8, 7, 10, 12, 11, 9, 10, 7, 7, 7, 9, 10, 10, 8, 12, 9, 7, 7, 9, 8, 8, 8, 10, 7, 7, 8, 9, 9, 7, 7, 7, 8, 2, 4, 2, 4, 6, 3, 4, 2, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 5, 8, 6, 4, 7, 3, 3, 3, 3, 3, 3, 3, 12, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 5, 3, 4, 7, 3, 3, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 4, 3, 3, 6, 4, 3, 4, 2, 2, 2, 5, 3, 3, 3, 3, 3, 5, 4, 4, 4, 4, 2, 7, 6, 8, 9, 2, 2, 2, 2, 3, 3, 3, 5, 7, 2, 3, 3, 8, 7, 7, 2, 2, 8, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 8, 8, 7, 7, 6, 10, 6, 9, 7, 11, 4, 6, 8, 8, 7, 8, 4, 2, 5, 5, 5, 5, 3, 3, 3, 11, 8, 9, 6, 6, 8, 7, 4, 4, 7, 6, 8, 7, 2, 2, 3, 3, 3, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 7, 2, 2, 5, 3, 3, 2, 3, 3, 3, 3, 3, 3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 12, 5, 5, 3, 3, 3, 5, 10, 12, 6, 15, 4, 6, 6, 7, 14, 9, 3, 3, 3, 3, 3, 8, 2, 2, 3, 5, 5, 3, 3, 3, 3, 3, 3, 8, 8, 6, 8, 7, 5, 8, 4, 6, 11, 2, 2, 7, 3, 3, 2, 9, 8, 5, 5, 3, 3, 3, 5, 5, 7, 7, 6, 6, 10, 6, 8, 6, 8, 9, 7, 4, 4, 4, 4, 7, 6, 6, 8, 7, 7, 10, 9, 9, 8, 11, 8, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 7, 6, 2, 5, 5, 6, 7, 6, 4, 8, 9, 11, 2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 2, 5, 3, 3, 3, 3, 3, 9, 9, 6, 4, 8, 7, 7, 5, 9, 8, 6, 2, 6, 8, 7, 8, 5, 5, 5, 5, 5, 3, 3, 3, 16, 8, 7, 7, 7, 8, 7, 7, 7, 7, 9, 6, 9, 6, 10, 7, 7, 7, 6, 10, 8, 9, 11, 11, 8, 4, 4, 10, 8, 8, 6, 9, 6, 11, 8, 8, 8, 15, 7, 8, 9, 5, 3, 3, 3, 3, 3, 5, 2, 2, 3, 8, 9, 10, 3, 2, 2, 2, 2, 2, 2, 3, 6, 4, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 11, 5, 3, 3, 3, 3, 3, 3, 3, 3, 6, 7, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 12, 7, 4, 12, 4, 6, 5, 4, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 11, 10, 6, 4, 6, 10, 8, 3, 3, 3, 3, 3, 3, 3, 3, 5, 4, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 5, 3, 4, 4, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 10, 5, 5, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 7, 8, 8, 7, 13, 12, 10, 10, 8, 8, 7, 7, 9, 12, 11, 6, 6, 8, 8, 9, 7, 7, 7, 10, 15, 10, 4, 4, 4, 4, 4, 11, 8, 8, 9, 7, 9, 14, 14, 12, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 12, 5, 5, 5, 11, 10, 7, 9, 3, 8, 7, 3, 15, 13, 11, 4, 4, 2, 2, 2, 19, 7, 5, 5, 3, 3, 3, 3, 3, 3, 3, 5, 22, 18, 6, 14, 17, 4, 4, 19, 16, 18, 2, 3, 3, 7, 2, 3, 2, 3, 3, 6, 4, 2, 3, 3, 2, 5, 3, 3, 3, 3, 3, 3, 3, 9, 9, 2, 3, 2, 2, 2, 3, 3, 3, 5, 7, 14, 7, 7, 12, 9, 13, 6, 11, 6, 10, 9, 7, 7, 8, 12, 12, 8, 8, 8, 10, 7, 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 5, 8, 10, 7, 8, 11, 8, 12, 9, 4, 14, 7, 7, 9, 13, 2, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 1, 2, 2, 3, 3, 3, 3, 3, 3, 5, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 8, 4, 4, 4, 3, 2, 3, 3, 3, 3, 5, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 12, 9, 8, 8, 9, 8, 6, 17, 6, 6, 6, 8, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 4, 4, 8, 8, 9, 9, 9, 7, 7, 7, 7, 7, 7, 7, 9, 9, 9, 7, 8, 8, 8, 10, 7, 13, 10, 8, 9, 3, 3, 5, 3, 3, 3, 3, 3, 7, 7, 6, 6, 10, 13, 11, 11, 8, 8, 9, 8, 9, 9, 10, 10, 10, 11, 10, 10, 13, 13, 16, 15, 11, 12, 9, 9, 10, 9, 11, 10, 9, 9, 14, 7, 8, 3, 10, 7, 7, 3, 2, 2, 2, 5, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 7, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 11, 6, 7, 4, 6, 2, 2, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 6, 4, 4, 2, 2, 2, 3, 3, 3, 3, 4, 4, 6, 6, 6, 6, 5, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 9, 11, 6, 10, 9, 12, 7, 7, 11, 14, 9, 7, 12, 3, 3, 7, 12, 11, 12, 7, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 11, 5, 5, 5, 5, 5, 5, 5, 5, 11, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 3, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 3, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 3, 10, 3, 3, 3, 11, 3, 5, 9, 11, 8, 12, 14, 9, 7, 8, 7, 7, 11, 11, 7, 7, 10, 9, 8, 10, 9, 7, 7, 7, 7, 7, 7, 8, 8, 7, 11, 8, 8, 8, 7, 7, 10, 8, 7, 13, 12, 7, 17, 10, 8, 8, 11, 7, 11, 11, 14, 7, 11, 7, 8, 6, 9, 20, 8, 7, 9, 16, 7, 10, 6, 11, 10, 8, 9, 7, 16, 11, 11, 9, 8, 9, 8, 8, 8, 11, 8, 15, 8, 8, 9, 7, 8, 8, 11, 10, 7, 5, 7, 10, 10, 15, 7, 7, 7, 8, 7, 8, 8, 10, 11, 10, 10, 10, 11, 11, 7, 8, 6, 8, 8, 10, 6, 8, 6, 6, 7, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 16, 6, 15, 6, 7, 11, 11, 7, 9, 10, 11, 13, 10, 6, 16, 8, 10, 12, 11, 6, 6, 6, 6, 6, 6, 6, 10, 6, 10, 7, 7, 7, 11, 7, 11, 6, 6, 6, 6, 6, 6, 17, 7, 7, 6, 6, 12, 22, 6, 6, 6, 6, 6, 8, 6, 6, 6, 6, 7, 6, 6, 5, 6, 6, 8, 11, 6, 9, 14, 11, 9, 11, 7, 7, 8, 6, 6, 6, 8, 10, 9, 6, 6, 6, 6, 9, 7, 6, 6, 6, 6, 6, 15, 6, 4, 4, 4, 6, 4, 17, 8, 11, 6, 6, 9, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 6, 6, 6, 6, 10, 6, 10, 6, 6, 6, 6, 12, 8, 6, 6, 6, 6, 6, 6, 6, 6, 6, 9, 6, 6, 6, 6, 18, 6, 6, 6, 8, 9, 10, 7, 8, 9, 10, 11, 7, 13, 6, 8, 8, 6, 6, 14, 7, 7, 7, 7, 10, 7, 14, 9, 6, 6, 9, 15, 9, 7, 14, 6, 11, 14, 13, 7, 12, 8, 7, 7, 7, 7, 7, 12, 7, 10, 9, 16, 6, 8, 6, 5, 17, 6, 8, 10, 4, 6, 4, 10, 15, 17, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 8, 4, 4, 11, 7, 4, 4, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 19, 17, 6, 10, 11, 6, 6, 6, 6, 18, 6, 6, 11, 4, 4, 4, 5, 6, 6, 6, 9, 5, 6, 4, 6, 6, 4, 6, 6, 6, 6, 10, 6, 6, 4, 6, 6, 10, 6, 10, 6, 6, 6, 6, 11, 6, 6, 10, 6, 6, 8, 6, 6, 6, 8, 6, 11, 4, 11, 9, 10, 9, 11, 4, 8, 4, 11, 12, 7, 9, 8, 6, 7, 7, 8, 12, 12, 11, 13, 10, 11, 7, 7, 7, 9, 7, 11, 10, 7, 7, 7, 16, 11, 10, 11, 17, 9, 9, 8, 8, 7, 7, 7, 9, 7, 7, 7, 14, 7, 13, 9, 11, 10, 14, 10, 10, 12, 11, 10, 7, 10, 5, 14, 8, 8, 8, 9, 7, 8, 7, 7, 9, 8, 7, 8, 7, 7, 7, 7, 7, 7, 7, 11, 8, 10, 8, 7, 8, 14, 11, 8, 9, 9, 9, 8, 24, 10, 10, 12, 7, 7, 15, 11, 8, 8, 12, 11, 8, 9, 9, 7, 8, 9, 10, 11, 10, 11, 7, 12, 7, 7, 11, 9, 8, 14, 13, 12, 8, 11, 10, 8, 8, 7, 7, 14, 9, 10, 8, 9, 11, 7, 14, 8, 8, 13, 8, 8, 12, 7, 10, 14, 14, 11, 9, 10, 9, 9, 7, 7, 11, 11, 13, 9, 13, 5, 5, 5, 7, 9, 5, 11, 12, 14, 8, 7, 7, 11, 10, 9, 7, 8, 8, 7, 10, 11, 11, 5, 5, 7, 5, 5, 5, 7, 7, 15, 7, 7, 8, 7, 15, 12, 12, 10, 7, 8, 7, 11, 7, 7, 7, 23, 11, 8, 8, 11, 10, 7, 8, 11, 7, 19, 7, 7, 6, 9, 9, 9, 11, 3, 4, 7, 8, 6, 6, 4, 10, 8, 2, 2]);
var edgeChild = /* @__PURE__ */ new Uint16Array([0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 12, 1, 1, 1, 1, 1, 17, 1, 1, 1, 1, 1, 1, 12, 1, 12, 1, 12, 13, 1, 1, 1, 1, 12, 1, 12, 1, 1, 1, 1, 1, 14, 23, 1, 1, 1, 1, 1, 1, 20, 1, 1, 1, 1, 21, 12, 1, 1, 1, 1, 1, 1, 1, 1, 22, 1, 1, 1, 16, 18, 1, 1, 15, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 24, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 19, 1, 1, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 26, 27, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 12, 12, 12, 12, 1, 35, 0, 0, 0, 1, 1, 1, 1, 38, 37, 1, 1, 1, 1, 1, 36, 1, 1, 1, 1, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 41, 0, 0, 0, 0, 42, 43, 0, 0, 0, 0, 12, 1, 1, 1, 12, 1, 1, 1, 46, 48, 48, 48, 46, 48, 46, 46, 47, 48, 46, 48, 46, 46, 46, 46, 46, 46, 48, 46, 46, 47, 46, 46, 46, 46, 48, 49, 49, 47, 48, 46, 46, 46, 46, 46, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 52, 54, 52, 52, 52, 54, 52, 53, 52, 55, 52, 53, 53, 52, 52, 52, 53, 55, 53, 55, 52, 53, 53, 12, 57, 57, 56, 58, 53, 55, 52, 52, 50, 51, 59, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 62, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 69, 70, 12, 1, 1, 68, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 79, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 84, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 82, 85, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 83, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 12, 1, 1, 1, 1, 95, 1, 97, 1, 1, 1, 1, 1, 1, 1, 1, 100, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 103, 103, 1, 1, 12, 1, 106, 1, 1, 1, 1, 1, 1, 1, 104, 1, 105, 1, 107, 1, 1, 1, 1, 1, 108, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 116, 117, 1, 1, 1, 1, 1, 1, 119, 119, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 127, 128, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 128, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 128, 1, 1, 1, 1, 1, 1, 1, 1, 1, 132, 129, 131, 126, 1, 130, 1, 1, 120, 1, 1, 1, 1, 123, 1, 133, 1, 1, 1, 1, 1, 1, 125, 1, 114, 1, 115, 1, 12, 134, 112, 118, 1, 1, 1, 1, 1, 113, 121, 1, 12, 12, 12, 124, 122, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 12, 12, 1, 1, 1, 1, 1, 12, 140, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 142, 1, 1, 1, 1, 1, 1, 1, 1, 143, 144, 12, 12, 141, 139, 48, 48, 146, 52, 52, 145, 148, 147, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 151, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 149, 0, 0, 0, 0, 1, 0, 150, 138, 1, 0, 1, 1, 12, 12, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 154, 153, 22, 1, 1, 12, 12, 1, 22, 12, 12, 1, 1, 1, 1, 1, 140, 1, 1, 158, 1, 1, 1, 1, 159, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 1, 142, 1, 1, 158, 1, 1, 1, 1, 159, 1, 1, 1, 140, 1, 1, 1, 158, 1, 163, 1, 1, 1, 159, 1, 1, 140, 1, 1, 1, 163, 1, 1, 1, 1, 1, 140, 1, 1, 1, 1, 1, 1, 1, 1, 140, 1, 1, 163, 1, 1, 163, 1, 1, 1, 1, 1, 1, 1, 169, 1, 1, 1, 158, 1, 1, 163, 1, 1, 1, 159, 1, 1, 169, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 142, 1, 1, 158, 1, 163, 1, 1, 1, 159, 1, 1, 140, 1, 1, 158, 1, 163, 1, 1, 1, 159, 1, 1, 140, 1, 1, 1, 1, 158, 1, 163, 1, 1, 1, 159, 1, 1, 1, 140, 1, 1, 158, 1, 1, 1, 1, 175, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 178, 1, 1, 169, 1, 1, 1, 1, 1, 158, 1, 1, 163, 1, 1, 1, 159, 1, 1, 169, 1, 1, 1, 1, 1, 158, 1, 1, 163, 1, 1, 1, 159, 1, 1, 169, 1, 1, 1, 1, 1, 163, 1, 1, 1, 1, 173, 165, 165, 12, 1, 12, 177, 1, 1, 1, 1, 1, 166, 166, 166, 160, 1, 1, 1, 164, 166, 170, 176, 1, 1, 1, 1, 164, 164, 1, 1, 162, 160, 173, 164, 168, 181, 172, 181, 1, 1, 179, 1, 172, 161, 164, 1, 1, 1, 1, 164, 1, 167, 1, 1, 1, 12, 1, 182, 1, 171, 1, 1, 1, 171, 170, 174, 180, 162, 173, 1, 1, 1, 1, 1, 1, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 184, 185, 184, 184, 185, 184, 184, 184, 184, 186, 186, 184, 184, 185, 184, 185, 184, 184, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 188, 12, 1, 12, 12, 12, 12, 1, 12, 12, 12, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 201, 1, 203, 204, 202, 201, 201, 1, 1, 207, 1, 208, 206, 1, 12, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 219, 201, 201, 201, 201, 219, 1, 1, 1, 1, 222, 223, 221, 1, 1, 1, 1, 1, 1, 225, 225, 1, 1, 1, 225, 225, 227, 228, 226, 1, 230, 1, 1, 1, 1, 12, 236, 237, 238, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 205, 209, 1, 1, 1, 1, 157, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 233, 1, 1, 1, 200, 1, 1, 1, 1, 244, 1, 1, 241, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 191, 216, 1, 1, 1, 212, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 198, 1, 1, 1, 1, 1, 1, 1, 217, 1, 1, 1, 1, 232, 1, 1, 1, 1, 183, 1, 220, 1, 215, 1, 1, 1, 218, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 196, 1, 12, 1, 1, 12, 1, 1, 1, 1, 199, 1, 1, 1, 214, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 245, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 231, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 190, 12, 1, 1, 1, 193, 12, 1, 1, 1, 1, 1, 1, 1, 235, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 192, 1, 1, 1, 1, 1, 1, 1, 240, 1, 1, 1, 197, 1, 1, 1, 213, 1, 12, 1, 229, 210, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 217, 1, 1, 1, 1, 195, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 187, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 211, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 242, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 243, 1, 1, 12, 1, 1, 1, 1, 194, 1, 1, 1, 211, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 234, 1, 1, 1, 189, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 224, 1, 1, 1, 12, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 239, 1, 1, 12, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 255, 0, 0, 0, 0, 0, 256, 0, 0, 0, 0, 0, 0, 1, 12, 1, 1, 1, 260, 1, 1, 1, 0, 261, 258, 259, 1, 1, 1, 1, 1, 1, 266, 1, 268, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 264, 1, 1, 1, 1, 1, 270, 1, 1, 12, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 269, 1, 1, 1, 12, 1, 1, 1, 1, 265, 1, 1, 1, 263, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 267, 1, 1, 1, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 1, 12, 1, 1, 1, 1, 12, 1, 1, 276, 1, 13, 1, 1, 1, 12, 12, 273, 274, 1, 1, 1, 1, 275, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 278, 1, 1, 12, 16, 1, 1, 1, 1, 1, 1, 279, 1, 1, 1, 277, 12, 12, 1, 1, 1, 1, 1, 1, 1, 1, 279, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 288, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 292, 292, 1, 0, 0, 0, 0, 0, 1, 12, 0, 0, 0, 0, 0, 0, 0, 0, 184, 1, 297, 298, 1, 12, 1, 1, 1, 1, 12, 300, 1, 1, 299, 1, 1, 302, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 307, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 12, 1, 1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 12, 0, 319, 0, 0, 320, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 336, 1, 1, 1, 1, 1, 1, 0, 0, 62, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 344, 0, 0, 0, 0, 0, 0, 0, 0, 0, 346, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 362, 362, 363, 362, 0, 1, 211, 1, 1, 13, 358, 1, 356, 0, 0, 0, 0, 0, 0, 0, 359, 1, 1, 364, 1, 241, 1, 1, 1, 1, 357, 1, 1, 354, 1, 360, 1, 352, 1, 361, 1, 353, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 12, 355, 355, 1, 1, 1, 200, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 12, 1, 1, 1, 1, 351, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 367, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 302, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 407, 407, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 399, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 375, 386, 1, 1, 374, 409, 1, 380, 1, 1, 372, 404, 1, 1, 390, 371, 376, 1, 1, 1, 383, 414, 392, 1, 1, 1, 1, 1, 1, 393, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 402, 406, 0, 0, 85, 1, 1, 0, 400, 377, 413, 378, 381, 388, 1, 403, 0, 1, 0, 85, 397, 395, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 416, 1, 1, 387, 1, 85, 1, 0, 1, 1, 1, 419, 1, 0, 0, 85, 394, 0, 1, 373, 1, 1, 1, 0, 1, 1, 396, 1, 0, 1, 1, 1, 0, 1, 421, 384, 1, 1, 0, 1, 0, 0, 412, 0, 1, 1, 1, 85, 405, 1, 1, 401, 398, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 379, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 411, 0, 85, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 415, 1, 1, 1, 0, 0, 418, 0, 0, 0, 1, 391, 1, 0, 85, 417, 1, 0, 0, 0, 0, 420, 1, 1, 0, 0, 1, 0, 1, 0, 389, 0, 385, 0, 1, 1, 1, 0, 1, 1, 0, 408, 382, 410, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 12, 1, 1, 1, 12, 436, 436, 1, 1, 12, 12, 1, 436, 1, 1, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 448, 1, 1, 0, 1, 1, 1, 1, 241, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 466, 466, 1, 1, 0, 0, 352, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 479, 1, 478, 1, 1, 1, 1, 1, 1, 1, 1, 1, 483, 1, 12, 12, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 491, 1, 1, 1, 493, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 490, 1, 485, 1, 1, 1, 1, 472, 1, 1, 1, 1, 1, 1, 1, 1, 486, 12, 1, 1, 1, 1, 492, 1, 1, 1, 487, 481, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 352, 1, 469, 1, 1, 12, 489, 1, 1, 352, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 474, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 492, 1, 1, 1, 1, 352, 1, 488, 1, 1, 1, 482, 476, 1, 1, 1, 1, 1, 477, 1, 494, 480, 1, 1, 1, 1, 1, 475, 1, 1, 1, 1, 1, 1, 1, 1, 1, 470, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 484, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 473, 1, 1, 1, 1, 1, 471, 1, 255, 495, 1, 1, 1, 1, 1, 12, 1, 1, 1, 1, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 501, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 12, 1, 70, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 505, 0, 505, 505, 505, 505, 505, 505, 505, 0, 505, 505, 505, 505, 505, 1, 505, 505, 505, 0, 505, 505, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 510, 509, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 514, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 507, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 508, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 516, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 505, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 513, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 506, 0, 0, 517, 512, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 511, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 505, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 506, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 505, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 515, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 527, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 235, 235, 1, 531, 1, 1, 1, 530, 1, 1, 1, 1, 1, 526, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 528, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 532, 1, 1, 529, 1, 1, 1, 1, 1, 1, 1, 1, 407, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 533, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 544, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 12, 1, 547, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 12, 12, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 62, 1, 1, 12, 12, 12, 12, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 566, 1, 1, 1, 1, 1, 1, 1, 567, 1, 1, 1, 1, 1, 1, 1, 565, 1, 1, 1, 12, 1, 1, 569, 274, 1, 1, 1, 12, 12, 1, 1, 12, 1, 12, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 573, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 579, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 138, 1, 12, 584, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 113, 1, 1, 1, 12, 1, 1, 1, 1, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 589, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 150, 1, 1, 1, 263, 1, 1, 12, 33, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 614, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 255, 1, 363, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 619, 1, 1, 1, 1, 0, 621, 0, 85, 0, 620, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1, 12, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 628, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 623, 623, 0, 627, 625, 623, 623, 623, 623, 623, 629, 623, 623, 633, 623, 623, 623, 623, 623, 623, 623, 623, 623, 623, 630, 627, 623, 623, 627, 623, 623, 623, 623, 623, 623, 623, 623, 623, 623, 623, 623, 623, 625, 623, 623, 623, 623, 623, 631, 623, 623, 623, 623, 623, 623, 0, 0, 0, 1, 632, 1, 1, 1, 1, 626, 1, 1, 1, 1, 1, 624, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 12, 637, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 1, 12, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 12, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 12, 1, 1, 12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 102, 67, 316, 342, 447, 575, 0, 4, 71, 271, 290, 318, 343, 369, 423, 449, 0, 538, 559, 576, 639, 9, 0, 63, 94, 433, 445, 465, 617, 0, 536, 558, 572, 654, 0, 33, 6, 0, 500, 539, 644, 602, 73, 0, 7, 321, 291, 424, 502, 452, 578, 85, 640, 0, 618, 345, 454, 504, 9, 111, 324, 545, 6, 33, 0, 347, 85, 426, 85, 522, 10, 6, 137, 284, 310, 0, 655, 549, 0, 605, 0, 66, 6, 6, 287, 101, 2, 468, 434, 446, 638, 0, 6, 0, 6, 322, 109, 6, 603, 540, 580, 0, 503, 425, 308, 323, 8, 74, 110, 641, 583, 427, 348, 335, 455, 152, 77, 326, 587, 550, 643, 606, 370, 365, 518, 6, 78, 155, 11, 311, 285, 562, 588, 607, 554, 592, 612, 653, 39, 6, 296, 330, 368, 340, 253, 33, 568, 595, 253, 44, 251, 301, 331, 341, 442, 459, 520, 309, 0, 76, 604, 0, 439, 453, 334, 85, 283, 85, 0, 622, 586, 543, 328, 457, 85, 428, 422, 0, 0, 0, 9, 597, 613, 252, 0, 460, 443, 571, 556, 615, 657, 91, 253, 45, 332, 431, 461, 611, 0, 551, 329, 312, 85, 250, 86, 30, 425, 33, 6, 429, 366, 339, 646, 634, 564, 591, 553, 0, 294, 87, 33, 441, 458, 0, 33, 462, 0, 254, 635, 557, 9, 444, 463, 253, 284, 92, 257, 636, 616, 599, 521, 464, 432, 286, 262, 93, 61, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 662, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 450, 0, 0, 0, 0, 0, 0, 0, 0, 88, 0, 135, 0, 0, 546, 590, 0, 0, 0, 0, 0, 0, 0, 29, 0, 593, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 450, 0, 0, 0, 0, 542, 0, 293, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 282, 0, 0, 0, 0, 0, 0, 0, 659, 0, 0, 0, 0, 0, 658, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 430, 0, 0, 0, 523, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 72, 0, 0, 0, 0, 0, 0, 534, 0, 0, 0, 0, 0, 0, 440, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 246, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 555, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 535, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 305, 317, 0, 0, 0, 0, 0, 570, 313, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 552, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 496, 0, 0, 0, 350, 0, 0, 0, 0, 80, 0, 289, 0, 0, 0, 0, 0, 0, 25, 0, 0, 0, 0, 610, 0, 0, 0, 0, 642, 561, 0, 0, 0, 0, 280, 0, 0, 0, 0, 0, 0, 498, 0, 0, 519, 0, 0, 0, 0, 0, 64, 0, 0, 0, 303, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 81, 0, 0, 0, 0, 0, 0, 0, 282, 0, 0, 0, 0, 0, 315, 652, 0, 75, 0, 0, 0, 0, 0, 0, 0, 0, 0, 661, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 156, 0, 314, 0, 0, 0, 0, 0, 0, 609, 0, 0, 0, 0, 0, 0, 563, 0, 0, 0, 0, 0, 0, 0, 0, 0, 608, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 65, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 248, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 0, 541, 0, 0, 0, 0, 0, 596, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 89, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 525, 0, 524, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 295, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 497, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 325, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 577, 0, 0, 0, 0, 0, 0, 0, 0, 333, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 72, 272, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90, 0, 648, 0, 0, 594, 0, 0, 0, 0, 0, 0, 0, 0, 0, 281, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 651, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 560, 0, 0, 0, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 537, 0, 656, 0, 0, 467, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 438, 0, 0, 0, 585, 0, 99, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 34, 0, 0, 0, 0, 0, 0, 32, 98, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 327, 0, 0, 0, 249, 0, 0, 0, 0, 0, 0, 600, 0, 0, 0, 0, 136, 0, 0, 0, 0, 0, 601, 0, 0, 0, 0, 0, 0, 0, 450, 456, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 435, 0, 349, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 306, 0, 0, 337, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 574, 0, 0, 0, 451, 0, 0, 437, 0, 0, 0, 0, 0, 0, 645, 0, 0, 0, 581, 0, 0, 96, 0, 582, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 548, 499, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 31, 0, 0, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 304, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 450, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 650, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 649, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 660, 0, 0, 0, 0, 0, 598, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 338, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 647, 0, 0, 247, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 665, 665, 665, 665, 665, 665, 665, 664, 666]);
var labelText = "orgmilcomschnetedugovdrrformsfeedbackofficialaccoorgmilschnetgovmagazinemediaunioncargopilotgroupcaarespressworksaerodromeworkinggroupair-traffic-controlaircraftaccident-preventioneducatormarketplaceambulanceinsurancecateringairportrepbodyenginesoftwaremodellingair-surveillanceconsultingchartertrainermaintenanceservicesdesignflightskydivingfreightassociationstudentgroundhandlingdgcafuelclubtaxicrewshowballooningexpresstraderbrokerauthoragentsairtrafficjournalistsafetyconsultantmicrolightaccident-investigationparachutingequipmentproductionfederationrecreationscientistnavigationengineertradingglidingleasingresearchpassenger-associationentertainmentparaglidinghangglidingaerobaticrotorcraftemergencycertificationgovernmentaeroclubexchangelogisticschampionshiphomebuiltcouncilconferencecontrolairlinecivilaviationjournalorgcomnetedugovcoorgcomnomnetobjofforgcomnetuwukiloappsframerorgmilcomnetedugovcoradioorgcomnetcommuneedogpbcoitgvorgedugov*spreviewfrontendrelayononstagingauthcloudsandboxupid*mtls*privatelinktypedreamdeveloperbravemochawindsurfaivenmirenupsunwnextbegetngrokclerkwale2bwebcsbrunputercrbtsflutterflowcloudzyrospawnbasesliplanemodelenceshiptodaymagicpatternsnetlifyondigitaloceanrailwayhostedclaudehasurabotdashretoolvercelgithubluyanigadgetreplitcloudflaretelebitedgecomputeevervaultexponyatnoopencrpplxzeaburwasmerframerzeropsrocketpreviewconvexmedusajsspritesagilevibesonherculeseasypanelstreamlitglideossnowflakemesserliloginlinehackclubcodepennorthflankbase44corespeedleapcellngrok-freeclerkstagelovableon-fleek*us-west-3ap-south-2us-central-2us-central-1eu-central-1ap-south-1us-west-2us-east-2eu-north-1ap-north-1us-west-1us-east-1*rcloudintsegorgmilcomgobbetnetintedugovturmusicasenasamutualcoopv6dnsip6uriurnin-addre164homeirisgovdixdaemoncloudnssthwien*inexexkunden4accogvormymyspreadshop4lima2ixortsinfofuturecmsfuturehosting12hpprivfuturemailinglima-cityfunkfeuer123webseitednshomemelmyspreadshopcloudletswasantqldvicactnswtascatholicwasaqldvictasidwasantozqldorgcomvicasnactnetedugovnswtasconfcomairflowlambda-urltransfer-webapptransfer-webappairflowtransfer-webapptransfer-webapp-fipstransfer-webappeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1privatenotebookstudiolabelingnotebookstudionotebooknotebook-fipslabelingnotebookstudionotebook-fipsnotebookstudio-fipsnotebook-fipsnotebookstudionotebook-fipsnotebookstudioeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2experimentsus-gov-west-1us-gov-east-1ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1onrepostsagemakercopporgmilcompronetintedugovbiznameinfoshoprsorgmilcomnetedugovbrendlyresolvenzauscotvstoreorgcomnetedugovbizinfoidacaicoittvorgmilcomschnetedugovinfocloudezproxysiteacmymyspreadshopkuleuvenwebhostingtransurl123websitecloudnsinterhostsolutionsddns5476103298edgfacbmlonihkjutwvqpsryxzbarsycoororgcomedumyftpno-iporxcloud-ipfor-somemmafanfor-morewebhopselfipjozidyndnscloudnsdscloudfor-thefor-betteractivetrailcoeconorestooteorgcomeconeteduassurmoneyafricaarchitectesrestaurantloisirstourismavocatsinfoagrounivcoorgcomnetedugoviatvdeportesaludtksatorgmilcomwebgobnetinteducienciaboliviarevistacooperativaempresanombreindustriamusicapatriamedicinademocraciapoliticapuebloindigenaplurinacionalarteblogwikiinfoagrotransportenoticiasprofesionalacademiaeconomiaecologiamovimientotecnologianaturalpagesappsgroksailsimplesitecepesebamapadfmgalampbacscpirngorotomtrjspaprrprrsesmscepesebamapadfmgalampbacscpirngorotomtrjspaprrprrsesms*biaamfmtcmptvfeirasampajampanatalbelemananiradiog12medindfndbmdtrdthepoaggfjdfdefinfenflegsegongengcngorgzlgslglogppgmillelqslcimcomnomadmjabimbbibbsbabcrectecsjcetcpscpvhudieticriapipsiecnbiorioecogeoteoodoproatoartfstmatvetdetbetnetcntnotfotgrueduajuespappreptmpemparqsrvadvdevgovntrturagrjorfarjusmusdesvixxyzcozfozslzbhzmaringasantamariacampinagrandegoianiasorocabafloripasaobernardocuritibaboavistarecifeaparecidasaogoncasalvadorcuiabamorenamacapalondrinacontagemsocialfortalmaceioleilaoosascoriobranconiteroi9guacutcheblogflogvlogwikitaxicoopmanauspalmascaxiasjoinvillebaruericampinassantoandreribeiraoriopretoweorgcomnetedugovv0windsurfshiptodaycloudsitecoaccoorgnetgovofmilcomgovmediatechzacoorgcomnetedugsjgovmydnspenfnlabnbmbgcbcqconcontnuyksknsmyspreadshopno-ipawdevboxbarsyonidatemfuinabusavinstanceseceuguukussryzespawncsxcloud-ipmyphotosfantasyleaguetwmailcleverappsscrappingccwucloudnsftpaccessgame-serverccgovobjectsrmalpgcust*svcalp1aeappenginermalpgmyspreadshop4lima2ixsquare7cloudscale123websitefirenet12hpflowgotdnslinkyard-cloudcloudnslima-citydnskingobjectstorageedaccogoorusorgcomnetintedua\xE9roportxn--aroport-byaassogouvcomilgobgovcloudnses-1eu-west-1us-east-1euvipit1eurarubait1s3lbwebsites3websiteru-spbru-mskelasticcsrunstnukukcaukusnl-ams-1fr-par-1fr-par-2functionsnodess3ddlwhmrdbfnck8sifrs3-websitecockpitscblmgdbdtwhkafkpubprivs3ddlwhmrdbk8sifrs3-websitecockpitscblmgdbdtwhkafks3ddlrdbk8sifrs3-websitecockpitscblmgdbdtwhkafkk8sscalebookpl-wawfr-parnl-amsbaremetalsmartlabelinginstancesdechk2kuleuvenlaravelvoorloperurownoxazapscwhstgrvaporonline-serverobservablehqelementorantagonistreclaimjoteluluencowaydiademjelasticmatlabmagentositetrendhostingaxarnetjenv-arubajelejoteravendbemergenttrafficplexconvexkeliwebserveboltbegetcdnstaticson-rancherprimetelonstackitunison-servicesdnshomelinkyardbarsyjelecloudnscocomnetgovmycn-northwest-1cn-north-1s3s3-accesspoints3-websites3s3-accesspointrdsdualstacks3-deprecatedemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspoints3s3-accesspointrdsdualstackemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicn-northwest-1cn-north-1cn-northwest-1ebcomputeelbcn-north-1airflowcn-northwest-1cn-north-1oncn-northwest-1cn-north-1amazonawssagemakeramazonwebservicesdirectasgdsdhehahljlnmhbacscahqhshhihnlnynsnmofjbjzjxjtjhkcqtwgsjssxnxjxgxxzgz\u7DB2\u7D61\u7F51\u7EDC\u516C\u53F8orgmilcomnetedugovxn--55qx5dcanva-appsxn--io0a7iquickconnectcanvasitekhsjxn--od0algcanva-codemyqnapcloudsrvrlessclustersrealtimestorageleadpagescarrdcrdorgmilcomnomnetedugovhidnssupabaserdpareplmypiumsoxmitotaplpagesfirewalledreplitowodevwebview-assetsvfswebview-assetss3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9eu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1s3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9consent-portals3s3-accesspointdualstackanalytics-gatewayemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websiteemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstackemrappui-prods3-websiteemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstacks3-deprecateds3-websitebedrock-agentcores3-object-lambdaexecute-apibedrock-agentcores3s3-accesspoints3-websites3-accesspoint-fipss3-fipss3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipss3-fipsemrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apis3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websiteaws-cloud9emrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9vfss3s3-accesspointdualstackemrappui-prods3-websiteaws-cloud9emrstudio-prods3-object-lambdaemrnotebooks-prodexecute-apicloud9eu-west-3ap-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1us-northeast-1ap-southeast-1me-south-1af-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1mrapaccesspoints3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstacks3-deprecatedanalytics-gatewayemrappui-prods3-websites3-accesspoint-fipsaws-cloud9s3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apicloud9s3s3-accesspointdualstackemrappui-prods3-websites3-accesspoint-fipss3-fipsemrstudio-prodbedrock-agentcores3-object-lambdaemrnotebooks-prodexecute-apis3eu-west-3ap-south-2eu-south-2computes3-ap-northeast-2elbrdss3-ap-east-1s3-sa-east-1s3-us-gov-west-1s3-eu-central-1s3-ca-central-1eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3s3-website-us-west-2s3-website-eu-west-1s3-external-1eu-central-1me-central-1ca-central-1il-central-1s3-us-west-1s3-eu-west-1s3-website-sa-east-1s3-website-ap-southeast-2ap-northeast-1ap-southeast-1s3-us-west-2s3-eu-west-2me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2s3-website-ap-southeast-1s3-1s3-globals3-ap-northeast-3eu-north-1airflowap-southeast-2s3-us-gov-east-1s3-fips-us-gov-east-1s3-me-south-1s3-ap-south-1ap-northeast-2s3-website-us-west-1ap-southeast-5s3-eu-north-1s3-ap-southeast-1s3-website-us-gov-west-1compute-1s3-eu-west-3us-gov-west-1s3-website-ap-northeast-1us-gov-east-1s3-fips-us-gov-west-1s3-website-us-east-1s3-ap-southeast-2ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1s3-us-east-2s3-ap-northeast-1authauthauth-fipsauth-fipseu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1mx-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2ap-east-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1eu-west-3eu-south-2ap-southeast-3eu-central-1ca-central-1ap-northeast-1ap-southeast-1ap-south-1us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5eu-west-1us-east-1ap-east-1sa-east-1csrframeservicesbuilderstg-builderdev-builder*ociocpocsazuregcpawsdemoinstanceeu-west-3ap-south-2eu-south-2eu-central-2ap-southeast-3ap-southeast-4ap-northeast-3eu-central-1me-central-1ca-central-1il-central-1ap-northeast-1ap-southeast-1me-south-1af-south-1eu-south-1ap-south-1ap-southeast-7us-west-2eu-west-2us-east-2eu-north-1ap-southeast-2ap-northeast-2ap-southeast-5us-gov-west-1us-gov-east-1ap-southeast-6ca-west-1us-west-1eu-west-1us-east-1ap-east-1sa-east-1previeweu-4us-4us-1eu-1us-2eu-2us-3eu-3appss3-websitekrkrobjectprivateobjectkrkrskrkrsobjectkrprivateobjectkr-privatecomputepaasrag-cloudrag-cloud-chjcloudjcloud-ver-jpcdemonodebalancermembersipeuxvsoncillaocelotonzayalilynxsphinxfentigercustomercaracalsgkrobjectstoragedesgkrusobjectkrkr-naverkr-naver-devkrprivatewebsiteobjectkr-naverkr-privatekr-naver-devjpjpkrjp4jp5s3-website-jpjpkrjp4jp5objectprivateobjecto365cloudstaticxendevapp001testcode-builder-stgplatformmediasiteprojedrydpagesjsx0desazacncoitrueu4uhkukgrbrushatenadiarymyspreadshopfrom-flfrom-wvwebspace-hosttheworkpchatenablogcursorusercontentservesarcasmapplinzisakuratanwixsitefin-ncloudstoragegov-ncloudstorageappchizigiizeis-into-carsdnsiskinkyadobeaemcloudis-a-therapistpgfogmyvncdojinis-an-actress1kappfldrvkozowqa2jpnmexprgmrfirewall-gatewaydynnscafjsfbsbxooguyfrom-gawoltlab-demois-a-anarchistwiardwebteaches-yogadattowebtb-hostinglive-websiteservegamegotpantheonfrom-nhsubsc-payfrom-ohvipsinaappfrom-cadyndns-officeztna-dingtalkhomelinuxfrom-mahercules-appservebbsstreakusercontentfrom-okfrom-wyfastly-terrariumis-a-llamaqualyhqportalserveexchangeon-vaporvivenushopciscofreakgrayjayleaguesmetaaiusercontentfrom-iais-a-libertariansaves-the-whalestaveusercontentyolasiteoperaunitepoint2thisis-a-catererclaudeusercontentlinodeusercontentfrom-vagithubusercontentsells-for-lesshosteurcanva-appsplaystation-cloudddnsfreefrom-pafrom-prfrom-waddnskingoutsystemscloudhotelwithflightmydattois-a-nascarfanmydbserverminiserverdamnserverservehumouris-a-playerfrom-nvfrom-nmemergentagentgentappsamplifyappfrom-kyis-an-accountantnfshostserveircfrom-akpythonanywherestackhero-networkpostman-echolikescandydyndns-mailobservableusercontentserveftpfreeboxosfrom-utcdn77-storageamazonawsneat-urlnclouddyndns-serverlinodeis-a-teacherfrom-vtgleezemythic-beastsus1-pleniteu1-plenitla1-plenitpaywhirlservecounterstrikejdevcloudhealth-carereformis-into-animegoogleapisis-a-painterafricaisa-hockeynutatmetais-an-actora2hostedis-a-democratdatadetectest-le-patrondigitaloceanspacesis-a-designeris-a-hunterlinodeobjectstemp-dnsissmarterthanyoufrom-arsimplesiteevennodetownnews-stagingis-a-liberalgooglecodejelasticservemp3qualyhqpartnerdyndns-free1cooldnsest-a-la-masiondrayddnsdynuddnsfrom-orfrom-miis-a-bloggerfrom-himydobisscanvacodeis-an-engineerest-a-la-maisonupsunappdevinappswafflecellmyasustorwpenginepoweredfrom-ctservep2psame-appmyshopblocksthingdustdatalikes-piediscordsezis-with-thebandlpusercontentis-leetshopitsite3utilitiesis-a-personaltrainersinaappladeskis-a-cheflogoipselfipbase44-sandboxnospamproxyalibabacloudcsmesswithdnsauthgearappsiamallamawithgooglelutrausercontentmochausercontentframercanvasmytabitdyndns-homew-credentialless-staticblitzcpserverdiscordsaysis-a-nurseappspotatlassian-isolated-3premotewdfrom-mtwixstudiocode0emm180rmyactivedirectoryawsappsmytuleapdnsabrpolyspaceqbuserrenderbuiltwithdarkboutirgotdnsabrdnsdopaascanva-hosted-embedawsglobalacceleratorhomesecuritypcmyiphostditchyouripclever-clouddyndns-ipon-aptibleis-a-musicianhosted-by-filessecuritytacticsappspaceusercontenthomeunixstrapiappsame-previewcf-ipfsmycloudnaselasticbeanstalkis-certifieddontexistkasserverik-serverdrive-platformatlassian-3pfirebaseappncpstorageherokuappawsapprunnerbarsycenteris-a-cubicle-slaveservehttpmyshopifyis-a-guruquicksytessiiitesorsitesmagicpatternsappis-a-cpameteorappfrom-wiis-a-rockstarbumbleshrimpdattolocaldatabricksappsreadthedocs-hostedfrom-rifamilydsdyndns-picsmyoxypagesplesknsbplaceddnsaliasdynaliasdyndns-remotedoomdnsip-ddnsblogdnsis-a-doctorroutingthecloudamazoncognitobarsyonlinedsmynasddnsgurucloudflare-ipfsdeus-canvasfrom-idsmushcdnpagespeedmobilizerdyndns-at-homeunusualpersonhosted-by-previderis-a-republicandyn-o-saurstreamlitappworkisboringonthewificprapidqualifioappis-uberleetis-slickgetmyipwpdevcloudtypeformdyndns-at-workgentlentapismynascloudw-corp-staticblitzfrom-ingeekgalaxyservebeerfrom-mdonrenderspace-to-rentaivencloudappspacehostedwafaicloudcodespotblogspotatlassian-3p-us-gov-modfrom-ndfrom-msis-a-techieis-a-studentcustomer-ociis-a-photographerdurumisfrom-ksmassivegriddyndns-wikiis-an-entertaineris-a-hard-workermysecuritycamerafrom-mnrackmazedyndns-blogis-a-bulls-fanwritesthisblogfreemyipsimple-urlfrom-sdninjaneer-sitesreservdauthgear-stagingest-mon-blogueuris-into-gamesrice-labsxtooldevicesakurawebis-an-anarchistoraclecloudappsdyndns-worksells-for-urhcloudfrom-dcfastvps-serverwpmucdnis-a-geekscrysecfrom-txis-into-cartoonsmodelscapetrycloudflarelocaltonetstreak-linkbalena-devicesfrom-njforgeblocksfreebox-oswebadorsitefrom-ncdoesntexisthobby-sitestreaklinkshomesecuritymacownprovidertuleap-partnersdattorelaywphostedmailservequakeis-a-socialistservehalflifepivohostingdynuhostingquipelementsw-staticblitzdyndns-webfrom-deproject-studyis-not-certifiedhercules-devis-a-financialadvisoramazonlightsailservepicsis-a-greenloseyouripfrom-ilwithyoutubemwcloudnonprodwiredbladehostingdnsdojofrom-tnpixolinomyqnapcloudncloudstorageis-an-artisthostedpiis-a-landscaperauiusercontentoaiusercontenton-forgeis-a-conservativedreamhostersnet-freaksapps-1and1is-goneencoreapifastly-edgefrom-nesalesforcefrom-scdeployagentoraclegovcloudappsfrom-alis-a-lawyercechirevultrobjectsstufftoreadisa-geekddnsgeeklovableprojecttry-snowplowfrom-moblogsyteis-a-bookkeepernogmyforumravendbmyboxdeelementoredsaacficogoorinforgcomgobnatneteduidstoreorgcomnetintedudevnomepublorgcomneteduathgovtestscalculatorspaynowinfoquizzesresearchedcloudnsfunnelsassessmentsjscaleforcetmacltdorgmilcompronetgovbizpresseklogesrsccloudcustomfltusrcloude4corealmgovmunicontentproxy9metacentrumdyndyndyndnsdynpagespages-researchitionoccustomercomymyspreadshopipv64diskussionsbereich4limacomrubgov2ixfirewall-gatewayddnssspdnsbarsykeymachinesquare7myhome-serverspeedpartnercommunity-proschuldockxenonconnectg\xFCnstigliefernbwcloud-os-instancedyndnssecmy-routerxn--gnstigliefern-wobin-butterl-o-g-i-nisteingeekin-dslin-berlinin-brbfuettertdasnetzleitungsenin-vpnlcube-serverdyn-ip24logoipdyn-berlinruhr-uni-bochum12hpgoipsrvdnsfruskygit-repossvn-reposinternet-dnsg\xFCnstigbestellenhome-webserverxn--gnstigbestellen-zvbbplacedheimdnscosidnswebspaceconfiglima-citydyndns1istmeinvirtualuserschulplattformmy-gatewayddnsseclebtimnetztest-iservmein-iservvirtual-userhome64iservschuletaifun-dnstraeumtgeradeschulserverdynamisches-dns123webseitednshomehs-heilbronndnsupdaterbssgraphicdwadpdwdaepeweaawapaafpfwfabwbpbacwcpcciwebuserapiobjectssites*teamst3r2lpabymebravepanelngrokiservstglclcrmerpflypagesbarsyvivenushoplocalcertlocalplayerbearbloggatewaydeno-stagingis-not-ais-a-goodbotdashvercelmocha-sandboxplatter-appreplitgithubpreviewworkersinbrowserevervaultis-ahrsndenoxmitmodxmyaddrstorageapipayloadgrebedocruncontainersreliantlabsstgstagelclstageloginlineis-a-fullstackcodepenreliantpreviewleapcellngrok-freeis-coolpagelemonstoragewebharemediatechlibp2pdiscoursecomyspreadshopstoreregbiz123hjemmesidefirmcoorgcomnetedugovsldorgmilcomwebgobartnetedugovtmorgpolcomsocartnetedugovassoagrondiscoodontk12medcuegyecpaabgengorgmilgalsaltulcomadmesmgobpubdocmonfindgnriouioproartlatvetnetfotedulojgovntrturibrbarxxxofficialbasechefprofmktgpsictechinfoarqtcontdentrrpppsiqgit-pagesritmedfieorgcomlibprieduaipgovriikmeactvsportorgmilcomscieunnetedugovnameinfopintouchtawktotawkmyspreadshoporgcomnomgobedu123miwebcomputeorgcomnetedugovbiznameinfocognito-idptransfer-webappeusc-de-east-1onjelasticnxaspdnsbarsydirectwpdeuxfleurstransurldogadoprvwcloudnsamazonwebservicesdnshomeuserpartycokoobinmkmspaceviewfidymyspreadshopalandkapsiikixn--hkkinen-5wacloudplatformh\xE4kkinen123kotisivuidacorgmilcompronetedugovbiznameinforadioorgcomneteduusercocomexperts-comptablestmmyspreadshopgretaprdcomnomynhccifbxoshuissier-justicenotairesaeroportfreeboxoson-webavocatassoportgouvkdnschirurgiens-dentistes-en-franceavouesfbx-os123sitewebveterinairechirurgiens-dentistespharmacienchambagrimedecinfreebox-osdediboxgoupilemszicpyicpvicppleysheezypagesedugovcnpyorgcomcybllcpvtnetedugovtnxonlineschoolddnsdaemond6atcopanelorgnetplybotdashstackitkaasorgmilcomnetedugovbizmodltdorgcomedugovcoorgcomneteduappwriteacorgcomnetedugovcloudtranslateusercontentorgcomnetedumobiassoorgcomnetedugovbarsysimplesiteindorgmilcomgobneteduorgcomwebnetedugovguaminfonxhra\u6559\u80B2\u654E\u80B2\u7DB2\u7D61\u7F51\u7D61\u7EC4\u7E54\u7D44\u7E54\u7F51\u7EDC\u7DB2\u7EDC\u7EC4\u7EC7\u7D44\u7EC7\u516C\u53F8\u653F\u5E9C\u500B\u4EBA\u4E2A\u4EBA\u7B87\u4EBAltdorgcomincneteduidvgovxn--uc0ay4axn--55qx5dxn--mk0axixn--io0a7ixn--uc0atvxn--zf0avxxn--lcvr32dxn--od0algxn--wcvs22dxn--gmqw5axn--od0aq3bxn--mxtq1mxn--ciqpnxn--tn0agxn--gmq050iorgmilcomgobnetedufngocdnappvoatiiservwp2tempurlmircloudfreesitewpmudevmyfastgadgetcloudaccessjeleambahalfboltfastvpsemergenteasypanelopencraftizcombrendlynamefromrtpersoadultmedorgpolrelcomproartnetedufirminfoassoshopcoopgouvtmcomediahotelforumvideosportorgsexagrargameslakaseroticaerotikatozsdereklamcasino2000filmsuliinfoboltshopprivnewsszexcityutazasjogaszkonyveloingatlaneacaicogoormy\u1B29\u1B2E\u1B36milwebschnetkopbizzonedesaponpesxn--9tfkymyspreadshopgovmytabittabitorderravpageaccok12idforgnetgovmuniltdplcaccotttvorgcomnetmeca6g5gpgamubacaicniocoukuptverdruscsdelhiindorgmilcomwebnicfingenpronetintedugovresbizbiharbarsyinternetbusinessschooltravelsupabasealumnigujaratfirminfoaeropostbankcoopindevscloudnsno-ipbarsybarrell-of-knowledgebarrel-of-knowledgensupdategroks-thisdnsupdatefor-ourknowsitalldvrcammittwalddynamic-dnsv-infowebhopselfipdyndnshere-for-moreilovecollegemayfirstforumzcloudnsmittwaldservertypo3servergroks-theeusekd1cdndyndnsidrawsainaueuapjpusstagemocksysdevicesclientcustreservdcustdevdisrecprodtestingcowzbeebyteutwenteboxfusebravepstmndedynngrokorgmilcomnomnetedugovqcxqzzbarsythingdustmo-siemensrb-hostingfh-muenstergitbookbluebitecloudbeesusercontentnodeartterramindkiloappsforgerockdarklangresinstagingapigeebubbleb-datascryptedhypernodedappnodepantheonsitegitlabgithubkeeneticvirtualservercleverappshostyhostingon-rioedugitticketstelebitwixstudioon-k3sicp0icp12038jeleqotolairbubbleappsmyaddrstolosmyrdbxwebflowdrive-platformbeagleboardhasura-applolipopdefinimavaporcloudmusicianwebflowtestazurecontainerresindevicereadthedocsloginlineeditorxmoonscalesandcatsbasicserverwebthingsbrowsersafetymarkbeebyteappbitbucketidaccovistablogorgschnetgovxn--mgba3a4f16axn--mgba3a4fraarvanedge\u0627\u064A\u0631\u0627\u0646\u0627\u06CC\u0631\u0627\u0646jclaspeziapdudcefegelemeperetevebacanatavaparasabgagfgogrgpgalclblimfmrmcbmbvbfclcmcvcrcpcchlimifibicivipirisimncnbnanenrnpntnnolomobocoaogorosopotoptvtatctbtmtltotpusulunutpspapaqsvpvvvtvavvrtrsrprgrfrcrbrarorkrvstsssbscsmsispzczbzbozen-suedtirolmyspreadshopxn--bulsan-sdtirol-nsbxn--valledaoste-ebbtrentinoaltoadigetrentin-sued-tirolxn--forlcesena-c8axn--forl-cesena-fcbxn--bozen-sdtirol-2obtriestetrentinsuedtiroltrentino-s-tirollecceudineaostesienaparmaluccapaviagenoapaduaaostamonzaabruzzoternirietiturinmilanbozenlaziofermoleccocuneonuoropratola-speziavdataaligfvgpugmolcalcamlomumbsicpmnvenvaoedugovabrsarmaremrbastoslazibxosfirenzetrentinos\xFCdtirolval-d-aostavalle-aostamessinacremonaravennatoscanatrentin-suedtirolbolognacalabriaurbinopesarofriuli-v-giuliaogliastraxn--valle-aoste-ebblaquilaandriatranibarlettasyncloudxn--valle-d-aoste-ehbaostavalleyvalled-aostatrentino-alto-adigevallee-d-aostexn--balsan-sdtirol-nsbpistoiasicilialucaniacataniaiserniaperugiabresciaveneziagorizialiguriaimperiabulsan-suedtirolbalsan-suedtirolbarlettatraniandriaxn--trentino-sdtirol-szbforl\xEC-cesenatuscanyvall\xE9e-d-aostemantovavall\xE9e-aostecasertapiemontevalleaostaval-daostafriulivgiuliatrevisoforli-cesenavall\xE9edaosteferrarapescaravald-aostatrentino-altoadigefriuli-vegiuliavallee-aostecarboniaiglesiastarantomediocampidanovalleedaostetrentinosud-tirolcampobassotrentins\xFCd-tiroltrentinos\xFCd-tirolmonzabrianzatrentino-s\xFCdtirolxn--trentino-sd-tirol-c3bpotenzacosenzavicenzaemiliaromagnavenicefrosinonemarchepordenonetrentinosued-tirolvaresemolisevall\xE9eaostefriuli-veneziagiuliabasilicatalatinaanconasavonaveronamodenabiellabolzano-altoadigepugliafoggiaumbriatrentino-stirolgenovapadovamateranovararagusapiacenzatrentinostirolvalleeaostetempio-olbiasudsardegnatrentinsudtirolmassa-carrarafriuliveneziagiuliatrentinosuedtirolandria-barletta-tranitrapanixn--cesenaforl-i8amaceratacaltanissettaascoli-picenobrindisicarraramassacagliaririmininapolivibo-valentiachietibulsan-sudtirolbalsan-sudtiroltrentino-a-adigebulsanbalsaniglesiascarboniamilanotorinoteramodell-ogliastraarezzotrentinoalto-adigerovigotrentovenetoiglesias-carboniatrentino-sud-tirolaltoadigereggio-emiliareggio-calabriasardegnatranibarlettaandriapiedmontxn--sdtirol-n2amedio-campidanotrentino-s\xFCd-tirolfriuli-vgiuliafriuli-ve-giuliaromeennaromapisa32-b16-b64-blodiastibarineencomonaplesforlicesenailiadboxosalessandriasicilytrani-barletta-andriaxn--trentin-sdtirol-7vbpesarourbinotrentinsued-tirolcesena-forliforl\xECcesenaemilia-romagnamonzaebrianzaxn--trentinsdtirol-nsbtrentinos-tiroltrentins\xFCdtirolvalledaostaolbia-tempiocampidanomediovibovalentiasassarivalle-daostalombardysud-sardegnafriulivegiuliareggioemiliamonzaedellabrianzaalto-adigevercellitrentin-sudtiroltraniandriabarlettatrentino-sudtirolascolipicenobozen-s\xFCdtirolfriulive-giuliaflorencexn--cesena-forl-mcbcarbonia-iglesiasaosta-valleycarrara-massadellogliastratrentinoa-adigexn--valleaoste-e7apesaro-urbinoxn--trentinosdtirol-7vbxn--trentin-sd-tirol-rzbxn--trentinsd-tirol-6vbtrani-andria-barlettatrentin-s\xFCd-tirolxn--trentinosd-tirol-rzbgrossetomonza-e-della-brianzas\xFCdtirolreggiocalabriatrentinoaadigetrentin-s\xFCdtirolverbano-cusio-ossolafriuliv-giuliaverbaniacampaniatrentino-aadigefriulivenezia-giuliasardiniaandriabarlettatranibarletta-trani-andriacatanzarooristanourbino-pesarocesena-forl\xECvalle-d-aostacampidano-medio123homepagesiracusatempioolbiasuedtirollombardiaavellinocesenaforl\xECtrentinofriuli-venezia-giuliabozen-sudtirolandria-trani-barlettabulsan-s\xFCdtirolbalsan-s\xFCdtirolmonza-brianzabolzanotrentino-sued-tirolbellunosalernolivornocrotonesondriodnshometrentinsud-tirolmassacarraratrentin-sud-tiroltrentino-suedtirolviterbobergamocesenaforliolbiatempiopalermobeneventoagrigentoofcoorgnetfmaitvphdengorgmilcomschnetedugovperagrikanieasukehandachitatokaiaisaikonanoharuamaobuhigashiuraowariasahiinuyamatobishimaiwakurashitarainazawatoyonegamagorimihamatoyotataharakariyayatomioguchikomakimiyoshinishiotokonamekiyosuchiryutoyohashiokazakiisshikikasugaikotakiratoeianjotogofusosetohazutsushimashinshirotakahamanisshinshikatsuhekinantoyokawaichinomiyatoyoakeodateogataakitaikawakyowahonjoogayurihonjonoshirokamiokakatagamimitanegojomeyokotekosakadaisenkazunonikahohonjyomoriyoshimisatohappoukamikoanihachirogatahigashinarusesembokufujisatokitaakitaitayanagiowanitakkomutsutsurutahirosakigonoheoirasetowadamisawanohejiaomorishingohiranairokunohehashikamitsugarushichinohehachinohenakadomarisannohekuroishisakaeisumiasahiotakiinzaiabikomatsudoyachiyomutsuzawakujukuriomigawakashiwatoganemihamanaritasakuranagaramobarahanamigawachoshishiroichoseikozakishisuikatorimidorichonankyonanfuttsuonjukufunabashinagareyamanodasosatakochuotohnoshourayasukimitsuyokaichibayotsukaidosodegauratateyamakamagayayokoshibahikariyachimatakatsuuratomisatokisarazukamogawaichikawanarashinoichinomiyashimofusaminamibososhirakoichiharaoamishirasatoikatahonaiainansaijoseiyoiyoozuuwajimaniihamanamikatamasakiuchikokihokutobetoonshikokuchuomatsuyamaimabarikamijimakumakogenyawatahamamatsunosabaeikedaobamasakaifukuiohionotsurugamihamawakasaminamiechizeneiheijikatsuyamatakahamaechizensoedaukihaomutaokawanishiogoribuzenonojosueumiokiotochikugosasagurisaigawamizumakishinyoshitomikurumekurateyamadakasuganakamamiyamanogatatakatahakataiizukakawaratagawakasuyaashiyainatsukimunakataminamitsuikishonaikurogifukuchikeisenhigashimiyakoshinguyukuhashiokagakiyamekogaongausuikahotohochuotoyotsumiyawakadazaifuhisayamatachiaraiyanagawanakagawahirokawachikujochikushinochikuhochikuzennamieotamaokumashowateneiiwakikoorinangoononishigoshimogoomotegomishimafukushimaasakawakagamiishishirakawaiitatefutabahiratayugawahanawakitakatakawamatakunimiyabukibandaihigashihironoyamatomiharuyamatsuriaizubangedatesomaaizuwakamatsuyanaizuaizumisatonishiaizuizumizakikitashiobarataishinkaneyamakoriyamainawashirotanagurafurudonosamegawasukagawaishikawatamakawaikedaogakitaruiginanenahashimahichisonakatsugawaibigawashirakawamizunamiminokamomitakekawauesekigaharatomikasakahogikitagatayamagatatajimianpachimotosuyaotsukakamigaharahidakanisekitokigujominogodoyorogifukasamatsutakayamawanouchihigashishirakawakasaharashimonitatsumagoichiyodakannakanrashowameiwakiryuotaoratomiokafujiokaitakuranaganoharahigashiagatsumatakasakishibukawaminakamikatashinatsukiyonokawabanumataannakaoizumimidorishintoisesakiuenoyoshiokakusatsutakayamanakanojonanmokutamamuratatebayashimaebashiotakekaitadaiwahongofuchukuietajimashobaramiharahatsukaichihigashihiroshimamiyoshikumanokurenakasakaseraseranishiasaminamifukuyamashinichionomichiosakikamijimajinsekikogentakeharaotobenanaeikedatohmaozoraobiraabirakyowaeniwataikibibaisharirebunerimohiroooketootarupippunishiokoppechitosefurubirahakodateshiranukakitahiroshimakushiroobihironanporoiwamizawaniikappukunneppufukushimanakasatsunaitoyourakuromatsunaiakabirakamisunagawashibechaurakawakamifuranonakatombetsuasahikawashimokawakayabeokoppebiratoriabashirisaromaatsumanumatahidakabifukamukawamikasahorokanaitoyotomisarufutsuhigashikawaishikarikitamiyoichiesashiiwanaitomariminamifuranoakkeshifuranotoyakoyakumootoineppushikaoishiraoinemuronayorohaboroashorobihororishirifujiutashinaihokutotakasuebetsuurausuassabukikonaishimamakinaiedatetoyabieinikiesanuryuoumuteshikagarikubetsuashibetsukimobetsuaibetsutobetsusobetsuembetsushimizuchippubetsurishirihokuryuhoronobeshintokutsubetsushibetsuhonbetsumombetsutsukigatakuriyamakoshimizushiriuchikutchanmurorannoboribetsukamishihorowassamushinshinotsukembuchiwakkanaikamoenaikiyosatotakinoueshikabesunagawafukagawanakagawatakikawakamikawahigashikagurahamatonbetsumatsumaemoseushirankoshishakotanimakanemashikeotofuketomakomaisandatambaitamiawajikasaiasagoshisoonoakoyashirotoyookaminamiawajiinagawafukusakitakasagokamigorikasugaharimayokawaashiyahimejiakashitaishiaogakisannantakinosumototakarazukanishinomiyashingugoshikinishiwakiyokatakaaioimikisayoyabukawanishiamagasakisasayamashinonsenkakogawaichikawakamikawatatsunotsukubaiwamaogawaasahisakaitokaioaraiitakobandodaigosuifuinaamikasumigaurakashimaomitamayachiyoshimodatetomobetoridehitachinakainashikisakuragawakasamayawaramoriyahitachiomiyanamegatayamagatahitachikamisuushikutakahagiibarakitonekoganakasowayukimihojosomitoryugasakishimotsumafujishirotsuchiurachikuseihitachiotashirosatotamatsukuriuchiharashikahakuinanaotsubatawajimakahokukawakitatsurugikaganominotosuzuuchinadakomatsuanamizunakanotohakusannonoichikanazawaiwateshiwafudaikawaimoriokaofunatohanamakikuzumakikitakamininohekunoheyamadayahabasumitaichinosekitanohatahiraizumirikuzentakatajobojiotsuchihironomiyakoiwaizumikarumaiichinohenodakujitonooshushizukuishifujisawamizusawakamaishikanegasakimannoutazukotohiraayagawazentsujihigashikagawauchinomikanonjisanukimarugamemitoyotakamatsutadotsunaoshimatonoshoakuneamamiizumihiokiyusuikinkoisasookouyamanakatanekagoshimakanoyaisenkawanabeminamitanemakurazakitarumizunishinoomotematsumotosatsumasendaioimatsudaayaseebinamiurazushinakaiodawaraiseharasagamiharahakoneaikawakaiseiatsugitsukuihadanoyamatoyamakitazamaoisochigasakininomiyayokosukakamakuraminamiashigarafujisawasamukawakiyokawahiratsukayugawaraokawaumajikochitsunootoyoakiinonishitosayasudahidakamiharasakawaniyodogawahigashitsunokagamigeiseisusakiotsukinaharisukumomurototosakamiochitoyotosashimizumotoyamanankokunakamurakitagawayusuharaogunichoyoukiasoutoozugyokutoamakusamifunetakamoriyamagaminamataminamiogunikikuchisumotoyamatonagasumashikiaraokumamotokamiamakusanishiharayatsushiroayabeseikasakyoideineujinakagyokameokakyotangokyotanabekyotambaminamiyamashiroyamashinatanabeyawatawazukaminaminantanmiyazuhigashiyamafukuchiyamakitamukokamojoyokizumaizuruujitawaraoyamazakinagaokakyokumiyamakawagoeinabeshimameiwaasahitaikiudonoisetsukisosakikuwanamihamamiyamasuzukatamakimisuginabarikumanokomonominamiisewataraitobakiwatakikihotadomatsusakayokkaichikameyamaureshinoishinomakishichikashukuohirataiwaosakizaohigashimatsushimashikamaiwanumashibataogawaraonagawakawasakiseminemarumoriminamisanrikukakudamuratawakuyatomiyanatoriwataritagajomisatotomekamirifushiroishimatsushimayamamotoshiogamafurukawahyugaebinotsunosaitoayakushimanobeokakitauramiyazakitakazakigokaseshiibamimatashintomikunitomikitakatakobayashikawaminamitakaharukijotakanabemiyakonojonishimeranichinankitagawakadogawamorotsukakisofukushimaminamimakisakaeobuseikedaogawamiasaokayaasahiotakiotarichinoinaomichikumakomaganechikuhokukaruizawayasuokaooshikaikusakaminamiaikitogakushimatsukawakawakamitateshinatakamorikitaaikishiojirimiyadahakubaiizunaiijimaiiyamamiyotasuzakayasakatoguraookuwanagawaminowahirayayamagataminamiminowafujimiomachisakakitakaginaganonakanosakuhokomoronagisoshinanomachiwadauedaiidaharasuwatomiachiaokianankisosakunozawaonsenagematsutakayamashimosuwamatsumotoyamanouchinakagawamochizukiazuminotatsunoobamaomuraseihiunzenosetofutsuikichijiwanagasakiisahayahasamisaikaikawatanasasebohiradokuchinotsugototogitsutsushimashimabarashinkamigotomatsuurayamazoekashibaikomakawaitenrioyodosangokoryoudaojiikarugayamatokoriyamatenkawakatsuragikurotakikawakamimiyakemitsuetakatorikamikitayamayamatotakadahegurishinjokanmakisakuraitawaramotogoseoudanarasoniandokawanishishimoichihigashiyoshinokashiharashimokitayamanosegawayoshinomintsivorytopazsakuragehirnsumomoaseinetopalmail-boxmokurenyoitamuikaojiyagosensanjoaganomyokoseiroagaomishibataniigatanagaokamurakamiuonumayuzawakariwatagamitainaitsunanminamiuonumatochioyahikojoetsuseiroukamosadoizumozakitokamachiitoigawasekikawakashiwazakitsubamemitsukekokonoesaikiusukibeppuusahimeshimakunisakihasamataketatsukumihitaoitahijikusuyufukujukamitsuebungoonobungotakadaibaraniimibizentsuyamaokayamakasaokahayashimayakagemaniwaakaiwamisakishinjotamanotakahashikibichuowakesojanagishookumenannishiawakurakurashikiasakuchisetouchikagaminosatoshotomigusukunakagusukuyaeseizenaurumaiheyaaguniogiminanjokinminamidaitokitanakagusukuyonaguniokinawaishigakikunigamiurasoekadenataramahiraraginozataketomishimojizamamitonakiitomanhigashimotobuyonabarugushikamionnanahanagohaebarukumejimakitadaitonakijinnishiharayomitanginowantokashikiishikawaikedasuitaminohizuminishisakaikananabenodaitoosakasayamayaokishiwadatadaokakaizukatondabayashichihayaakasakakumatorikadomasayamahigashiosakashijonawatehirakatataishimisakitajirihannansennankatanotoyonominatosettsuhigashiyodogawaibarakinosekitachuohigashisumiyoshifujiiderakashiwaraizumiotsutoyonakamatsubaramoriguchiizumisanoshimamototakatsukineyagawahabikinotakaishikawachinaganoyoshinogarikamiminearitaouchiimarihizenogikashimaariakekiyamafukudomikitagatakitahataomachigenkaikanzakinishiaritakyuragisagataratosutakushiroishikaratsuhamatamakouhokukawagoeyoshidasatteogoseirumaasakaurawaogawaniizaomiyayoriiotakishikihonjooganohannohanyuinasaitamaokegawaarakawayoshikawayokozehasudasayamahidakafukayachichibuiwatsukiryokamiyoshimikamiizumifujimiwarabiranzanmiyoshiminanoyashiosakadosugitomisatohigashichichibutodasokakukiyonokazoshiraokakasukabekounosukawajimatsurugashimamiyashirokitamotohatoyamamoroyamahatogayakumagayakawaguchinagatorokamisatomatsubushinamegawatokigawakamikawafujiminohigashimatsuyamakoshigayatokorozawas3isk01isk02ryuohkoseikonanaishorittotakashimamaibarahikonetorahimenishiazaikokagamokotoyasuotsukusatsunagahamamoriyamatoyosatotakatsukinotogawaomihachimanhigashiomiakagiunnanizumogotsuamayatsukakakinokimatsuehamadamasudahikawahikimiokuizumoyasugiyakumomisatotamayuohdahigashiizumookinoshimanishinoshimatsuwanoshimaneshimadafujiedayoshidashimodagotembaiwataatamikosaiyaizuitoizumishimahaibaramakinoharaomaezakikawanehonkannamisusonohigashiizufukuroinumazukawazufujiaraishizuokahamamatsushimizuizunokunimatsuzakimorimachiminamiizunishiizukikugawakakegawafujikawafujinomiyaujiietsugaoyamayaitaohiranikkoashikagakuroisokanumasakurashioyakarasuyamamotegiichikaikaminokawatochigihagamokanogisanobatonasumibunasushiobaranishikatautsunomiyaiwafunemashikoshimotsukeohtawaratakanezawaitanokomatsushimatokushimaichibaminamiaizumiwajikikainanmiyoshinarutomimamugiananmatsushigesanagochishishikuinakagawamachidachiyodakomaefussainagitaitochofufuchuomeotahigashiyamatotoshimaokutamaaogashimakodairaedogawaarakawahachiojishinagawatachikawashibuyasuginamihinodekiyosesumidaoshimanerimamitakahamuraadachinakanomizuhobunkyomegurominatokoganeihigashikurumekokubunjihigashimurayamamusashimurayamatamakitahinochuokotokatsushikakouzushimaogasawaraakishimakunitachishinjukusetagayamusashinohachijoitabashiakirunohinoharachizunanbukotouramisasawakasayonagokogehinoyazutottorinichinansakaiminatokawaharaoyabetairainamiasahinantoimizufuchutakaokakurobeyamadajohanatoyamatonaminyuzenfunahashinakaniikawanamerikawaunazukitogahimiuozufukumitsutateyamakamiichiiwadearidayuasainamitaijikatsuragiaridagawatanabemihamahidakakainankiminomisatoshingushirahamakamitondayurakozakoyagobokitayamawakayamakudoyamahashimotokushimotokozagawahirogawakinokawanachikatsuurarsuseroeoishidasagaeoguniasahinagaitendonanyoobanazawanishikawasakataohkuratozawamikawamamurogawayamagatafunagatatakahatashonaishinjokahokuiideyuzakawanishitsuruokakaminoyamayamanobeshiratakamurayamanakayamakaneyamahigashineyonezawasakegawamitouubeyuuabushimonosekitabuseoshimatoyotaiwakunihikarishunannagatohagihofukudamatsutokuyamashowadoshitsurunanbukoshukaiminami-alpsnirasakikosugeotsukioshinohokutominobuyamanashifuefukichuokofuichikawamisatoyamanakakonakamichitabayamanishikatsuranarusawafujikawahayakawafujiyoshidafujikawaguchikouenohara\u9577\u91CE\u4EAC\u90FD\u5C90\u961C\u5927\u962A\u4E09\u91CD\u7FA4\u99AC\u5343\u8449\u6ECB\u8CC0\u4F50\u8CC0\u5948\u826Fadednelgaccogogror\u79CB\u7530\u611B\u77E5\u9AD8\u77E5\u57FC\u7389\u6C96\u7E04\u6803\u6728\u718A\u672C\u5CA9\u624B\u9752\u68EE\u5C71\u68A8\u65B0\u6F5F\u5CF6\u6839\u9CE5\u53D6\u9577\u5D0E\u9999\u5DDD\u5BAE\u57CE\u77F3\u5DDD\u5927\u5206\u5BAE\u5D0E\u8328\u57CE\u5C71\u53E3\u5175\u5EAB\u5C71\u5F62\u5FB3\u5CF6\u5E83\u5CF6\u798F\u5CF6\u798F\u5CA1\u5CA1\u5C71\u5BCC\u5C71\u9759\u5CA1\u611B\u5A9B\u798F\u4E95\u6771\u4EACxn--4it168dhatenadiaryxn--vgu402ckawaiishophatenablogcocottenamaste\u5317\u6D77\u9053penneehimeiwateversestabachibashigagonnagunmapermahaccaakitaosakauh-ohblushkochiaichifukuikuroncapooitigohyogotokyokyotopunyuthickcheap0t00g00j0mie2-ddaapyawjg0amfemsubxiiboomoobutchueekpgwrgrherskrboyrdyupperunderflierchipsmydnsheavyangryhippygirlyrulez\u795E\u5948\u5DDD\u9E7F\u5150\u5CF6\u548C\u6B4C\u5C71bambinaxn--nit225kokayamasaitamaxn--k7yn95exn--1lqs03nsapporoparasitelolipopmcxn--efvn9sniigatafukuokatokushimafukushimahiroshimakagoshimafakefurokinawaxn--8pvr4ucoolblogxn--0trq7p7nnkawasakinagasakimiyazakichilloutxn--8ltr62kxn--klty5xpeeweezombiecutegirlxn--rny31hxn--uuwu58axn--ntso0iqx3axn--djrs72d6uytoyamanikitanyantakagawamimozanagoyaboyfriendxn--2m4a15egreaterchowderegoismyamagatafashionstorexn--elqq16hxn--pssu33lsendaimiyagixn--rht27zpecoriaomorisaloonwatsonvivianxn--djty4knobushipigboatnaganopinokoxn--f6qx53asadistvelvetsecretxn--5js045dchicappayamanashiibarakidigickgirlfriendxn--1lqs71dmongolianxn--c3s14mxn--qqqt11mtochigixn--5rtq34kparallelo0o0mondkobesagabonadecaoitanarafoolkilldecimainhiholomosblokilociaoundopupugifutankcrapflopnooroopsmodsholyjeezstripperpepperbittershizuokaxn--rht3dkitakyushureadymadeicurusversusmatrixxn--rht61ehungryfloppygloomycrankyhandcraftedlittlestarxn--klt787dxn--kltx9awhitesnowsunnydaytottorilovepoptheshopbuyshopxn--5rtp49cxn--d5qv7z876cwebaccelxn--kbrq7oxn--4pvxsxn--1ctwolovesickkumamotocatfoodxn--tor131oyokohamawakayamatonkotsuxn--ehqz56nxn--uist22hxn--6btw5axn--kltp7dyamaguchifrenchkisspussycatxn--4it797kxn--uisz3gbabybluexn--zbx025dnetgamersxn--7t0a264ckanagawaxn--6orx2rishikawaxn--ntsq17ghalfmoonschoolbusjellybeanxn--mkru45iusercontentlolitapunkxn--32vp30hsakurastoragehokkaidoshimanecandypopbabymilksupersaleweblikeraindropbackdropwebsozaikikirarahateblodaynightmeneacsccogoormobiinfoaeusxxorgmilcomnetedugovorgcomnetedugovbizinfotmprdorgmilcomnomedugovassnotairespresseassocoopgouvveterinairemedecinpharmaciensorgnetedugovtraorgcomedurepgovmeneperekgacscaiiocogoitoresmshsseoulbusanulsandaeguc01milvkimmvchungnamjeonnamjeonbukeliv-dnsgyeonggijejueliv-cdnincheondaejeongangwongyeongbukgwangjuchungbukgyeongnameliv-apicoeduindorgcomembnetedugovorgmilcomnetedugovjcloudorgcomnetintedugovperbnrinfocooyorgcomnetedugovethipfscanvamypepethw3sstorachakeeneticjoinmcinbrowserdwebcyonnftstoragemyfritzaemewphlxachotelltdorgcomwebsocschngonetintedugrpgovassnomgacsccoorgnetedugovbizinfo123websiteidorgmilcomasnnetedugovconfidmedorgcomplcschnetedugovaccoorgnetgovpresstmassoirseproxaccosoundcasthoptocraftvp4c66orgnetedugovitsxwxmcdirmyboxbarsyedgestacksynologylogintoopencloudnohostwebhopdiskstationi234tcp4hoocgroknoipprivmydsddnsdnsforlohmustransipdscloudfilegear-sgbrasiliafilegearframerbarsybarsyonlinecoprdorgmilcomnomedugovinforgcomnetedugovnameacprorgcomartnetedugovpresseinfoassoinstgouvorgnycedugovbarsydscloudjuorgcomnetedugovminisiteaccoororgcomnetgovorgmilcompronetintedugovbizmuseumnameinfoaerocoopaccoorgcomnetintedugovbizcooporgcomgobneteduorgmilcomnetedugovbiznameaccoorgmilneteduadvgovcoorgcomnetaltgovforgotherhiskeeneticispmanagernomassoprod5476132eastasiacentraluswesteuropewestus2eastus2pnortheurope-01newzealandnorth-01southindia-01southcentralus2-01norwaywest-01eastus2-01westus2-01australiaeast-01italynorth-01israelnorthwest-01swedencentral-01westeurope-01centraluseuap-01taiwannorthwest-01uaecentral-01northcentralusstage-01israelcentral-01mexicocentral-01canadacentral-01austriaeast-01germanywestcentral-01francecentral-01ukwest-01denmarkeast-01polandcentral-01eastus-01westus-01swedensouth-01eastus3-01westus3-01brazilsouth-01centralus-01francesouth-01australiacentral-01westindia-01uaenorth-01jioindiacentral-01canadaeast-01belgiumcentral-01spaincentral-01koreacentral-01chilecentral-01qatarcentral-01westcentralus-01eastus2euap-01norwayeast-01southafricanorth-01brazilsoutheast-01germanynorth-01switzerlandnorth-01switzerlandwest-01japanwest-01southafricawest-01japaneast-01eastasia-01indiasouthcentral-01taiwannorth-01centralindia-01uksouth-01southcentralus-01northcentralus-01eastasiastage-01indonesiacentral-01australiacentral2-01australiasoutheast-01malaysiawest-01koreasouth-01southeastasia-01southeastus5-01northeastus5-01jioindiawest-01rucdnwest1-usfra1-desandboxjls-sto1jls-sto3jls-sto2aglobalabglobalsslmapprodfreetlsmapvpslon-1lon-2ny-1fr-1sg-1ny-2paassnwebpaashostingjelasticnordeste-idcsocuserpagescwebfileblobservicebuscoreatlricnjsjelasticwebsitestoragesezagbinruhuukjptsmyspreadshopmynetnameakamaiorigin-stagingfrom-coipv64dynv6cdn77serveblogadobeaemcloudhicamsprytdnsupno-ipownipde5ovhicpfirewall-gatewaysytesmypsxbarsyusgovcloudapimyamazemyradwebakamaihdsaveincloudfastlylbfrom-lasubsc-paysquare7in-the-bandblackbaudcdnhomelinuxoninfernoctfcloudservebbsdns-dynamiccloudfrontakamai-stagingipifonyham-radio-opsenseeringclickrisingcommunity-profrom-nylocalcertgrafana-devedgesuite-stagingcloudflareanycasteating-organicatlassian-devmydattofeste-iplocaltotorprojectknx-serveredgekeycloudflareglobalcloudyclustercasacamserveftpakamaized-stagingakamaiorigindns-cloudmyeffectboomlabotdashbuyshousestwmailhetemlazure-mobilein-dslthruhereredirectmedynuddnsbouncemesupabaseluyanicloudappakamaicloudfunctionsdebiannhlfanpgafanstatic-accessin-vpnmysynologymafeloappudohomeftptrafficmanagersiteleafseidatmemsetcloudflarecloudaccesskeyword-onazure-apiis-a-chefdoes-itgets-itwebhopselfiphomeipkicks-assedgesuitewindowsserver-ontunnelmolemydissentscrapper-sitecloudflarecnuni5srcfggffiobbzabchrsndenodynuopikddnsvpndnsakadnselastxkinghostvps-hostfastlyhomeunixazureedgeshopselectdontexistmyfritzcloudjiffyalwaysdatasells-itsquaresbroke-itazurefddattolocalat-band-campmeinforumfamilydsazurestaticappsdefinimabplaceddnsaliasdynaliasnow-dnsblogdnsroutingthecloudendofinternetdsmynasakamaiedgemymediapcadobeio-staticakamaiedge-stagingakamaihd-stagingddns-ipprivatizehealthinsurancelive-onkrellianschokokeksmassivegridmysecuritycamerarackmazeserveminecraftfrom-azis-a-geekakamaizedmoonscaleoffice-on-theusgovtrafficmanageradobeioruntimeedgekey-stagingreserve-onlinechannelsdvrdnsdojousgovcloudappcdn77-sslapps-1and1podzoneazurewebsitesdynathomescaleforceyandexcloudvusercontentisa-geekcdn-edgescoaemalcesappwriteazimuthtlonarvobuiltwithrocketnoticeablestorecomwebrecnetperotherfirminfoartslgdloncogoiltdorgmilcolcomplcschgenngonetedugovbiznamefirmmobiacincoorgmilcomnomwebgobnetintedubizinfocomyspreadshopdemongovtransurl123websitehosting-clusterkhplaycistrongsnesosvalerv\xE5lerxn--vler-qoaossandeheroysandeher\xF8yb\xF8boheroyher\xF8yxn--hery-iraxn--b-5gavalerb\xF8boxn--b-5gasandesandexn--hery-iraxn--vler-qoav\xE5lerh\xE5re\xE5laahavaofsfvfhlolnlalrlhmfmtmahcostntbu\xE5strmreigersundmyspreadshopg\xE1ls\xE1eidsvolltingvollgildeskalflor\xF8vads\xF8vard\xF8vanylvenxn--bhccavuotna-k7astrandaxn--kvnangen-k0axn--sknland-fxaxn--mosjen-eyarakkestadhyllestadnannestadvevelstadvaapstenordre-landsondre-lands\xF8ndre-landtjieltexn--vrggt-xqads\xF8r-aurdalsor-aurdalheradstordmoldefordef\xF8rdeseljefedjeryggehemnexn--krehamn-dxasognegranes\xF8gnebrynetjomevallebykletokkegiskedovretj\xF8mehob\xF8lvoldasaudatolgas\xF8mnaviknad\xF8nnasomnadonnatranafrananesnaraumasmolatr\xE6nafr\xE6nalesjasm\xF8la\xF8rstaorstahitrafloraaukraloppafr\xF8yarissasnasahalsagalsaromsaraisar\xE1isafroyasn\xE5sagronghobolfjelltydal\xE5rdalardalaskimharamkraanghkekr\xE5anghkesorumbarumhurumb\xE6rums\xF8rummodums\xE1l\xE1tb\xE1l\xE1tfrognbjugnv\xE5ganvagangulenskienl\xF8tenlotenstrynvefsnxn--merker-kuaskaunsveiob\xF8mlobomloskj\xE5kvardoflorovadsosalatbalats\xE1latkl\xE6buklabuselbubarduulvikskjakkleppris\xF8rxn--nttery-byaefl\xE5eidflahofmilgolholsellomskifetvikdepvgsfhsaskerrisorhamarasnes\xE5snesr\xF8rosrorosxn--slat-5namasoynaroyvaroyluroydyroyaskoyradoyandoyrodoymeloyrad\xF8yand\xF8yr\xF8d\xF8ymel\xF8yask\xF8ylur\xF8ydyr\xF8ym\xE5s\xF8yv\xE6r\xF8yn\xE6r\xF8yhoylandeth\xF8ylandetdivtasvuodnal\xF8renskoglorenskognesoddtangenxn--tjme-hraxn--smla-hraxn--stjrdal-s1aunjargalillehammerunj\xE1rgaxn--hamary-fyadavvenjargaxn--bearalvhki-y4a123hjemmesidegjerdrumxn--brnnysund-m8acxn--tnsberg-q1axn--mlatvuopmi-s4axn--snsa-roaxn--skierv-utaxn--brum-voatysfjordkvafjordeidfjordkv\xE6fjordsongdalenmjondalenmj\xF8ndalenxn--gls-elackragerog\xE1\u014Bgaviikagangaviikas\xF8rreisasorreisas\xF8r-varangersor-varangerxn--risr-iraskiervaxn--frna-woaxn--trna-woakvinesdalleksvikleirvikr\xF8yrvikroyrviksvelvikvenneslaevje-og-hornnessandnessj\xF8enmarnardalvindafjordsandefjordenebakksnillfjordullensvangxn--trany-yuabr\xF8nn\xF8ysundnamsskoganaustevollxn--stjrdalshalsen-sqbnord-aurdalnord-frontr\xF8gstadtrogstadgrimstadflakstadgjerstadxn--sandy-yuaxn--leagaviika-52bnore-og-uvdalvegarsheixn--rlingen-mxaxn--ggaviika-8ya47hveg\xE5rsheikarlsoykvitsoymasfjordenhamaroyinderoyosteroydavvenj\xE1rgasauheradguovdageaidnuxn--vre-eiker-k8abronnoysiellakkr\xF8dsheradkrodsheradkvinnheradbr\xF8nn\xF8yxn--mtta-vrjjat-k7afxn--lrenskog-54akvits\xF8yv\xE1rgg\xE1tkarls\xF8yoster\xF8yinder\xF8yhamar\xF8ybronnoysundxn--aurskog-hland-jnbbahccavuotnab\xE1hccavuotnagiehtavuoatnastor-elvdalmidtre-gauldalxn--gildeskl-g0akarasjokevenassixn--bievt-0qaxn--yer-znalebesbynessebyxn--hbmer-xqamalselvm\xE5lselvxn--unjrga-rtam\xF8re-og-romsdalmore-og-romsdalhareidmeland\xF8rlandorlandstrand\xE5lg\xE5rdsolundalgardafjord\xE5fjorddielddanuorrikautokeinoxn--stre-toten-zcbskodjeaejriestangeliernebamblestokkefauskesn\xE5asesnaasekongsvingerlangevagberlevagxn--flor-jrahattfjelldalostre-toten\xF8stre-totenvestfoldxn--mely-ira\xE1laheadjualaheadjunordreisaxn--troms-zuaxn--lgrd-poacporsangerflatangerstavangerleikangerbremangersamnangergieldakarasjohkaxn--rdy-0nabfrostautsirasnoasatromsaxn--sr-aurdal-l8aflekkefjordj\xF8lsterjolsteraremarkhedmarkn\xE5\xE5mesjevuemienaamesjevuemiexn--vard-jrarollagmer\xE5kermerakerorskog\xF8rskogxn--bdddj-mrabd\xE1k\u014Boluoktaxn--osyro-wuaaknoluoktatrysilskjerv\xF8ymandaljondalbindalrindalmeldalsuldalorkdalsigdalalvdall\xE6rdalhurdalsirdalverdallerdallardaloppdal\xE5seralaseralhadselkrager\xF8divttasvuotnaoverhallasteinkjerxn--hnefoss-q1askedsmokorsettroms\xF8xn--dyry-iravestre-totenmuseumxn--sandnessjen-ogbrahkkeravjufylkesbiblb\xE1jddarbajddarxn--laheadju-7yarennes\xF8yxn--koluokta-7ya57hxn--hgebostad-g3aleirfjordstorfjordbalsfjordb\xE5tsfjordbatsfjordmuos\xE1tbiev\xE1tloab\xE1tk\xE1r\xE1\u0161johkan\xF8tter\xF8yxn--mjndalen-64anordkappl\xE1hppilahppialstahaugsiljanverranr\xF8ykenroykenhaldenlyngenbergenhortenh\xF8nefosshonefosstroandinbeiarnvarggatosoyroos\xF8yrotromsoidrettmuosatbievatruovatloabatvoagattynsetnessetxn--indery-fyask\xE1nitskanitraholtr\xE5holtxn--ystre-slidre-ujbandebusarpsborgbearduxn--karlsy-fyahordalandjorpelandj\xF8rpelanddeatnuringsakers\xF8r-odalsor-odalxn--slt-elabringerikeaudnedalnittedalnissedalhemsedalslattumsurnadalxn--blt-elabelverumstj\xF8rdalnaustdalhjartdalgj\xF8vikfyresdalhasviknarviklarvikgjovikmalvikgamviklenvikporsgrunnstjordalengerdaldrobakdr\xF8bakxn--msy-ula0hvestvagoyxn--vgan-qoaxn--ryken-vuaxn--lten-graxn--stfold-9xaxn--hpmir-xqaxn--lury-iram\xE1latvuopmimalatvuopmitysv\xE6rkirkenesbirkenesmoskenesb\xE1id\xE1rxn--fjord-lraxn--rdal-poabahcavuotnab\xE1hcavuotnaxn--frde-gralind\xE5sbearalvahkixn--hobl-irar\xE1hkker\xE1vjuxn--loabt-0qav\xE5g\xE5\xE1lt\xE1bod\xF8sundlundrader\xE5deetnetimeholeauregrueoddavagavegaranatanaarnasolasulaaltalekafusavangbergkvam\xE5mliamlibokntinnroangranosenoslobodor\xF8stroststat\xE5motamotivgupriv\xF8yeroyerliermossvossxn--nvuotna-hwalusterlunnermarkerh\xE1bmerhabmerhvalerfjalerxn--rholt-mratysvarbaidarfitjargaularh\xE1pmirhapmirmelhusfosnes\xF8ksnesoksnestysneshemnesevenesflesbergeidsbergtonsbergt\xF8nsberglindasxn--sndre-land-0cbnamsosxn--srum-gra\xF8ystre-slidreoystre-slidrevestre-slidretrondheimbalestrandxn--langevg-jxaaustrheimxn--skjk-soavagsoyaveroysandoykarmoyfinnoytranoyvestbytranbysykkylvenxn--hyanger-q1aspjelkavikandasuoloxn--fl-ziaxn--drbak-wuastathellexn--sr-varanger-ggbtelemarkxn--bhcavuotna-s4axn--porsgu-sta26f\u010D\xE1hcesuolocahcesuoloakrehamn\xE5krehamnsand\xF8ykarm\xF8yfinn\xF8ytran\xF8yv\xE5gs\xF8yaver\xF8ynamdalseidxn--lesund-huabadaddjaxn--vegrshei-c0axn--btsfjord-9zagildesk\xE5lporsanguxn--trgstad-r1an\xE1vuotnanavuotnahammerfestxn--sgne-graxn--brnny-wuacibestadharstadnarviikaeven\xE1\u0161\u0161ivestnesgjemnessandnesagdenesrennesoyxn--avery-yuaxn--tysvr-vrabearalv\xE1hkikongsbergspydebergrandabergxn--andy-iradavvesiidaxn--krdsherad-m8apors\xE1\u014Bgufredrikstadbjerkreimringeburennebuaurskog-holandnotteroyxn--vgsy-qoa0jxn--rmskog-byaskierv\xE1ivelandbyglandfrolandaurlandforsandxn--bjddar-ptamidsund\xE5lesundalesundfetsundfarsundovre-eiker\xF8vre-eikerakershusxn--moreke-juas\xF8rfold\xF8stfoldostfoldsorfoldh\xF8yangerhoyangerlevangerorkangertanangerxn--vestvgy-ixa6olillesandulsteinxn--rennesy-v1agranvinskjervoyxn--klbu-woalavagisxn--h-2faxn--ryrvik-byakafjordk\xE5fjordseljordfolkebiblxn--gjvik-wuajevnakerxn--kfjord-iuabudejjuxn--kranghke-b0axn--davvenjrga-y4axn--rland-uuaxn--ldingen-q1axn--mlselv-iuaxn--rady-iraxn--linds-prabrumunddalxn--ygarden-p1amo-i-ranaeidskogr\xF8mskogromskoghjelmelandxn--finny-yuaxn--sr-odal-q1axn--skjervy-v1aballangenkvanangenkv\xE6nangengratangenxn--hmmrfeasta-s4acvossevangensuohkanxn--rde-ulaxn--mli-tlaxn--ksnes-uuanordlandskanlandsk\xE5nlandsortlandfuoiskuxn--rros-graxn--hcesuolo-7ya35bxn--eveni-0qa01gagaivuotnag\xE1ivuotnaxn--seral-lradrammenmodalenmosjoenjan-mayentorskensteigengloppenxn--snes-poamatta-varjjatxn--sr-fron-q1aomasvuotnajessheimb\xE5d\xE5ddj\xE5xn--krager-gyaxn--kvfjord-nxaxn--asky-iraxn--snase-nraxn--bidr-5nacholt\xE5lenxn--vads-jraxn--jlster-byamosj\xF8enxn--rst-0nastavernxn--ostery-fyaxn--oppegrd-ixaxn--sknit-yqaxn--risa-5naoppeg\xE5rdskiptvetrendalenholtalenxn--mot-tlaxn--lhppi-xqaxn--holtlen-hxaxn--srreisa-q1akopervikxn--muost-0qaxn--bmlo-grahokksundkvalsundegersundxn--karmy-yuaullensakerxn--hylandet-54axn--kvitsy-fyaxn--bod-2nalangev\xE5gberlev\xE5gkristiansandxn--rsta-frahornindalstj\xF8rdalshalsenstjordalshalsensandnessjoenh\xE1mm\xE1rfeastaxn--lrdal-sras\xF8r-fronsor-fronnord-odalkristiansundm\xE1tta-v\xE1rjjatvestv\xE5g\xF8ynesoddennotoddenbuskerud\xF8ygardenoygardensalangenlavangenralingenr\xE6lingenlodingenl\xF8dingenlea\u014Bgaviikalaakesvuemieleangaviikauenorgexn--srfold-byaaskvollxn--rskog-uuaxn--nry-yla5gxn--vry-yla5ghammarfeastaxn--rhkkervju-01afxn--givuotna-8yakommunekrokstadelvanedre-eikerhagebostadh\xE6gebostadxn--berlevg-jxakviteseidxn--s-1faxn--l-1faxn--nmesjevuemie-tcbafuosskomo\xE5rekemoarekexn--lt-liacxn--jrpeland-54asvalbardoppegardholmestrandtvedestrandsogndalsokndalarendalsunndalfolldalxn--krjohka-hwab49jlyngdaletnedalnorddalsaltdalgausdalskedsmovaksdalgjesdalstordalxn--frya-hraaarbortedrangedalxn--smna-graaurskog-h\xF8landxn--vg-yiabtjeldsundhaugesundlindesnesxn--mre-og-romsdal-qqbxn--dnna-gradyntmpheremerseineshacknetenterprisecloudmineaccomaorim\u0101oriorgmilcriiwigennetschoolhealthkiwigovtgeekxn--mori-qsacloudnsparliamentcomedorgcompronetedugovmuseumwebsitekinservicebarsywebsitebuildereerobookheimdnsleapcelleero-stagetechcrscsslorigingohomecdbedeeeiemesecabgngilnlalplchfisiincnnoroptatitmtltruauhulumkdkukskjplvtrgrfrkrhrusesismycynzcznetinteduassoososcloudstgbetaaezaeuhkusjswzhatenadiarycdn77hoptozaptois-a-knightmyftpno-ipjpnddnssdpdnsspdnsbarsysweetpepperis-a-bruinsfanis-very-sweetservegameis-a-soxfanhomelinuxcdn77-secureservebbsmisconfusedwebredirectblogsitefreedesktopcouchpotatofriestoolforgeaccesscamis-lostreadmyblogsmall-webfedorapeopleserveftpis-a-celticsfanmywirepotagertwmailin-dslsellsyourhomeread-booksfreeddnscable-modemis-savednflfanufcfanmlbfanstuff-4-saleendoftheinternetin-vpnmy-firewallhomeftpis-localis-a-chefboldlygoingnowherewebhopselfipkicks-assroxatunkcamdvrfedoraprojectgotdnsdvrdnsdyndnspubtlspimientahomeunixdontexistfedorainfracloudwmflabsfspagesbmoattachmentsteckidsfamilydsdnsaliasdynaliasnow-dnscloudnsdoomdnsduckdnsblogdnshomednsroutingthecloudendofinternetdsmynasip-dynamicpoivronhttpbinmyfirewallis-very-evilmysecuritycamerais-a-linux-userwmcloudis-a-geektuxfamilyis-a-candidatedoesntexistis-very-badhobby-sitegame-hostaltervistais-foundis-a-patsfandnsdojohepforgepodzonedynservcollegefanis-very-goodfrom-meis-very-niceisa-geeknerdpolacmedsldingorgcomnomgobabonetedupleskaemhlxmyboxrockyprvcydeuxfleursvibekitprodomgspdnscodebergheyflowstatichostlinkyhostmymagicorgmilcomnomgobneteduorgcomeduiorgmilcomngonetedugovcloudns1337ngrokacorggogfamcomwebgobnetedugokgopgkpgovgosbizpasaugumicsopozpapuwmwsrprusiskwpspkppspkmpspokeoiawsawifoumsdnskokwpmuppuppsppiwwiwoowuzswkzoschrzpisdnwzmiuwwitdpssewsseumigugimoirmpinbwinbwiihupporzgwgriwupowwskrwioswuozstarostwokonsulattmpccopruszkowmyspreadshopostrodakartuzyopolegminamediaustkazgorajgoraolawailawalomzawloclradombytomjaworznotargilubinkoninzagantorunkutnokepnonakloczestsopotsanokturekplockslasksklepzarowlukowmedaidgdaorgmilrelcomnomatmgsmartneteduelkgovwawsossexbiztgorysejnytychypomorzeboleslawiechomesklepsdscloudunicloudzakopanelegnicarawa-mazbydgoszczswidnikkrasnikwloclawekbielawamragowograjeworealestatebeskidykaszubymalopolskaprzeworskswiebodzinlecznadfirmaszkolawarmiagdyniamiastakazimierz-dolnymalborkswidnicadlugolekaostrolekapodlasieelblagtravelsimplesitezachpomormielecszczecinnieruchomosciwalbrzychlezajsklublinbedzinpoznanwielunmielnooleckostarachowicedkontopowiatwroclawrybniksuwalkileborkslupskgdanskostrowwlkptarnobrzegtourismwegrowkrakowglogowyou2pilanysamailwrocinfoagroautobeepshoppriviqhslapypiszlodzcfolksecommerce-shopmazurypulawyskoczowrzeszowpomorskiezgierzkaliszolkuszlowiczostrowiecsosnowiecmazowszewodzislawbialowiezazgorzeleckatowicepabianicejelenia-gorawolominkarpaczsieradznowarudaczeladzkonskowolaskierniewiceswinoujscieturystykabieszczadycieszynketrzynolsztynbialystokbabia-goraprochowicewarszawastalowa-wolapolkowicegorlicegliwiceponiatowalimanowalubartowaugustowkobierzyceopocznognieznoszczytnokolobrzegshoparenapodhalebielskoklodzkostargardcoshipatwithplayitownnamecoorgnetedugovacorgcomproestnetedugovbiznameislaprofinforechtngrokmedaaaacacpaenglawjurbarbarsykeeneticavocatacctcloudnsorgcomsecplonetedugov123paginaweborgcomnetintedugovnomepublidkinbarsygovx443cloudnsorgmilcomnetedugovcooporgmilcomschnetedugovnamecomcannetlibassoaemclantmcontstoreorgcomnomrecwwwbarsyfirminfoshopartsv6stackitmyddnswebspacelima-cityacincooxorgedugovbarsybrendlyhbvpsvpsspectrumlandinghostingacppmordoviamcprecbgorgmilcomspbnetintedumsknovgovbirrasmcdirmytismircloudvladimirnalchikadygeyamarinepyatigorskmyjinobashkiriaeurodirvladikavkazna4ugroznykustanaikalmykiacldmaildagestaniransmbuildcloudcanvaliaravalrwxwixdevelopmentappwritemigrationneedleverceldatabasestackitcodereplravendbsanityonporterlovableaccoorgmilnetgovcoopmedorgcompubschnetedugovservicemecomygovorggovtvmedorgcomnetedugovinfoedgfacbmlonihkutwpsryxzbdtmacfhppmyspreadshopbrandpartiorgcomfhvpress123minsidaitcouldbeworlanbibkommunalforbundfhskiopsyskomvuxkomforbnaturbruksgymnloginlineorgcomnetedugovenscaledeuusentsurgebotdaorgmilcomnetgovnowteleporthashbangbearlyplatformlovablebarsyshopwarebasehoplixbarsyonlinemsf5gitpagewawamscofigma-govcaffeinefigmacanvasoltstscwputerbarsysupportchatgptsquareomniweopensocialcpanelplaycodenotionnovecorewpsquaredpreviewjelecyonbyensrhtfastvpspieboxconvexmedusajsjouwwebheyflowplatformshdocsflowyloginlinemadethissourcecraftclouderaorgorgcomartedugouvunivmeorgcomnetedugovsurveysstatichfheiyumanusxs4allprojectmyfastubervibehostapp-ionosdeployagentmecoorgcomschnetedugovbizcncostoreorgmilcomneteduembaixadaconsuladokiraranohoprincipesaotomeheliohobarsystorebaseshopwaresellfyaisanityabkhaziavologdamordoviapenzalenugsochinavoiexnetspbmsknovnorth-kazakhstanashgabadkareliaarmeniageorgiavladimirnalchikivanovobukharaadygeyakhakassiakalugakrasnodarjambylaktyubinsktroitskbryanskobninskkurganazerbaijanpokrovskbashkiriatselinogradvladikavkazmurmansktulatuvamangyshlaktashkentchimkentgroznykaragandatermezarkhangelskkustanaikalmykiabalashoveast-kazakhstankaracoldagestantogliattibarsyredorgcomgobedumirenaccoorgjelasticdiscoursecleverappsschacmiincogoornetonlineshopcogoorgmilcomwebnicnetintedugovbiznametestcoorgmilcomnomnetedugovorangecloudpersoindorgcomfinnatnetgovensmincomtourismintlinfox0611orgmilcomnetedugovquickconnectvpnplusnettprequalifymeaddrmyaddrntdllwadlnctvavdrk12orgmilpolbeltelcomwebgennetedutskkepgovbbsbiznameinfocoorgmilcompronetedugovbiznameinfobetter-thanworse-thansakurafromdyndnson-the-webmymailerorgmilurlcomneteduidvgovmydnsgameclubebizmeneacsccogotvorhotelmilmobiinfovodteiflgplkmsmsbcckhincndnvncoztltmkckppzpdprvcvkvlvcrkrkscxuzchernovtsyrivneyaltaodesavolynrovnolutskltdinforgcomnetedugovbizvinnicazhitomirternopilpoltavakropyvnytskyizaporizhzhiasevastopolsebastopoluzhgoroduzhhorodkharkovkharkivvinnytsiakhmelnytskyizaporizhzhecrimeaodessazhytomyrnikolaevcherkassydonetskluganskluhanskkirovogradivano-frankivskchernivtsikrymkievkyivlvivsumyzakarpattiamykolaivcherkasychernigovkhersonchernihivdnipropetrovskdnepropetrovskkhmelnitskiyneacsccogoorusorgmilcomedugovmyspreadshopadimono-ipbarsybarsyonlinelayershiftnh-servretrosnubapicampaignservicelugaffinitylotteryweeklylotteryraffleentrygluglugsmeaccoindependent-inquestnimsitecopropymntltdorgplcschnetgovnhsbarsyindependent-commissionindependent-reviewpolicepublic-inquiryindependent-panelconnhospindependent-inquiryroyal-commissionoraclegovcloudappscck12libaws-govccphxcclibpvtparochchtrcck12libcceatonk12coglibtecgendstmusann-arborwashtenawcck12glghcck12sealibforksolympiabainbridge-islkeyporthoquiamyarrow-pointcentraliaport-townsendsequimport-ludlowrentonsilverdalebremertonredmondsheltonbellevueport-orchardport-angeleskingstonchehalisaberdeengig-harborseattlepoulsboidmdndsddemenegacalamaiavawapailalflnmdcncscohnhmihiviwiriinmntnmocoutvtctmtgunjokakwvnvprarorasmskstxwynykyazisadninsnngosrvis-bymircloudservernamepointtoenscaledland-4-salefreeddnsstuff-4-saleazure-apinoipdatabricksappscloudnsgolffanheliohostazurewebsitesgvorgmilcomgubneteducoorgcomnetd0egvorgmilcomnetedugovmydnsiacostoree12orgmilcomnomwebgobbibrectecnetintedugovraremprendefirminfoartseducok12orgcomnethidnsadidacaionioapsonlahanamhanoicamauhueorgcompronetintedugovbizbacninhtayninhhoabinhnamdinhtravinhhaiphongvinhlonghaiduongquangnamquangtrithuathienhuequangninhbacgianghaugiangquangbinhsoctrangbentrethanhphohochiminhdanangkontumhatinhkhanhhoathanhhoahealthgialailaocaiyenbaibackanngheanlonganphuyenphuthocanthodaklakdongnainameinfovinhphucdongthapkiengiangtiengiangquangngailaichaulangsonlamdongdaknonghagiangangiangcaobangbinhduongninhthuanbinhthuanbaclieuthaibinhninhbinhbinhdinhtuyenquanghungyenbaria-vungtauthainguyendienbienbinhphuocschbizputerorgcomnetedugovcloud66advisormypetsdyndnsxn--8dbq2axn--4dbgdty6cxn--5dbhl8dxn--hebda8bxn--80auxn--d1atxn--c1avgxn--o1acxn--o1achxn--90azhxn--55qx5dxn--uc0atvxn--od0algxn--wcvs22dxn--gmqw5axn--mxtq1mxn--12c1fe0brxn--h3cuzk1dixn--12co0c3b4evaxn--12cfi8ixb8lxn--o3cyx2axn--m3ch0j3axn--j1adpxn--90amcxn--90a1afxn--h1ahnxn--j1ael8bxn--h1alizxn--c1avgxn--j1aefxn--80aaa0cvacxn--41acaffeineexeopentunnelbotdashtelebitorgtmaccoagricorgmilnomwebnicngonetaltedugovlawnisschoolgrondaraccoorgmilcomschnetedugovbizinfoprg1-zeropstritonstackitlimazeropsaccoorgmilgov\u044F\u0441\u043F\u0431\u043E\u0440\u0433\u043A\u043E\u043C\u043C\u0441\u043A\u0431\u0438\u0437\u043C\u0438\u0440\u0441\u0430\u043C\u0430\u0440\u0430\u043A\u0440\u044B\u043C\u0441\u043E\u0447\u0438\u0430\u043A\u043E\u0434\u043F\u0440\u043E\u0440\u0433\u043E\u0431\u0440\u0443\u043F\u0440\u05E6\u05D4\u05DC\u05DE\u05DE\u05E9\u05DC\u05D9\u05E9\u05D5\u05D1\u05D0\u05E7\u05D3\u05DE\u05D9\u05D4\u0E2D\u0E07\u0E04\u0E4C\u0E01\u0E23\u0E18\u0E38\u0E23\u0E01\u0E34\u0E08\u0E23\u0E31\u0E10\u0E1A\u0E32\u0E25\u0E28\u0E36\u0E01\u0E29\u0E32\u0E17\u0E2B\u0E32\u0E23\u0E40\u0E19\u0E47\u0E15\u6559\u80B2\u7DB2\u7D61\u7D44\u7E54\u516C\u53F8\u653F\u5E9C\u500B\u4EBA\uB2F7\uB137\uD55C\uAD6D\u6FB3\u95E8\u65B0\u95FB\u6FB3\u9580\u8054\u901A\u5BB6\u96FB\u5609\u91CC\u62DB\u8058\u901A\u8CA9\uB2F7\uCEF4\uC0BC\uC131\u30B3\u30E0\u10D2\u10D4\u0431\u0433\u0440\u0444\u0435\u044Eadcdbdgdidmdsdtdaebedeeegeiejekemenepereseveyegabacalamanauavapaqasazacfbfafgfnfpfwftfbgcgagggegkgngmgsgpgvgtgugilmlnlalclglplsltlhmimjmkmmmomambmcmdmfmgmzmpmsmtmgbbblbsbecccacnclcmcvctcscmhkhghchbhthphshlinikifigiaibicivisikninhnmncnbngnsnpnvntnjoionomobocoaofodorosotoptstttytatbtetgtithtmtltrusuvuaucueuguhulumunufjdjbjtjsjlkmkhkfkdkcktkukskpkgpmpnpkpjpgqaqmqiqsvtvcvbvmvlvrwpwtwzwbwcwawgwkwmwtrsrprgrfrercrbrarnrmrlrkrirhrwsusrssspsgsesbsaslsmsissxmxaxcxuypysylymykygybycyuztzsznzmzkzdzczbzaz\u03B5\u03BB\u03B5\u03C5\u4E16\u754C\u53F0\u7063\u8D2D\u7269\u516C\u76CA\u70B9\u770B\u81FA\u7063\u7F51\u7EDC\u66F8\u7C4D\u5728\u7EBF\u7F51\u7AD9\u624B\u673A\u673A\u6784\u5927\u62FF\u6E38\u620F\u4FE1\u606F\u53F0\u6E7E\u8C37\u6B4C\u6148\u5584\u5546\u6807\u9999\u6E2F\u4E2D\u56FD\u9910\u5385\u7F51\u5740\u4E2D\u570B\u5546\u57CE\u98DF\u54C1\u5FAE\u535A\u653F\u52A1\u79FB\u52A8\u96C6\u56E2\u516C\u53F8\u516B\u5366\u5546\u5E97\u5065\u5EB7\u7F51\u5E97\u653F\u5E9C\u65F6\u5C1A\u4F5B\u5C71\u4E2D\u4FE1\u5A31\u4E50\u5E7F\u4E1C\u4F01\u4E1Ahomedepotengineering\u0627\u0645\u0627\u0631\u0627\u062Arepublicankuokgroupversicherungchannelcitadelxn--pgbs0dhxn--b4w605ferdstatebankwebsitexn--mgb9awbf\u4E9A\u9A6C\u900A\u6DE1\u9A6C\u9521alibabaxn--ngbc5azdxn--mgbbh1axn--45br5cyltoshibabuildworldcloudtradeguideplacespacedancemoviephoneprimesmilebiblestyleappleazurestoreskypegripexn--l1accdrivelottehorsehouseleasechasereisestadahondaomegaaetnaamicaninjanokiamediadeltavodkaedekaosakapizzaslingemailgmailtirolshelltmallfinallegaltotalhotelamfamforumrehabmusicciticricohcoachwatchboschearthfaithirishmiamiarchidubaiguccipraxi\u307F\u3093\u306A\u30B9\u30C8\u30A2\u30BB\u30FC\u30EBcanonsalononionnikonepsonkoelngreensevencrownikanoradioaudioweiboglobopromogalloyahoociscorodeovideomangobingotokyovolvolottokyotophotosmartsportquesttrusthyattjetztadultcymrubaidutushuxn--kprw13dubankclickblackmerckgroupsharpcheapnowtvxn--h2brj9c\u05E7\u05D5\u05DD\u0570\u0561\u0575\u043E\u0440\u0433\u0441\u0440\u0431\u043C\u043E\u043D\u043A\u043E\u043C\u0431\u0435\u043B\u043C\u043A\u0434\u049B\u0430\u0437\u0440\u0443\u0441\u0443\u043A\u0440\u0645\u0635\u0631\u0642\u0637\u0631\u0639\u0631\u0628\u0643\u0648\u0645dadcfdmedwedredphdthdbidpidkrdmsdltdiceonewmeglemoerwecfageacbanbambaaaammakianraspacpaaxawtfbcgaegongingaigvigorgdogdhlmilrilonlaolloluoljllcalgalnflafltelsrlfrllplkimibmcamcombommomifmabbjcbscbwebcabnabtabmlbpubabcbbcnecincpncllcstcwtcpwcnyckfhbzhovhmoiskiobisbitcifyituipinvinwinxincbnbcnmanfangdnmenrenkpnmtnyunrunfununobiojioriohbogmofooboooooacoecoceongoproartistottnttbbtcateatlatvetpetbetnethktmitfitintjothotgotdotbotprueduicujnjyouinknhktdkappsapgapmapdnptopgopllpjmpzipvipripesqtrvdtvitvdevmovgovhivnrwlawsewnewbmwwownowhowdvrftrmtrsfrbarcartvscrseusawsupsubssbsadsddsldssasbmsmlsxxxboxfoxgmxtjxsextaxbuyflydiysoyjoyskypaydaygayxyzanzbizwebersenerpokerlameractortatarsolar\u0EA5\u0EB2\u0EA7\u0E04\u0E2D\u0E21\u0E44\u0E17\u0E22tourslocusnexuslexusgiftsbeatsboatspartspressglassswiss\u0915\u0949\u092E\u0928\u0947\u091Ftiresgivescodeshomesgamestunesshoescardswalesloansvegastoolsdealsautosparis\u30D5\u30A1\u30C3\u30B7\u30E7\u30F3workssucksrocksxeroxforexfedexpartylillymoneystudyrugbytoraytoday\u4E2D\u6587\u7F51xn--unup4y\u5929\u4E3B\u6559\u98DE\u5229\u6D66\u65B0\u52A0\u5761enterprises\u6211\u7231\u4F60\u5609\u91CC\u5927\u9152\u5E97christmasxn--fct429kholdingsxn--8y0a063axn--mgbx4cd0ablifestyleabogadoallstatenetbank\u0643\u0627\u062B\u0648\u0644\u064A\u0643xn--s9brj9cxn--gk3at1ebestbuycharityxn--55qx5dmicrosoftpropertybasketballhomegoodscorsicajewelrygallerygrocerysurgerycountrybrusselsverisignferreroxn--czr694bhdfcbankcommbanksoftbank\u067E\u0627\u0643\u0633\u062A\u0627\u0646\u067E\u0627\u06A9\u0633\u062A\u0627\u0646nextdirect\u0627\u0644\u0633\u0639\u0648\u062F\u064A\u0647\u0627\u0644\u0639\u0644\u064A\u0627\u0646xn--h2brj9c8cxn--80adxhksshikshaxn--mgbai9azgqp6jcuisinellabarclayscatholicxn--kpry57dcompanyxn--xhq521bblackfridayxn--mgba3a3ejtsandvikxn--d1acj3bacademydownload\u0645\u0644\u064A\u0633\u064A\u0627xn--j1amhxn--w4r85el8fhu5dnraipirangaathletaxn--fhbeixn--mgbqly7cvafrzuerichxn--c2br7g\u0B87\u0BB2\u0B99\u0BCD\u0B95\u0BC8contractorsxn--io0a7igraphicsinsurancetemasekxn--xkc2al3hye2amotorcyclesphotographydirectoryplumbingxn--vhquvclothingtrainingcleaningwilliamhilllightingxn--mgba3a4f16ashoppingcateringeducationokinawapicturesventuresproductionsxn--9et52uwalmart\u0D2D\u0D3E\u0D30\u0D24\u0D02supportrealestatecapitalonexn--nqv7fs00emaauspostfloristdentistxn--qxamgodaddybradescobargainsmitsubishikerryhotelsxn--9dbq2axn--3pxu8kimmobilienxn--fjq720axn--mgbtx2bholidaymckinseymadridbusinessbuildersxn--4gbrim\u043C\u043E\u0441\u043A\u0432\u0430\u0627\u0644\u0633\u0639\u0648\u062F\u06CC\u0629coffeedegreelacaixapartnersalsaceofficeabbvievoyageorangegeorgeonlinechromemobilekindlegoogleoraclecircleschulesecureinsurexn--mgba7c0bbn0aestatexn--mgbc0a9azcgcruisehangoutxn--vuq861bxn--42c2d9arexrothfirestoneuniversityxn--nnx388alifeinsuranceextraspace\u043E\u043D\u043B\u0430\u0439\u043Dverm\xF6gensberatersoftwarexn--fiqs8sxn--mgbab2bdxn--w4rs40ltienda\u092D\u093E\u0930\u0924\u092E\u094Dafricatoyotaotsukasakuracameracreditcardnagoyaconsultingnetworktheatermonsterprogressivepioneerxn--55qw42gracingdatingvotingvikinglivinggivingxn--bck1b9a5dre4cbrotherweatherjoburg\u0641\u0644\u0633\u0637\u064A\u0646lplfinancialxn--clchc0ea0b2g2a9gcdfutbolschoolsocialglobaldentalwoodsidechanelairtelmatteltravelrealtorwebcamstream\u0C2D\u0C3E\u0C30\u0C24\u0C4Dunicomalstomxn--nodexn--6frz82gmuseumfurniturexn--rvc1e0am3exn--mix891faccenturexn--11b4c3dismailineustardiscountquebeccomsecclinicservicesxn--y9a3aqxn--c1avgswatchchurchsearch\u0627\u0644\u0627\u0631\u062F\u0646marketingcontacthealthmonashshoujisanofitaipeiamericanexpresssuzuki\u30A2\u30DE\u30BE\u30F3\u30AF\u30E9\u30A6\u30C9\u30DD\u30A4\u30F3\u30C8bharti\u30B0\u30FC\u30B0\u30EBxn--mgberp4a5d4armemorialxn--1qqw23alondonmormoninstitutevisionbostonnortoncouponmaisonamazonvirginberlindesigndurbanolayannissananquanxihuanhitachikaufengardenreisenbayerntechnologydatsunxn--90a3aclatinocasinostudiophysioxn--ngbe9e0apharmacytattootaobaoaramcoexpertreportabbottdirectselectimamatfairwindspictettargetmarketintuittravelersinsurancecreditdupontryukyusuppliesxn--tckwebnpparibasschmidtmerckmsdyodobashirestaurantbridgestonecricketxn--fpcrj9c3dbostikbroadwayattorneylefrakemerckxn--fiq228c5hscareersfarmerswinnersflowersxn--wgbh1cguitarsxn--54b7fta0ccxn--p1acfmakeupgalluplandroverxn--kcrx77d1x4agoldpointbauhausxn--mgbayh7gpahiphopplaystationxn--mgba3a4fraxn--eckvdtc9dhyundaixn--gckr3f0fistanbulticketsmarketsflightschintaireviewsxn--3e0b707ewindowsxn--fiqz9sfinancialxn--fzys8d69uvgm\u0627\u0628\u0648\u0638\u0628\u064Adiscoverreview\u09AC\u09BE\u0982\u09B2\u09BExn--5su34j936bgsgmoscowobserverapartments\u0434\u0435\u0442\u0438\u0627\u0631\u0627\u0645\u0643\u0648\u0441\u0430\u0439\u0442eurovisionxn--i1b6b1a6a2exn--xkc2dl3a5ee0h\u062A\u0648\u0646\u0633\u0645\u0648\u0642\u0639\u0628\u0627\u0631\u062A\u0680\u0627\u0631\u062A\u0634\u0628\u0643\u0629\u0639\u0645\u0627\u0646\u0628\u064A\u062A\u0643\u0639\u0631\u0627\u0642readkredbondlandbandfundfoodprodgoldfordtubecafesafelifeggeeieeefreefagepagegugezonewinememenamegamesaleablebikenikelikecarecbreherefiresaveloveliveblueartedatesitevotecaseluxebofamodaltdaasdatiaayogasinavanashiaasiajavabbvatevavivadatazaraarpacasavisasncfprofmaifsurfgolfdvagsongbingpingwangkpmggoogblogpohlfailcooldellcalldeallidlsarlfilmteamroomfarmimdbarabclubhdfcicbchsbcgmbhrichtechfishdishcashminiernikddiaudiwikimobitaxicitikiwidesiqponskinloanakdnwienopenporncerntownimmolimoolloinfonicofidolegosaxozeroaerovivoautovotomotofastbestresthostpostnextlgbtchatseatgiftmeetdietreitmintrentgentspotscotguruitausohumenucyoubanklinkpinkdclktalksilkbookseekworkrsvpaarpjeepshopcoophelpcamppccwshowbeerstarruhrflirweirhaircarsparsjprshausplusnewstipstoysjobskidsfanspicsdocsxboxamexsexynavycitysonyarmyallybabyplaydeliverybuzzgbizlamborghiniphilips\u0DBD\u0D82\u0D9A\u0DCF\u0CAD\u0CBE\u0CB0\u0CA4fitnessexpresslanxesspfizercenterwalterlawyersoccercareerkosherbrokerlockerdealerdoctorauthorxn--mgbqly7c0a67fbcverm\xF6gensberatungjaguarxn--pssy2uxn--hxt814eflickrrepairrogersairbusxn--mgbai9a5eva00beventsyachtsxn--t60b56a\u09AD\u09BE\u09F0\u09A4\u09AD\u09BE\u09B0\u09A4\u092D\u093E\u0930\u0924\u092D\u093E\u0930\u094B\u0924viajeshermeshughesxn--j1aef\u0938\u0902\u0917\u0920\u0928villas\u0B2D\u0B3E\u0B30\u0B24claimshotels\u0AAD\u0ABE\u0AB0\u0AA4zapposphotosjuegoscondostatamotorsgratistennis\u0A2D\u0A3E\u0A30\u0A24tkmaxxtjmaxxschaeffleryandexxn--80aswgrealtysafetybeautyluxuryxn--3ds443gsupplyfamilyxn--o3cw4hhockeysydneyxn--90aenissayalipayenergycomputeragencyxn--rovu88b\u96FB\u8A0A\u76C8\u79D1xn--gecrj9cstatefarmaccountantaquarelleolayangroup\u9999\u683C\u91CC\u62C9xn--p1ai\u7EC4\u7EC7\u673A\u6784xn--1ck2e1bxn--mgbt3dhdschwarz\u0645\u0648\u0631\u064A\u062A\u0627\u0646\u064A\u0627abudhabinowruzkomatsufujitsuhospitalxn--80asehdbxn--mgbtf8flxn--j6w193gxn--yfro4i67oprudentialxn--flw351ecruisescoursesrecipesxn--e1a4cferrarixn--ses554gxn--wgbl6awatchesstaplessinglesxn--mgbcpq6gpa1axn--otu796dpropertiescreditunionxn--mgbah1a3hjkrdstockholmhisamitsu\u0627\u0644\u0633\u0639\u0648\u062F\u064A\u0629stcgroupdomainsoriginscouponsbloombergclubmedfroganslimitedxn--80aqecdr1aexposedinternationalequipmentbarclaycardxn--q7ce6axn--mgbi4ecexpprotectionassociatesconstructionxn--cck2b3bxn--45q11candroidfoundation\u05D9\u05E9\u05E8\u05D0\u05DCxn--mgbca7dzdocliniqueboutiqueengineerxn--qxa6asystemsfirmdalefashionauctionxn--nqv7finfinitirentalsreliancetradingweddingfishinghostinggentingbookingcookingxn--3hcrj9cgraingerxn--czrs0tdemocratsamsungyokohamaxn--h2breg3evexn--nyqy26alundbeckmelbournevacationssolutionsfrontierxn--vermgensberatung-pwbmanagementxn--cg4bkixn--mgb2ddeslincolnhamburgsandvikcoromantblockbusterairforcebarefootxn--4dbrk0ceinvestmentsfeedbackcommunityxn--ngbrx\u0627\u0644\u0628\u062D\u0631\u064A\u0646diamondsamsterdamhealthcareredumbrellaxn--mxtq1mxn--2scrj9cagakhanxn--mgbpl2fh\u043A\u0430\u0442\u043E\u043B\u0438\u043Acaravan\u0B9A\u0BBF\u0B99\u0BCD\u0B95\u0BAA\u0BCD\u0BAA\u0BC2\u0BB0\u0BCDrichardlimortgageamericanfamilyxn--fzc2c9e2cscholarshipssaarlandxn--imr513nvlaanderensamsclubgoodyearkitchen\u0B87\u0BA8\u0BCD\u0BA4\u0BBF\u0BAF\u0BBEweatherchannelallfinanzxn--kput3i\u0627\u0644\u0633\u0639\u0648\u062F\u06CC\u06C3xn--90aisxn--efvy88h\u0627\u0644\u062C\u0632\u0627\u0626\u0631xn--mgbaam7a8hexchangejpmorganxn--tiq49xqyjfidelitysecurityxn--mk1bu44cwanggouxn--fiq64bxn--6qq986b3xlxn--mgbbh1a71exn--80ao21amarshallsxn--5tzm5gtravelerspanasoniclatrobeyoutubeaccountantsxn--rhqv96gxn--cckwcxetdanalyticsxn--ygbi2ammx\u0628\u0627\u0632\u0627\u0631\u0628\u06BE\u0627\u0631\u062A\u0633\u0648\u0631\u064A\u0629organicfresenius\u0633\u0648\u0631\u064A\u0627xn--9krt00axn--qcka1pmcxn--jlq480n2rgdeloittesciencefinancexn--jvr189mxn--30rr7yhomesensehotmailbaseballfootballleclercboehringerxn--q9jyb4cxn--mix082f\u0627\u0644\u064A\u0645\u0646\u0647\u0645\u0631\u0627\u0647politie\u0633\u0648\u062F\u0627\u0646\u0627\u064A\u0631\u0627\u0646\u0627\u06CC\u0631\u0627\u0646netflixyamaxunxn--lgbbat1ad8jcollegestoragecapetowncolognekerrypropertiesxn--mgbgu82axn--ogbpf8flxn--czru2dwhoswhociprianilasallexn--g2xx48cforsalebanamexaudiblexn--vermgensberater-ctbxn--zfr164bericssonvanguardxn--45brj9cindustriestheatremarriottxn--3bst00mcomparexn--mgberp4a5d4a87gcapitaldigital\u0627\u0644\u0645\u063A\u0631\u0628barcelonashangrilaxn--d1alfcalvinkleinwwwcitysapporokawasakinagoyasendaikobekitakyushuyokohamackjp";
var rulesRoot = 663;
var exceptionsRoot = 667;

// node_modules/tldts/dist/es6/src/suffix-trie.js
var numberOfNodes = nodeFlags.length;
var numberOfEdges = edgeLength.length;
var edgeOffset = new Uint32Array(numberOfEdges);
var edgeHash = new Uint32Array(numberOfEdges);
var wildcardEdge = new Int32Array(numberOfNodes).fill(-1);
for (let node = 0, offset = 0; node < numberOfNodes; node += 1) {
  for (let edge = edgeStart[node]; edge < edgeStart[node + 1]; edge += 1) {
    edgeOffset[edge] = offset;
    const end = offset + edgeLength[edge];
    let hash = 5381;
    for (let i = end - 1; i >= offset; i -= 1) {
      hash = hash * 33 ^ labelText.charCodeAt(i);
    }
    edgeHash[edge] = hash >>> 0;
    if (edgeLength[edge] === 1 && labelText.charCodeAt(offset) === 42) {
      wildcardEdge[node] = edge;
    }
    offset = end;
  }
}
var matchNode = -1;
var matchStart = 0;
var matchEnd = 0;
function labelEquals(edge, hostname, start, length) {
  if (edgeLength[edge] !== length) {
    return false;
  }
  const offset = edgeOffset[edge];
  for (let i = 0; i < length; i += 1) {
    if (labelText.charCodeAt(offset + i) !== hostname.charCodeAt(start + i)) {
      return false;
    }
  }
  return true;
}
function findEdge(node, hash, hostname, start, length) {
  let lo = edgeStart[node];
  let hi = edgeStart[node + 1];
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    const value = edgeHash[mid];
    if (value < hash) {
      lo = mid + 1;
    } else if (value > hash) {
      hi = mid;
    } else {
      for (let e = mid; e >= lo && edgeHash[e] === hash; e -= 1) {
        if (labelEquals(e, hostname, start, length))
          return e;
      }
      for (let e = mid + 1; e < hi && edgeHash[e] === hash; e += 1) {
        if (labelEquals(e, hostname, start, length))
          return e;
      }
      return -1;
    }
  }
  return -1;
}
function walk(hostname, root, allowedMask) {
  let node = root;
  let end = hostname.length;
  let hash = 5381;
  matchNode = -1;
  for (let i = hostname.length - 1; i >= 0; i -= 1) {
    const code = hostname.charCodeAt(i);
    if (code === 46) {
      const start = i + 1;
      let edge2 = findEdge(node, hash >>> 0, hostname, start, end - start);
      if (edge2 === -1 && end !== start) {
        edge2 = wildcardEdge[node];
      }
      if (edge2 === -1) {
        return matchNode !== -1;
      }
      node = edgeChild[edge2];
      if ((nodeFlags[node] & allowedMask) !== 0) {
        matchNode = node;
        matchStart = start;
        matchEnd = end;
      }
      end = i;
      hash = 5381;
    } else {
      hash = hash * 33 ^ code;
    }
  }
  let edge = findEdge(node, hash >>> 0, hostname, 0, end);
  if (edge === -1 && end !== 0) {
    edge = wildcardEdge[node];
  }
  if (edge !== -1) {
    node = edgeChild[edge];
    if ((nodeFlags[node] & allowedMask) !== 0) {
      matchNode = node;
      matchStart = 0;
      matchEnd = end;
    }
  }
  return matchNode !== -1;
}
function suffixLookup(hostname, options, out) {
  if (fast_path_default(hostname, options, out)) {
    return false;
  }
  const allowedMask = (options.allowPrivateDomains ? 2 : 0) | (options.allowIcannDomains ? 1 : 0);
  if (walk(hostname, exceptionsRoot, allowedMask)) {
    out.isIcann = (nodeFlags[matchNode] & 1) !== 0;
    out.isPrivate = (nodeFlags[matchNode] & 2) !== 0;
    out.publicSuffix = hostname.slice(matchEnd + 1);
    return true;
  }
  if (walk(hostname, rulesRoot, allowedMask)) {
    out.isIcann = (nodeFlags[matchNode] & 1) !== 0;
    out.isPrivate = (nodeFlags[matchNode] & 2) !== 0;
    out.publicSuffix = hostname.slice(matchStart);
    return false;
  }
  out.isIcann = false;
  out.isPrivate = false;
  const lastDot = hostname.lastIndexOf(".");
  out.publicSuffix = lastDot === -1 ? hostname : hostname.slice(lastDot + 1);
  return false;
}

// node_modules/tldts/dist/es6/index.js
var RESULT = getEmptyResult();
function parse(url, options) {
  return parseImpl(url, 5, suffixLookup, options, getEmptyResult());
}

// src/osworld/python-url.ts
var USES_NETLOC = /* @__PURE__ */ new Set([
  "",
  "ftp",
  "http",
  "gopher",
  "nntp",
  "telnet",
  "imap",
  "wais",
  "file",
  "mms",
  "https",
  "shttp",
  "snews",
  "prospero",
  "rtsp",
  "rtsps",
  "rtspu",
  "rsync",
  "svn",
  "svn+ssh",
  "sftp",
  "nfs",
  "git",
  "git+ssh",
  "ws",
  "wss"
]);
var USES_PARAMS = /* @__PURE__ */ new Set([
  "",
  "ftp",
  "hdl",
  "prospero",
  "http",
  "imap",
  "https",
  "shttp",
  "rtsp",
  "rtsps",
  "rtspu",
  "sip",
  "sips",
  "mms",
  "sftp",
  "tel"
]);
var SCHEME_CHARS = /^[A-Za-z0-9+\-.]*$/;
var C0_CONTROL_OR_SPACE = Array.from({ length: 33 }, (_, i) => String.fromCharCode(i)).join("");
function requireString(url, what) {
  if (typeof url === "string") return url;
  throw new PythonError("TypeError", `${what}: expected str, got '${pyTypeName(url)}'`);
}
function checkBracketedHost(host) {
  if (host.startsWith("v")) {
    if (!/^v[a-fA-F0-9]+\..+$/s.test(host))
      throw new PythonError("ValueError", "IPvFuture address is invalid");
    return;
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host))
    throw new PythonError("ValueError", "An IPv4 address cannot be in brackets");
  if (!isIPv6(host))
    throw new PythonError("ValueError", `'${host}' does not appear to be an IPv4 or IPv6 address`);
}
function checkNetloc(netloc) {
  if (!netloc || [...netloc].every((c) => c.charCodeAt(0) < 128)) return;
  const n = netloc.replace(/[@:#?]/g, "");
  const normalized = n.normalize("NFKC");
  if (n === normalized) return;
  if (/[/?#@:]/.test(normalized))
    throw new PythonError(
      "ValueError",
      `netloc '${netloc}' contains invalid characters under NFKC normalization`
    );
}
function urlsplit(input) {
  let url = pyStrip(input, C0_CONTROL_OR_SPACE, "left").replace(/[\t\r\n]/g, "");
  let scheme = "";
  let netloc = "";
  let query = "";
  let fragment = "";
  const i = url.indexOf(":");
  if (i > 0 && /^[A-Za-z]/.test(url) && SCHEME_CHARS.test(url.slice(0, i))) {
    scheme = url.slice(0, i).toLowerCase();
    url = url.slice(i + 1);
  }
  if (url.startsWith("//")) {
    let delim = url.length;
    for (const c of "/?#") {
      const at = url.indexOf(c, 2);
      if (at >= 0) delim = Math.min(delim, at);
    }
    netloc = url.slice(2, delim);
    url = url.slice(delim);
    const open2 = netloc.includes("[");
    const close = netloc.includes("]");
    if (open2 !== close) throw new PythonError("ValueError", "Invalid IPv6 URL");
    if (open2 && close) {
      const afterOpen = netloc.slice(netloc.indexOf("[") + 1);
      const end = afterOpen.indexOf("]");
      checkBracketedHost(end < 0 ? afterOpen : afterOpen.slice(0, end));
    }
  }
  const hash = url.indexOf("#");
  if (hash >= 0) {
    fragment = url.slice(hash + 1);
    url = url.slice(0, hash);
  }
  const question = url.indexOf("?");
  if (question >= 0) {
    query = url.slice(question + 1);
    url = url.slice(0, question);
  }
  checkNetloc(netloc);
  return [scheme, netloc, url, query, fragment];
}
function urlparse(input) {
  const [scheme, netloc, split, query, fragment] = urlsplit(requireString(input, "urlparse"));
  let path27 = split;
  let params = "";
  if (USES_PARAMS.has(scheme) && path27.includes(";")) {
    let at;
    if (path27.includes("/")) {
      at = path27.indexOf(";", path27.lastIndexOf("/"));
    } else at = path27.indexOf(";");
    if (at >= 0) {
      params = path27.slice(at + 1);
      path27 = path27.slice(0, at);
    }
  }
  return { scheme, netloc, path: path27, params, query, fragment };
}
function urlunparse(parts) {
  const { scheme, netloc, params, query, fragment } = parts;
  let url = params ? `${parts.path};${params}` : parts.path;
  if (netloc || scheme && USES_NETLOC.has(scheme) && !url.startsWith("//")) {
    if (url && !url.startsWith("/")) url = `/${url}`;
    url = `//${netloc}${url}`;
  }
  if (scheme) url = `${scheme}:${url}`;
  if (query) url = `${url}?${query}`;
  if (fragment) url = `${url}#${fragment}`;
  return url;
}
var IPV4 = /^(?:(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])\.){3}(?:[0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])$/;
var ROOT_LABEL_DOTS = ".\u3002\uFF0E\uFF61";
function partitionBefore(text2, separator) {
  const at = text2.indexOf(separator);
  return at < 0 ? text2 : text2.slice(0, at);
}
function lenientNetloc(url) {
  let schemeless = url;
  const slashes = url.indexOf("//");
  if (slashes === 0) schemeless = url.slice(2);
  else if (slashes >= 2 && url[slashes - 1] === ":" && SCHEME_CHARS.test(url.slice(0, slashes - 1)))
    schemeless = url.slice(slashes + 2);
  const authority = partitionBefore(partitionBefore(partitionBefore(schemeless, "/"), "?"), "#");
  const afterUserinfo = authority.slice(authority.lastIndexOf("@") + 1);
  if (afterUserinfo.startsWith("[")) {
    const close = afterUserinfo.indexOf("]");
    if (close >= 0) return `${afterUserinfo.slice(0, close)}]`;
  }
  const hostname = pyStrip(partitionBefore(afterUserinfo, ":"));
  return pyStrip(hostname, ROOT_LABEL_DOTS, "right");
}
function suffixIndex(labels) {
  const host = labels.map((l) => l.toLowerCase()).join(".");
  const parsed = parse(host, {
    allowPrivateDomains: false,
    extractHostname: false,
    validateHostname: false,
    detectIp: false,
    mixedInputs: false
  });
  if (!parsed.isIcann || !parsed.publicSuffix) return null;
  return labels.length - parsed.publicSuffix.split(".").length;
}
function tldExtract(input) {
  const url = requireString(input, "tldextract.extract");
  const netloc = lenientNetloc(url).replace(/[\u3002\uff0e\uff61]/g, ".");
  if (netloc.length >= 4 && netloc.startsWith("[") && netloc.endsWith("]") && isIPv6(netloc.slice(1, -1)))
    return { subdomain: "", domain: netloc, suffix: "" };
  const labels = netloc.split(".");
  const index = suffixIndex(labels);
  if (index === null) {
    if (labels.length === 4 && /^[0-9]/.test(netloc) && IPV4.test(netloc))
      return { subdomain: "", domain: netloc, suffix: "" };
    return { subdomain: labels.slice(0, -1).join("."), domain: labels.at(-1), suffix: "" };
  }
  return {
    subdomain: index >= 2 ? labels.slice(0, index - 1).join(".") : "",
    domain: index > 0 ? labels[index - 1] : "",
    suffix: labels.slice(index).join(".")
  };
}
function compareUrls(url1, url2, full = true) {
  if (url1 === null || url1 === void 0 || url2 === null || url2 === void 0)
    return (url1 ?? null) === (url2 ?? null);
  const normalize = (url) => {
    if (typeof url !== "string")
      throw new PythonError("TypeError", `expected string or bytes-like object, got '${pyTypeName(url)}'`);
    const parsed = urlparse(/^[a-zA-Z][a-zA-Z0-9+\-.]*:\/\//.test(url) ? url : `http://${url}`);
    const extracted = tldExtract(parsed.netloc.toLowerCase());
    const subdomain = extracted.subdomain === "www" ? "" : extracted.subdomain;
    return urlunparse({
      scheme: parsed.scheme.toLowerCase(),
      netloc: subdomain ? `${subdomain}.${extracted.domain}` : extracted.domain,
      path: parsed.path !== "/" ? parsed.path : "",
      params: full ? parsed.params : "",
      query: full ? parsed.query : "",
      fragment: full ? parsed.fragment : ""
    });
  };
  return normalize(url1) === normalize(url2);
}

// src/osworld/metrics/chrome.ts
function check_font_size(fontSize, rule2) {
  const size = subscript(fontSize, "default_font_size");
  const type = subscript(rule2, "type");
  if (pyEquals(type, "value")) return pyEquals(size, subscript(rule2, "value")) ? 1 : 0;
  if (pyEquals(type, "range"))
    return pyCompare(subscript(rule2, "min"), "lt", size) && pyCompare(size, "lt", subscript(rule2, "max")) ? 1 : 0;
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}
function check_enabled_experiments(experiments, rule2) {
  const names = iterate(experiments).map((e) => {
    if (typeof e !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(e)}' object has no attribute 'split'`);
    return e.split("@")[0];
  });
  const type = subscript(rule2, "type");
  if (pyEquals(type, "names")) return pyEquals(names, subscript(rule2, "names")) ? 1 : 0;
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}
function check_history_deleted(history2, rule2) {
  const type = subscript(rule2, "type");
  if (!pyEquals(type, "keywords")) throw new PythonError("TypeError", `${String(type)} not support yet!`);
  const domains = iterate(history2).map((row) => subscript(row, 0));
  for (const keyword of iterate(subscript(rule2, "keywords")))
    for (const domain of domains) if (pyContains(domain, keyword)) return 0;
  return 1;
}
function is_expected_url_pattern_match(result, rules) {
  if (!pyTruthy(result)) return 0;
  let url;
  if (typeof result === "string") url = result;
  else if (isPlainObject(result) && "url" in result) url = result.url;
  else return 0;
  for (const pattern of iterate(subscript(rules, "expected"))) if (!pythonSearch(pattern, url)) return 0;
  return 1;
}
function pyLen(value) {
  if (typeof value === "string") return Array.from(value).length;
  if (Array.isArray(value)) return value.length;
  if (isPlainObject(value)) return Object.keys(value).length;
  throw new PythonError("TypeError", `object of type '${pyTypeName(value)}' has no len()`);
}
function tabUrl(activeTab) {
  return isPlainObject(activeTab) ? Object.hasOwn(activeTab, "url") ? activeTab.url : null : activeTab;
}
function is_expected_active_tab(activeTab, rule2) {
  if (!pyTruthy(activeTab)) return 0;
  if (!pyEquals(subscript(rule2, "type"), "url")) return 0;
  return compareUrls(subscript(rule2, "url"), tabUrl(activeTab)) ? 1 : 0;
}
function stripQuery(url) {
  if (typeof url === "string") return { text: urlunparse({ ...urlparse(url), query: "" }), bytes: false };
  if (!pyTruthy(url)) return { text: "", bytes: true };
  throw new PythonError("AttributeError", `'${pyTypeName(url)}' object has no attribute 'decode'`);
}
function is_expected_active_tab_approximate(activeTab, rule2) {
  if (!pyTruthy(activeTab)) return 0;
  if (!pyEquals(subscript(rule2, "type"), "url")) return 0;
  const expected = stripQuery(subscript(rule2, "url"));
  const actual = stripQuery(tabUrl(activeTab));
  return expected.bytes === actual.bytes && expected.text === actual.text ? 1 : 0;
}
function areListsEqual(list1, list2, same) {
  if (pyLen(list1) !== pyLen(list2)) return false;
  const items2 = iterate(list2);
  return iterate(list1).every((item1) => items2.some((item2) => same(item1, item2)));
}
function is_expected_tabs(openTabs, rule2) {
  if (!pyTruthy(openTabs)) return 0;
  if (!pyEquals(subscript(rule2, "type"), "url")) return 0;
  const expected = subscript(rule2, "urls");
  const actual = iterate(openTabs).map((tab) => subscript(tab, "url"));
  return areListsEqual(expected, actual, (a, b) => compareUrls(a, b)) ? 1 : 0;
}
function is_cookie_deleted(cookies, rule2) {
  const type = subscript(rule2, "type");
  if (!pyEquals(type, "domains")) throw new PythonError("TypeError", `${pyStr(type)} not support yet!`);
  const domains = iterate(cookies).map((cookie) => subscript(cookie, 1));
  for (const domain of iterate(subscript(rule2, "domains")))
    for (const cookieDomain of domains) if (compareUrls(domain, cookieDomain)) return 0;
  return 1;
}
function pySetItems(value) {
  const items = iterate(value);
  const bad = items.find((v) => Array.isArray(v) || isPlainObject(v));
  if (bad !== void 0) throw new PythonError("TypeError", `unhashable type: '${pyTypeName(bad)}'`);
  return items;
}
function is_expected_installed_extensions(installed, expected) {
  if (!pyTruthy(installed)) return 0;
  const wanted = pySetItems(subscript(expected, "expected"));
  const have = pySetItems(installed);
  return wanted.every((w) => have.some((h) => pyEquals(w, h))) ? 1 : 0;
}

// src/osworld/metrics/libreoffice.ts
import { readFileSync as readFileSync4 } from "node:fs";
var OOR = "http://openoffice.org/2001/registry";
function parseXcu(file) {
  if (typeof file !== "string")
    throw new PythonError("TypeError", `expected str, bytes or os.PathLike object, not ${pyTypeName(file)}`);
  return parseXmlDocument(readBytes(file).toString("utf8")).documentElement;
}
function oor(element2, name2) {
  return element2.hasAttributeNS(OOR, name2) ? element2.getAttributeNS(OOR, name2) : null;
}
function check_auto_saving_time(file, rules) {
  const minutes = subscript(rules, "minutes");
  let root;
  try {
    root = parseXcu(file);
  } catch (error) {
    if (error instanceof PythonError && (error.kind === "ParseError" || error.kind === "FileNotFoundError"))
      return null;
    throw error;
  }
  let autosave = null;
  for (const item of descendantElements(root, "item")) {
    if (oor(item, "path") !== "/org.openoffice.Office.Common/Save/Document") continue;
    for (const prop of descendantElements(item, "prop")) {
      if (oor(prop, "name") !== "AutoSaveTimeIntervall") continue;
      const value = descendantElements(prop, "value")[0];
      if (!value) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
      autosave = elementText(value);
      break;
    }
  }
  if (autosave === null) return 0;
  return pyEquals(pyInt(autosave), minutes) ? 1 : 0;
}
function find_default_font(file, rules) {
  const expected = subscript(rules, "font_name");
  if (!pyTruthy(file)) return 0;
  let font = null;
  try {
    const root = parseXcu(file);
    for (const item of descendantElements(root, "item")) {
      if (oor(item, "path") !== "/org.openoffice.Office.Writer/DefaultFont") continue;
      for (const prop of descendantElements(item, "prop")) {
        if (oor(prop, "name") !== "Standard") continue;
        for (const value of childElements(prop, "value")) font = elementText(value);
      }
    }
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
  }
  return pyEquals(font, expected) ? 1 : 0;
}
function check_libre_locale(file, rules) {
  const path27 = filePath(file, "registrymodifications.xcu");
  let text2;
  try {
    text2 = readFileSync4(path27, "utf8");
  } catch {
    throw new PythonError("OSError", `Error reading file '${path27}': failed to load external entity`);
  }
  const root = parseXmlDocument(text2, "XMLSyntaxError").documentElement;
  const pick = (name2) => descendantElements(root, "item").concat(root.localName === "item" ? [root] : []).filter((item) => (oor(item, "path") ?? "").endsWith("L10N")).flatMap((item) => childElements(item, "prop").filter((p) => oor(p, "name") === name2)).flatMap((prop) => childElements(prop, "value"));
  const setup = pick("ooSetupSystemLocale");
  const locale = setup.length > 0 ? setup : pick("ooLocale");
  if (locale.length === 0) throw new PythonError("IndexError", "list index out of range");
  const setting = elementText(locale[0]);
  if (setting === null)
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object, not NoneType");
  return iterate(subscript(rules, "locale_set")).some((pattern) => fnmatchCase(setting, pattern)) ? 1 : 0;
}
function fnmatchCase(name2, pattern) {
  if (typeof pattern !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object");
  return pythonMatch(`(?s:${fnmatchTranslate(pattern)})\\Z`, name2) !== null;
}
function fnmatchTranslate(pattern) {
  const chars = Array.from(pattern);
  let out = "";
  let i = 0;
  while (i < chars.length) {
    const c = chars[i++];
    if (c === "*") {
      while (chars[i] === "*") i++;
      out += ".*";
    } else if (c === "?") out += ".";
    else if (c === "[") {
      let j = i;
      if (chars[j] === "!") j++;
      if (chars[j] === "]") j++;
      while (j < chars.length && chars[j] !== "]") j++;
      if (j >= chars.length) {
        out += "\\[";
        continue;
      }
      let stuff = chars.slice(i, j).join("").replace(/\\/g, "\\\\").replace(/([&~|])/g, "\\$1");
      i = j + 1;
      if (stuff === "") out += "(?!)";
      else if (stuff === "!") out += ".";
      else {
        if (stuff[0] === "!") stuff = `^${stuff.slice(1)}`;
        else if (stuff[0] === "^" || stuff[0] === "[") stuff = `\\${stuff}`;
        out += `[${stuff}]`;
      }
    } else out += /^[A-Za-z0-9_]$/.test(c) || c.codePointAt(0) > 127 ? c : `\\${c}`;
  }
  return out;
}
function check_left_panel(tree) {
  const root = xmlRootFromString(tree);
  const frames = [root, ...descendantElements(root)].filter(
    (e) => e.localName === "document-frame" && (e.namespaceURI ?? null) === null
  );
  return frames.some((frame) => frame.getAttribute("name") === "Slides View" && frame.hasAttribute("name")) ? 1 : 0;
}

// src/osworld/metrics/thunderbird.ts
var PREF_LINE = '^user_pref\\("(?P<key>(?:[^"]|\\\\")+)\\", (?P<val>.+)\\);$';
function check_thunderbird_prefs(result, rule2) {
  if (result === null || result === void 0) return 0;
  const expect = dictGet(rule2, "expect", {});
  const unexpect = dictGet(rule2, "unexpect", {});
  const met = new Map(iterate(expect).map((k) => [k, false]));
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    const match = pythonMatch(PREF_LINE, pyStrip(line));
    if (!match) continue;
    const key2 = match.key;
    const value = pyJsonLoads(match.val);
    if (pyContains(expect, key2)) met.set(key2, matchValueToRule(value, subscript(expect, key2)));
    else if (pyContains(unexpect, key2)) clean = clean && !matchValueToRule(value, subscript(unexpect, key2));
  }
  return [...met.values()].every(Boolean) && clean ? 1 : 0;
}
var CONDITION = `\\b(?:AND|OR) \\((?:[\\w ]+),(?:[\\w ']+),(?:"(?:(?:[^"]|")+)"|(?:[^)]+))\\)|\\bALL\\b`;
function unescapeValue(value) {
  return value.replaceAll('\\"', '"').replaceAll("\\\\", "\\");
}
function slice(line, start) {
  return Array.from(line).slice(start, -2).join("");
}
function check_thunderbird_filter(result, rules) {
  if (result === null || result === void 0) return 0;
  const filters = [];
  let filter;
  const current = () => {
    if (!filter)
      throw new PythonError("UnboundLocalError", "local variable 'filter_' referenced before assignment");
    return filter;
  };
  for (const line of pyFileLines(readText(result))) {
    if (line.startsWith("name=")) {
      filter = /* @__PURE__ */ new Map();
      filter.set("name", unescapeValue(slice(line, 6)));
    } else if (line.startsWith("enabled=")) current().set("enabled", unescapeValue(slice(line, 9)));
    else if (line.startsWith("type=")) current().set("type", unescapeValue(slice(line, 6)));
    else if (line.startsWith("action=")) current().set("action", unescapeValue(slice(line, 8)));
    else if (line.startsWith("actionValue=")) current().set("actionValue", unescapeValue(slice(line, 13)));
    else if (line.startsWith("condition=")) {
      const conditions = pythonFindall(CONDITION, unescapeValue(slice(line, 11)));
      current().set("condition", conditions);
      filters.push(current());
    }
  }
  const expect = iterate(dictGet(rules, "expect", []));
  const found = expect.map(() => false);
  let clean = true;
  for (const f of filters) {
    expect.forEach((r, i) => found[i] ||= matchRecord(r, f));
    clean &&= !iterate(dictGet(rules, "unexpect", [])).some((r) => matchRecord(r, f));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}
function check_thunderbird_folder(result, reference, options = {}) {
  const list = Array.isArray(reference);
  const results = list ? iterate(result) : [result];
  const references = list ? reference : [reference];
  const read = (file) => {
    const data = pyStrip(readText(file));
    let messages = [];
    for (const mail of data.split("FROM - ")) {
      if (pyStrip(mail) !== "") continue;
      if (pyTruthy(dictGet(options, "remove_deleted", true)) && pythonSearch("X-Mozilla-Status: 000[89]", mail))
        continue;
      let message = mail;
      if (pyTruthy(dictGet(options, "ignore_status", false)))
        message = pythonSub("X-Mozilla-Status\\d?:[\\s\\d]+", "", message);
      if (pyTruthy(dictGet(options, "ignore_keys", false)))
        message = message.replace(/(X-Mozilla-Keys:[^\n]*?)\n(MIME-Version)/g, "$2");
      messages.push(`FROM - ${pyStrip(message)}`);
    }
    if (pyTruthy(dictGet(options, "remove_duplicate", true))) messages = [...new Set(messages)];
    return messages.sort().join("\n");
  };
  for (let i = 0; i < Math.min(results.length, references.length); i++) {
    if (results[i] === null || results[i] === void 0) return 0;
    if (read(results[i]) !== read(references[i])) return 0;
  }
  return 1;
}

// src/osworld/metrics/id3.ts
import { inflateSync as inflateSync2 } from "node:zlib";
var V22 = {
  TT1: "TIT1",
  TT2: "TIT2",
  TT3: "TIT3",
  TP1: "TPE1",
  TP2: "TPE2",
  TP3: "TPE3",
  TP4: "TPE4",
  TCM: "TCOM",
  TXT: "TEXT",
  TLA: "TLAN",
  TCO: "TCON",
  TAL: "TALB",
  TPA: "TPOS",
  TRK: "TRCK",
  TRC: "TSRC",
  TYE: "TYER",
  TDA: "TDAT",
  TIM: "TIME",
  TRD: "TRDA",
  TMT: "TMED",
  TFT: "TFLT",
  TBP: "TBPM",
  TCR: "TCOP",
  TPB: "TPUB",
  TEN: "TENC",
  TSS: "TSSE",
  TOF: "TOFN",
  TLE: "TLEN",
  TSI: "TSIZ",
  TDY: "TDLY",
  TKE: "TKEY",
  TOT: "TOAL",
  TOA: "TOPE",
  TOL: "TOLY",
  TOR: "TORY",
  TXX: "TXXX",
  TCP: "TCMP",
  TS2: "TSO2",
  TSA: "TSOA",
  TSC: "TSOC",
  TSP: "TSOP",
  TST: "TSOT"
};
var synchsafe = (b, at) => (b[at] & 127) << 21 | (b[at + 1] & 127) << 14 | (b[at + 2] & 127) << 7 | b[at + 3] & 127;
var be32 = (b, at) => (b[at] << 24 | b[at + 1] << 16 | b[at + 2] << 8 | b[at + 3]) >>> 0;
function resync(data) {
  const out = [];
  for (let i = 0; i < data.length; i++) {
    out.push(data[i]);
    if (data[i] === 255 && data[i + 1] === 0) i++;
  }
  return Uint8Array.from(out);
}
function readEncoded(data, at, encoding) {
  const wide = encoding === 1 || encoding === 2;
  let end = at;
  if (wide) {
    while (end + 1 < data.length && !(data[end] === 0 && data[end + 1] === 0)) end += 2;
    if (end + 1 >= data.length) end = data.length;
  } else {
    while (end < data.length && data[end] !== 0) end++;
  }
  const bytes = data.subarray(at, end);
  const next = end >= data.length ? data.length : end + (wide ? 2 : 1);
  try {
    let text2;
    if (encoding === 0) text2 = Buffer.from(bytes).toString("latin1");
    else if (encoding === 3) text2 = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    else if (encoding === 2) text2 = new TextDecoder("utf-16be", { fatal: true }).decode(bytes);
    else {
      if (bytes.length % 2 !== 0) return null;
      const bigEndian = bytes[0] === 254 && bytes[1] === 255;
      const bom = bigEndian || bytes[0] === 255 && bytes[1] === 254;
      text2 = new TextDecoder(bigEndian ? "utf-16be" : "utf-16le", { fatal: true }).decode(
        bom ? bytes.subarray(2) : bytes
      );
    }
    return { text: text2, next };
  } catch {
    return null;
  }
}
function textValues(body) {
  if (body.length === 0) return null;
  const encoding = body[0];
  if (encoding > 3) return null;
  const values = [];
  let at = 1;
  while (at < body.length) {
    const value = readEncoded(body, at, encoding);
    if (!value) return null;
    values.push(value.text);
    at = value.next;
  }
  return values;
}
function addFrame(frames, id, body) {
  if (!id.startsWith("T")) return;
  const values = textValues(body);
  if (!values) return;
  if (id === "TXXX") {
    if (values.length === 0) return;
    const key2 = `TXXX:${values[0]}`;
    if (!frames.has(key2)) frames.set(key2, values.slice(1));
    return;
  }
  if (!frames.has(id)) frames.set(id, values);
}
function readV2(data, frames) {
  const major = data[3];
  const flags = data[5];
  const size = synchsafe(data, 6);
  let tag = data.subarray(10, 10 + size);
  if (major < 4 && flags & 128) tag = resync(tag);
  let at = 0;
  if (flags & 64) {
    if (major === 4) at = synchsafe(tag, 0);
    else if (major === 3) at = be32(tag, 0) + 4;
  }
  const headerSize = major === 2 ? 6 : 10;
  while (at + headerSize <= tag.length) {
    if (tag[at] === 0) break;
    let id;
    let frameSize;
    let frameFlags = 0;
    if (major === 2) {
      id = Buffer.from(tag.subarray(at, at + 3)).toString("latin1");
      frameSize = tag[at + 3] << 16 | tag[at + 4] << 8 | tag[at + 5];
    } else {
      id = Buffer.from(tag.subarray(at, at + 4)).toString("latin1");
      frameSize = major === 4 ? synchsafe(tag, at + 4) : be32(tag, at + 4);
      frameFlags = tag[at + 8] << 8 | tag[at + 9];
    }
    if (!/^[A-Z0-9]+$/.test(id)) break;
    let body = tag.subarray(at + headerSize, at + headerSize + frameSize);
    at += headerSize + frameSize;
    if (major === 2) {
      const upgraded = V22[id];
      if (upgraded) addFrame(frames, upgraded, body);
      continue;
    }
    let compressed;
    if (major === 3) {
      if (frameFlags & 64) continue;
      compressed = (frameFlags & 128) !== 0;
      if (compressed) body = body.subarray(4);
      if (frameFlags & 32) body = body.subarray(1);
    } else {
      if (frameFlags & 4) continue;
      if (frameFlags & 64) body = body.subarray(1);
      compressed = (frameFlags & 8) !== 0;
      if (frameFlags & 1) body = body.subarray(4);
      if (frameFlags & 2) body = resync(body);
    }
    if (compressed) {
      try {
        body = inflateSync2(body);
      } catch {
        continue;
      }
    }
    addFrame(frames, id, body);
  }
  return major;
}
function pyStrip2(text2) {
  const space = (c) => /\s/.test(c) || c >= "" && c <= "" || c === "\x85";
  let start = 0;
  let end = text2.length;
  while (start < end && space(text2[start])) start++;
  while (end > start && space(text2[end - 1])) end--;
  return text2.slice(start, end);
}
function readV1(file, frames, v24) {
  const tail = file.subarray(Math.max(0, file.length - 133));
  const idx = Buffer.from(tail).indexOf("TAG");
  if (idx < 0) return false;
  const ape = Buffer.from(tail).indexOf("APETAGEX");
  if (ape >= 0 && idx === ape + 5) return false;
  const data = tail.subarray(idx);
  if (data.length > 128 || data.length < 124) return false;
  const yearLength = data.length - 124;
  const fix = (bytes) => {
    const nul = bytes.indexOf(0);
    return pyStrip2(Buffer.from(nul >= 0 ? bytes.subarray(0, nul) : bytes).toString("latin1"));
  };
  const field = (from, length) => fix(data.subarray(from, from + length));
  const title = field(3, 30);
  const artist = field(33, 30);
  const album = field(63, 30);
  const year = field(93, yearLength);
  const track = data[93 + yearLength + 29];
  const genre = data[93 + yearLength + 30];
  const v1 = /* @__PURE__ */ new Map();
  if (title) v1.set("TIT2", [title]);
  if (artist) v1.set("TPE1", [artist]);
  if (album) v1.set("TALB", [album]);
  if (year) v1.set(v24 ? "TDRC" : "TYER", [year]);
  if (track) v1.set("TRCK", [String(track)]);
  if (genre !== 255) v1.set("TCON", [String(genre)]);
  for (const [id, values] of v1) if (!frames.has(id)) frames.set(id, values);
  return true;
}
function id3TimeStamp(text2) {
  const parts = `${text2}:::::`.split(/[-T:/.]|\s+/).slice(0, 6);
  const formats = [4, 2, 2, 2, 2, 2];
  const seps = ["-", "-", " ", ":", ":", "x"];
  let out = "";
  for (let i = 0; i < 6; i++) {
    const part = parts[i].trim();
    if (!/^[+-]?\d+$/.test(part)) break;
    const value = Number.parseInt(part, 10);
    const digits = String(Math.abs(value)).padStart(formats[i] - (value < 0 ? 1 : 0), "0");
    out += (value < 0 ? "-" : "") + digits + seps[i];
  }
  return out.slice(0, -1);
}
function toV24(frames) {
  const take = (id) => {
    const values = frames.get(id) ?? [];
    frames.delete(id);
    return values;
  };
  const [tyer, tdat, time] = [take("TYER"), take("TDAT"), take("TIME")];
  const stamps = [];
  for (let i = 0; i < Math.max(tyer.length, tdat.length, time.length); i++) {
    const ym = /^([0-9]{4})(-[0-9]{2}-[0-9]{2})?$/.exec(tyer[i] ?? "");
    const dm = /^([0-9]{2})([0-9]{2})$/.exec(tdat[i] ?? "");
    const tm = /^([0-9]{2})([0-9]{2})$/.exec(time[i] ?? "");
    let stamp = "";
    if (ym) {
      stamp += ym[1];
      const monthDay = dm ? `-${dm[2]}-${dm[1]}` : ym[2];
      if (monthDay) {
        stamp += monthDay;
        if (tm) stamp += `T${tm[1]}:${tm[2]}:00`;
      }
    }
    if (stamp) stamps.push(stamp);
  }
  if (stamps.length > 0 && !frames.has("TDRC")) frames.set("TDRC", stamps);
  const tory = take("TORY");
  if (tory.length > 0 && !frames.has("TDOR")) frames.set("TDOR", [tory.join("/")]);
  for (const id of ["TRDA", "TSIZ"]) frames.delete(id);
}
function readId3(file, path27) {
  const frames = /* @__PURE__ */ new Map();
  const hasV2 = file.length >= 10 && Buffer.from(file.subarray(0, 3)).toString("latin1") === "ID3";
  const major = hasV2 ? file[3] : 0;
  if (hasV2 && major >= 2 && major <= 4) {
    readV2(file, frames);
    readV1(file, frames, major === 4);
  } else if (!readV1(file, frames, true)) {
    throw new PythonError(
      "ID3NoHeaderError",
      hasV2 ? `${path27}: ID3v2.${major} not supported` : `${path27} doesn't start with an ID3 tag`
    );
  }
  toV24(frames);
  return frames;
}

// src/osworld/metrics/mp3-meta.ts
var TEXT_KEYS = {
  album: "TALB",
  bpm: "TBPM",
  compilation: "TCMP",
  composer: "TCOM",
  copyright: "TCOP",
  encodedby: "TENC",
  lyricist: "TEXT",
  length: "TLEN",
  media: "TMED",
  mood: "TMOO",
  grouping: "TIT1",
  title: "TIT2",
  version: "TIT3",
  artist: "TPE1",
  albumartist: "TPE2",
  conductor: "TPE3",
  arranger: "TPE4",
  discnumber: "TPOS",
  organization: "TPUB",
  tracknumber: "TRCK",
  author: "TOLY",
  albumsort: "TSOA",
  composersort: "TSOC",
  artistsort: "TSOP",
  titlesort: "TSOT",
  isrc: "TSRC",
  discsubtitle: "TSST",
  language: "TLAN"
};
var TXXX_KEYS = {
  musicbrainz_artistid: "MusicBrainz Artist Id",
  musicbrainz_albumid: "MusicBrainz Album Id",
  musicbrainz_albumartistid: "MusicBrainz Album Artist Id",
  musicbrainz_trmid: "MusicBrainz TRM Id",
  musicip_puid: "MusicIP PUID",
  musicip_fingerprint: "MusicMagic Fingerprint",
  musicbrainz_albumstatus: "MusicBrainz Album Status",
  musicbrainz_albumtype: "MusicBrainz Album Type",
  releasecountry: "MusicBrainz Album Release Country",
  musicbrainz_discid: "MusicBrainz Disc Id",
  asin: "ASIN",
  albumartistsort: "ALBUMARTISTSORT",
  performer: "PERFORMER",
  barcode: "BARCODE",
  catalognumber: "CATALOGNUMBER",
  musicbrainz_releasetrackid: "MusicBrainz Release Track Id",
  musicbrainz_releasegroupid: "MusicBrainz Release Group Id",
  musicbrainz_workid: "MusicBrainz Work Id",
  acoustid_fingerprint: "Acoustid Fingerprint",
  acoustid_id: "Acoustid Id"
};
var UNREAD = [/^performer:/, /^musicbrainz_trackid$/, /^website$/, /^replaygain_.*_(gain|peak)$/];
function genres(values) {
  const out = [];
  for (const value of values) {
    if (/^\d+$/.test(value) && Number(value) < 256) throw numberedGenre();
    else if (value === "CR") out.push("Cover");
    else if (value === "RX") out.push("Remix");
    else if (value) {
      const match = /^((?:\(([0-9]+|RX|CR)\))*)([\s\S]+)?/.exec(value);
      const ids = match[1] ? match[1].slice(1, -1).split(")(") : [];
      const found = [];
      for (const id of ids) {
        if (id === "CR") found.push("Cover");
        else if (id === "RX") found.push("Remix");
        else throw numberedGenre();
      }
      let name2 = match[3];
      if (name2) {
        if (name2.startsWith("((")) name2 = name2.slice(1);
        if (!found.includes(name2)) found.push(name2);
      }
      out.push(...found);
    }
  }
  return out;
}
var numberedGenre = () => new PythonError("NotSupported", "desktest does not port ID3v1's numbered genre list (TCON '(n)')");
function easyGet(frames, key2) {
  const lower = key2.toLowerCase();
  if (lower in TXXX_KEYS) return frames.get(`TXXX:${TXXX_KEYS[lower]}`) ?? "";
  if (lower in TEXT_KEYS) return frames.get(TEXT_KEYS[lower]) ?? "";
  if (lower === "genre") {
    const tcon = frames.get("TCON");
    return tcon ? genres(genres(tcon)) : "";
  }
  if (lower === "date" || lower === "originaldate") {
    const stamps = frames.get(lower === "date" ? "TDRC" : "TDOR");
    return stamps ? stamps.map(id3TimeStamp) : "";
  }
  if (UNREAD.some((pattern) => pattern.test(lower)))
    throw new PythonError(
      "NotSupported",
      `desktest does not read EasyID3's '${key2}' (its frame is not ported)`
    );
  return "";
}
function check_mp3_meta(result, meta) {
  if (result === null || result === void 0) return 0;
  if (typeof result !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(result)}`
    );
  let bytes;
  try {
    bytes = readBytes(result);
  } catch (error) {
    if (error instanceof PythonError) throw new PythonError("MutagenError", error.message);
    throw error;
  }
  const frames = readId3(bytes, result);
  if (!isPlainObject(meta))
    throw new PythonError("AttributeError", `'${pyTypeName(meta)}' object has no attribute 'items'`);
  let metric = true;
  for (const [key2, rule2] of Object.entries(meta)) {
    const raw = easyGet(frames, key2);
    const value = Array.isArray(raw) ? raw.join(",") : raw;
    metric = metric && matchValueToRule(value, rule2);
  }
  return metric ? 1 : 0;
}

// src/osworld/metrics/answer-prelude.ts
var ANSWER_PRELUDE = `
import json, os, subprocess, sys
out = os.dup(1)
quiet = os.open(os.devnull, os.O_WRONLY)
os.dup2(quiet, 1)
os.dup2(quiet, 2)
def answer(**fields):
    os.write(out, (json.dumps(fields) + "\\n").encode())
    os._exit(0)
`;

// src/osworld/metrics/desktop-media.ts
import { copyFileSync, mkdtempSync as mkdtempSync2, rmSync as rmSync2, statSync as statSync5 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path13 from "node:path";
var MEDIA_MAX_BYTES = 512 << 20;
var MEDIA_TIMEOUT_MS = 3e5;
async function runInDesktop(metric, files, argv, context) {
  if (!context) throw new Error(`${metric} runs in the task's desktop, and has none here`);
  const dir = mkdtempSync2(path13.join(tmpdir2(), "desktest-media-"));
  try {
    const names = files.map((file, i) => {
      if (typeof file !== "string") return null;
      let size;
      try {
        const info = statSync5(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      if (size > MEDIA_MAX_BYTES)
        throw new PythonError(
          "NotSupported",
          `${file} holds more than ${MEDIA_MAX_BYTES >> 20} MiB, more than desktest copies into the desktop`
        );
      const name2 = `${i + 1}-${path13.basename(file)}`;
      copyFileSync(file, path13.join(dir, name2));
      return name2;
    });
    const run = await context.python.run(dir, argv(names), MEDIA_TIMEOUT_MS);
    if (run.timedOut)
      throw new PythonError(
        "NotSupported",
        `${metric} did not finish in the desktop within ${MEDIA_TIMEOUT_MS / 1e3} s`
      );
    const line = run.stdout.trim().split("\n").at(-1) ?? "";
    let answer;
    try {
      answer = JSON.parse(line);
    } catch {
      throw new PythonError(
        "NotSupported",
        `${metric} gave no answer in the desktop (exit ${run.exitCode}): ${run.stdout.slice(-300)}`
      );
    }
    if (typeof answer !== "object" || answer === null)
      throw new PythonError("NotSupported", `${metric} answered ${line.slice(0, 200)} in the desktop`);
    const fields = answer;
    if (typeof fields.missing === "string")
      throw new PythonError(
        "NotSupported",
        `${metric} runs OSWorld's computation in the desktop, whose python3 lacks ${fields.missing} (docs/osworld.md: the image profile)`
      );
    if (typeof fields.raises === "string") throw new PythonError(fields.raises, String(fields.message ?? ""));
    return fields;
  } finally {
    rmSync2(dir, { recursive: true, force: true });
  }
}
var COMPARE_AUDIOS_SCRIPT = `${ANSWER_PRELUDE}try:
    import librosa
    import numpy as np
    from fastdtw import fastdtw
    from scipy.spatial.distance import cosine
except ImportError as error:
    answer(missing=getattr(error, "name", None) or str(error))
def compare(path1, path2):
    y1, y2 = None, None
    try:
        y1, sr1 = librosa.load(path1)
    except Exception:
        pass
    try:
        y2, sr2 = librosa.load(path2)
    except Exception:
        pass
    bad1 = (y1 is None) or (y1.shape[0] == 0)
    bad2 = (y2 is None) or (y2.shape[0] == 0)
    if bad1 and bad2:
        return 1.0
    if bad1 or bad2:
        return 0.0
    try:
        mfcc1 = librosa.feature.mfcc(y=y1, sr=sr1)
        mfcc2 = librosa.feature.mfcc(y=y2, sr=sr2)
    except Exception:
        return 0.0
    mfcc1 = librosa.util.normalize(mfcc1, axis=1)
    mfcc2 = librosa.util.normalize(mfcc2, axis=1)
    distance, path = fastdtw(mfcc1.T, mfcc2.T, dist=lambda x, y: cosine(x, y))
    normalized = np.inf if len(path) == 0 else distance / len(path)
    return np.exp(-normalized)
try:
    answer(score=repr(float(compare(sys.argv[1], sys.argv[2]))))
except Exception as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
`;
var MISSING = "no-such-file";
function pyFloat2(text2, metric) {
  const special = { nan: NaN, inf: Infinity, "-inf": -Infinity };
  if (typeof text2 === "string" && text2 in special) return special[text2];
  const value = typeof text2 === "string" ? Number(text2) : NaN;
  if (Number.isNaN(value))
    throw new PythonError("NotSupported", `${metric} answered ${JSON.stringify(text2)} in the desktop`);
  return value;
}
async function compare_audios(audio1, audio2, _options = {}, context) {
  if (!pyTruthy(audio1) || !pyTruthy(audio2)) return 0;
  for (const value of [audio1, audio2])
    if (typeof value !== "string")
      throw new PythonError(
        "TypeError",
        `expected str, bytes or os.PathLike object, not ${pyTypeName(value)}`
      );
  const answer = await runInDesktop(
    "compare_audios",
    [audio1, audio2],
    ([a, b]) => ["python3", "-c", COMPARE_AUDIOS_SCRIPT, a ?? MISSING, b ?? MISSING],
    context
  );
  return pyFloat2(answer.score, "compare_audios");
}
var VIDEO_FRAMES_SCRIPT = `${ANSWER_PRELUDE}try:
    from PIL import Image
except ImportError as error:
    answer(missing="PIL")
limit = int(sys.argv[1])
def token(stream):
    data = b""
    while True:
        c = stream.read(1)
        if not c:
            return None
        if c.isspace():
            if data:
                return data
            continue
        data += c
def frames(path):
    if not os.path.isfile(path) or limit <= 0:
        return []
    try:
        proc = subprocess.Popen(
            ["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-map", "0:v:0", "-frames:v", str(limit),
             "-fps_mode", "passthrough", "-f", "image2pipe", "-c:v", "ppm", "-"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    except FileNotFoundError:
        answer(missing="ffmpeg")
    hashes = []
    while len(hashes) < limit:
        magic = token(proc.stdout)
        if magic != b"P6":
            break
        width, height, maxval = int(token(proc.stdout)), int(token(proc.stdout)), int(token(proc.stdout))
        size = width * height * 3
        data = proc.stdout.read(size)
        if maxval != 255 or len(data) < size:
            break
        image = Image.frombytes("RGB", (width, height), data)
        small = image.convert("L").resize((32, 32), Image.Resampling.LANCZOS)
        hashes.append(small.tobytes().hex())
    proc.stdout.close()
    proc.kill()
    proc.wait()
    return hashes
answer(frames=[frames(sys.argv[2]), frames(sys.argv[3])])
`;
function dct(values, count) {
  const n = values.length;
  const out = [];
  for (let k = 0; k < count; k++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[i] * Math.cos(Math.PI * k * (2 * i + 1) / (2 * n));
    out.push(2 * sum);
  }
  return out;
}
function phash(pixels) {
  const columns = Array.from(
    { length: 32 },
    (_, x) => dct(
      Array.from({ length: 32 }, (_2, y) => pixels[y * 32 + x]),
      8
    )
  );
  const low = [];
  for (let k = 0; k < 8; k++)
    low.push(
      ...dct(
        columns.map((column) => column[k]),
        8
      )
    );
  const sorted = [...low].sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  return low.map((v) => v > median);
}
async function compare_videos(video1, video2, options = {}, context) {
  const maxFrames = options.max_frames_to_check ?? 100;
  const threshold = options.threshold ?? 5;
  if (typeof maxFrames !== "number" || typeof threshold !== "number")
    throw new PythonError("TypeError", "'<' not supported between instances of 'int' and a non-number");
  const limit = Math.max(0, Math.min(1e4, Math.ceil(maxFrames)));
  const answer = await runInDesktop(
    "compare_videos",
    [video1, video2],
    ([a, b]) => ["python3", "-c", VIDEO_FRAMES_SCRIPT, String(limit), a ?? MISSING, b ?? MISSING],
    context
  );
  const [first2, second] = answer.frames;
  let mismatches = 0;
  for (let i = 0; i < maxFrames; i++) {
    const ended1 = i >= first2.length;
    const ended2 = i >= second.length;
    if (ended1 || ended2) return ended1 === ended2 ? 1 : 0;
    const a = phash(Buffer.from(first2[i], "hex"));
    const b = phash(Buffer.from(second[i], "hex"));
    const distance = a.filter((bit, j) => bit !== b[j]).length;
    if (distance > threshold) {
      mismatches++;
      if (mismatches > threshold) return 0;
    }
  }
  return 1;
}

// src/osworld/metrics/image-text.ts
import { statSync as statSync6 } from "node:fs";
var OCR_SCALE = 3;
var OCR_MAX_SIDE = 6e3;
var OCR_SCRIPT = `${ANSWER_PRELUDE}try:
    from PIL import Image
except ImportError:
    answer(missing="PIL")
path = sys.argv[1]
if not os.path.isfile(path):
    answer(raises="FileNotFoundError", message="No such file: " + repr(path))
try:
    with Image.open(path) as image:
        gray = image.convert("RGB").convert("L")
    scale = max(1.0, min(${OCR_SCALE}, ${OCR_MAX_SIDE} / max(gray.size)))
    if scale > 1:
        gray = gray.resize((round(gray.width * scale), round(gray.height * scale)), Image.Resampling.LANCZOS)
    gray.save("ocr-input.png")
except Exception as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
try:
    run = subprocess.run(["tesseract", "ocr-input.png", "stdout", "-l", "eng", "tsv"], stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, OMP_THREAD_LIMIT="1"))
except FileNotFoundError:
    answer(no_tesseract=True)
if run.returncode != 0:
    answer(raises="OSError", message=run.stderr.decode("utf-8", "replace").strip()[-500:])
answer(tsv=run.stdout.decode("utf-8", "replace"))
`;
var OCR_MAX_WORDS = 1e5;
function textOfTesseractTsv(tsv) {
  const words = [];
  const lines = tsv.split(/\r?\n/);
  const header = lines[0]?.split("	") ?? [];
  const level = header.indexOf("level");
  const text2 = header.indexOf("text");
  if (level < 0 || text2 < 0) throw new PythonError("NotSupported", "Tesseract gave no TSV header");
  for (const line of lines.slice(1)) {
    const cells = line.split("	");
    if (cells[level] !== "5") continue;
    const word = (cells[text2] ?? "").trim();
    if (word) words.push(word);
    if (words.length >= OCR_MAX_WORDS) break;
  }
  return words.join(" ");
}
function imageTextScore(extracted, rule2) {
  if (subscript(rule2, "type") !== "text") throw new PythonError("ValueError", "Unsupported rule type");
  const target = subscript(rule2, "text");
  if (typeof target !== "string")
    throw new PythonError(
      "TypeError",
      `'in <string>' requires string as left operand, not ${pyTypeName(target)}`
    );
  return extracted.includes(target) ? 1 : 0;
}
async function compare_image_text(imagePath, rule2, _options = {}, context) {
  if (!pyTruthy(imagePath)) return 0;
  if (typeof imagePath !== "string")
    throw new PythonError(
      "ValueError",
      "Invalid input type. Supporting format = string(file path or url), bytes, numpy array"
    );
  if (!statSync6(imagePath, { throwIfNoEntry: false })?.isFile())
    throw new PythonError("FileNotFoundError", `No such file: '${imagePath}'`);
  const answer = await runInDesktop(
    "compare_image_text",
    [imagePath],
    ([name2]) => ["python3", "-c", OCR_SCRIPT, name2 ?? "no-such-file"],
    context
  );
  if (answer.no_tesseract === true)
    throw new PythonError(
      "NotSupported",
      "compare_image_text reads the image with Tesseract in the desktop, which has no tesseract (the profile's tesseract tool: docs/osworld.md)"
    );
  if (typeof answer.tsv !== "string")
    throw new PythonError("NotSupported", "compare_image_text got no text from Tesseract in the desktop");
  return imageTextScore(textOfTesseractTsv(answer.tsv), rule2);
}

// src/osworld/metrics/docx-highlight.ts
function highlightedTexts(file) {
  const data = readBytes(file, "document");
  let entries;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  const part = entries["word/document.xml"];
  if (!part) throw new PythonError("KeyError", "There is no item named 'word/document.xml' in the archive");
  const root = parseXmlDocument(Buffer.from(part).toString("utf8")).documentElement;
  const out = [];
  for (const run of Array.from(root.getElementsByTagNameNS(W, "r"))) {
    const highlight = run.getElementsByTagNameNS(W, "highlight")[0];
    if (!highlight) continue;
    const value = highlight.hasAttributeNS(W, "val") ? highlight.getAttributeNS(W, "val") : null;
    if (value === "none") continue;
    const text2 = run.getElementsByTagNameNS(W, "t")[0];
    if (text2) out.push(elementText(text2));
  }
  return out;
}
function compare_highlighted_text(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const a = new Set(highlightedTexts(file1));
  const b = new Set(highlightedTexts(file2));
  return a.size === b.size && [...a].every((t) => b.has(t)) ? 1 : 0;
}

// src/osworld/metrics/odt-highlight.ts
function check_highlighted_words(file1, file2) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!pyTruthy(compare_docx_files(file1, file2))) return 0;
  const doc = loadOdf(file1);
  let highlighted = false;
  for (const span of doc.elementsOfType(TEXT_NS, "span")) {
    const styleName = odfGetAttribute(span, "stylename");
    if (styleName) {
      for (const style of doc.automaticStyles.children)
        if (odfGetAttribute(style, "name") === styleName && style.kind === "element") {
          for (const property of style.children)
            if (odfGetAttribute(property, "backgroundcolor") === "#ffff00") {
              highlighted = true;
              break;
            }
        }
      if (highlighted) break;
    }
  }
  return highlighted ? 0 : 1;
}

// src/osworld/metrics/ciede2000.ts
var XYZ_FROM_RGB = [
  [0.412453, 0.35758, 0.180423],
  [0.212671, 0.71516, 0.072169],
  [0.019334, 0.119193, 0.950227]
];
var D65_2 = [0.95047, 1, 1.08883];
function rgb2lab(rgb) {
  const linear = rgb.map((c) => c > 0.04045 ? Math.pow((c + 0.055) / 1.055, 2.4) : c / 12.92);
  const xyz = XYZ_FROM_RGB.map((row) => linear[0] * row[0] + linear[1] * row[1] + linear[2] * row[2]);
  const [x, y, z] = xyz.map((v, i) => {
    const scaled = v / D65_2[i];
    return scaled > 8856e-6 ? Math.cbrt(scaled) : 7.787 * scaled + 16 / 116;
  });
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
function polar(x, y) {
  let t = Math.atan2(y, x);
  if (t < 0) t += 2 * Math.PI;
  return [Math.hypot(x, y), t];
}
var deg2rad = (d) => d * (Math.PI / 180);
var rad2deg = (r) => r * (180 / Math.PI);
function deltaECiede2000(lab1, lab2) {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  let Cbar = 0.5 * (Math.hypot(a1, b1) + Math.hypot(a2, b2));
  let c7 = Cbar ** 7;
  const G = 0.5 * (1 - Math.sqrt(c7 / (c7 + 25 ** 7)));
  const scale = 1 + G;
  const [C1, h1] = polar(a1 * scale, b1);
  const [C2, h2] = polar(a2 * scale, b2);
  const Lbar = 0.5 * (L1 + L2);
  const tmp = (Lbar - 50) ** 2;
  const SL = 1 + 0.015 * tmp / Math.sqrt(20 + tmp);
  const L_term = (L2 - L1) / (1 * SL);
  Cbar = 0.5 * (C1 + C2);
  const SC = 1 + 0.045 * Cbar;
  const C_term = (C2 - C1) / (1 * SC);
  const h_diff = h2 - h1;
  const h_sum = h1 + h2;
  const CC = C1 * C2;
  let dH = h_diff;
  if (h_diff > Math.PI) dH -= 2 * Math.PI;
  if (h_diff < -Math.PI) dH += 2 * Math.PI;
  if (CC === 0) dH = 0;
  const dH_term = 2 * Math.sqrt(CC) * Math.sin(dH / 2);
  let Hbar = h_sum;
  const mask = CC !== 0 && Math.abs(h_diff) > Math.PI;
  if (mask && h_sum < 2 * Math.PI) Hbar += 2 * Math.PI;
  if (mask && h_sum >= 2 * Math.PI) Hbar -= 2 * Math.PI;
  if (CC === 0) Hbar *= 2;
  Hbar *= 0.5;
  const T = 1 - 0.17 * Math.cos(Hbar - deg2rad(30)) + 0.24 * Math.cos(2 * Hbar) + 0.32 * Math.cos(3 * Hbar + deg2rad(6)) - 0.2 * Math.cos(4 * Hbar - deg2rad(63));
  const SH = 1 + 0.015 * Cbar * T;
  const H_term = dH_term / (1 * SH);
  c7 = Cbar ** 7;
  const Rc = 2 * Math.sqrt(c7 / (c7 + 25 ** 7));
  const dtheta = deg2rad(30) * Math.exp(-(((rad2deg(Hbar) - 275) / 25) ** 2));
  const R_term = -Math.sin(2 * dtheta) * Rc * C_term * H_term;
  let dE2 = L_term ** 2;
  dE2 += C_term ** 2;
  dE2 += H_term ** 2;
  dE2 += R_term;
  return Math.sqrt(Math.max(dE2, 0));
}

// src/osworld/metrics/docx-colored-words.ts
function decimal(element2, fallback) {
  if (!element2) return fallback;
  if (!element2.hasAttributeNS(W, "val"))
    throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
  const text2 = pyStrip(element2.getAttributeNS(W, "val") ?? "");
  if (!/^[-+]?\d(?:_?\d)*$/.test(text2))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: '${text2}'`);
  return Number(text2.replace(/_/g, ""));
}
var first = (node, name2) => node ? children2(node, name2)[0] : void 0;
var gridSpan = (tc) => decimal(first(first(tc, "tcPr"), "gridSpan"), 1);
var gridBefore = (tr) => decimal(first(first(tr, "trPr"), "gridBefore"), 0);
function vMerge(tc) {
  const element2 = first(first(tc, "tcPr"), "vMerge");
  if (!element2) return null;
  return element2.hasAttributeNS(W, "val") ? element2.getAttributeNS(W, "val") : "continue";
}
function tcAbove(tc) {
  const tr = tc.parentNode;
  let above = tr.previousSibling;
  while (above && !(above.nodeType === 1 && above.localName === "tr" && above.namespaceURI === W))
    above = above.previousSibling;
  if (!above) throw new PythonError("ValueError", "no tr above topmost tr in w:tbl");
  let offset = gridBefore(tr);
  for (const before of children2(tr, "tc")) {
    if (before === tc) break;
    offset += gridSpan(before);
  }
  const gridOffset = offset;
  let remaining = gridOffset - gridBefore(above);
  for (const candidate of children2(above, "tc")) {
    if (remaining < 0) break;
    if (remaining === 0) return candidate;
    remaining -= gridSpan(candidate);
  }
  throw new PythonError("ValueError", `no \`tc\` element at grid_offset=${gridOffset}`);
}
function rowCells(tr) {
  const cellsOf = (tc) => vMerge(tc) === "continue" ? cellsOf(tcAbove(tc)) : Array(gridSpan(tc)).fill(tc);
  return children2(tr, "tc").flatMap(cellsOf);
}
function hexInt(text2) {
  const match = /^[-+]?(?:0[xX]_?)?[0-9a-fA-F](?:_?[0-9a-fA-F])*$/.exec(pyStrip(text2));
  if (!match) throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text2}'`);
  const body = match[0].replace(/_/g, "").replace(/^([-+]?)0[xX]/, "$1");
  return Number.parseInt(body, 16);
}
function runRgb(run) {
  const color = first(first(run, "rPr"), "color");
  if (!color) return null;
  if (!color.hasAttributeNS(W, "val"))
    throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
  const value = color.getAttributeNS(W, "val") ?? "";
  if (value === "auto") return null;
  const chars = Array.from(value);
  const rgb = [chars.slice(0, 2), chars.slice(2, 4), chars.slice(4)].map((c) => hexInt(c.join("")));
  if (rgb.some((v) => v < 0 || v > 255))
    throw new PythonError("ValueError", `RGBColor() takes three integer values 0-255`);
  return rgb;
}
function difference2(rgb, target) {
  if (rgb === null) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const srgb = (c) => c.map((v) => v / 255);
  return deltaECiede2000(rgb2lab(srgb(rgb)), rgb2lab(srgb(target)));
}
function evaluate_colored_words_in_tables(file1, file2, options = {}) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!compare_docx_files(file1, file2)) return 0;
  let document2;
  try {
    document2 = openDocx(file1);
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  const threshold = dictGet(options, "threshold", 3.5);
  for (const table of tables(document2.body))
    for (const tr of children2(table, "tr"))
      for (const cell of rowCells(tr))
        for (const paragraph of paragraphs(cell))
          for (const run of runs(paragraph)) {
            const word = runText(run);
            if (!word) continue;
            const vowel = "aeiou".includes(String.fromCodePoint(word.codePointAt(0)).toLowerCase());
            if (vowel && pyCompare(difference2(runRgb(run), [255, 0, 0]), "gt", threshold)) return 0;
            else if (!vowel && pyCompare(difference2(runRgb(run), [0, 0, 255]), "gt", threshold)) return 0;
          }
  return 1;
}

// src/osworld/metrics/docx-tabstops.ts
var UNITS = {
  mm: 36e3,
  cm: 36e4,
  in: 914400,
  pt: 12700,
  pc: 152400,
  pi: 152400
};
function pyRound(x) {
  if (Number.isNaN(x)) throw new PythonError("ValueError", "cannot convert float NaN to integer");
  if (!Number.isFinite(x)) throw new PythonError("OverflowError", "cannot convert float infinity to integer");
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest < 0.5) return floor;
  if (rest > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}
function twipsMeasure(text2, signed) {
  if (/[imp]/.test(text2)) {
    const chars = Array.from(text2);
    const quantity = pyFloat(chars.slice(0, -2).join(""));
    const unit = chars.slice(-2).join("");
    const multiplier = UNITS[unit];
    if (multiplier === void 0) throw new PythonError("KeyError", `'${unit}'`);
    return pyRound(quantity * multiplier);
  }
  const twips = signed ? pyRound(pyFloat(text2)) : Number(pyInt(text2));
  return twips * 635;
}
function measure(element2, name2, signed) {
  if (!element2 || !element2.hasAttributeNS(W, name2)) return null;
  return twipsMeasure(element2.getAttributeNS(W, name2) ?? "", signed);
}
var ALIGNMENTS = /* @__PURE__ */ new Set([
  "left",
  "center",
  "right",
  "decimal",
  "bar",
  "list",
  "clear",
  "end",
  "num",
  "start"
]);
var TabStop = class {
  constructor(tab) {
    this.tab = tab;
  }
  tab;
  get alignment() {
    if (!this.tab.hasAttributeNS(W, "val"))
      throw new PythonError("InvalidXmlError", "required 'w:val' attribute not present");
    const value = this.tab.getAttributeNS(W, "val") ?? "";
    if (!ALIGNMENTS.has(value))
      throw new PythonError("ValueError", `WD_TAB_ALIGNMENT has no XML mapping for '${value}'`);
    return value;
  }
  get position() {
    if (!this.tab.hasAttributeNS(W, "pos"))
      throw new PythonError("InvalidXmlError", "required 'w:pos' attribute not present");
    return twipsMeasure(this.tab.getAttributeNS(W, "pos") ?? "", true);
  }
};
function counted(paragraph) {
  const pPr = children2(paragraph, "pPr")[0];
  const tabs = pPr ? children2(pPr, "tabs")[0] : void 0;
  const stops = tabs ? children2(tabs, "tab").map((t) => new TabStop(t)) : [];
  return stops.filter((t) => !(t.alignment === "clear" || t.alignment === "left" && t.position === 0));
}
function firstSection(docx) {
  for (let node = docx.body.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1 || node.namespaceURI !== W) continue;
    const element2 = node;
    if (element2.localName === "sectPr") return element2;
    if (element2.localName === "p")
      for (const pPr of children2(element2, "pPr")) {
        const section = children2(pPr, "sectPr")[0];
        if (section) return section;
      }
  }
  throw new PythonError("IndexError", "list index out of range");
}
function open(file) {
  try {
    return openDocx(file);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
function check_tabstops(file1, file2, options = {}) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const doc1 = open(file1);
  const doc2 = doc1 && open(file2);
  if (!doc1 || !doc2) return 0;
  const nonBlank = (d) => paragraphs(d.body).filter((p) => pyStrip(paragraphText(p)) !== "");
  const para1 = nonBlank(doc1);
  const para2 = nonBlank(doc2);
  if (para1.length !== para2.length) return 0;
  const number3 = dictGet(options, "word_number_split_by_tabstop", null);
  if (number3 !== null) {
    const index = dictGet(options, "index", 0);
    for (const p1 of para1) {
      const part = subscript(paragraphText(p1).split("	"), index);
      if (!pyEquals(pySplitWhitespace(part).length, number3)) return 0;
    }
  }
  const section = firstSection(doc2);
  const pgSz = children2(section, "pgSz")[0];
  const pgMar = children2(section, "pgMar")[0];
  const pageWidth = measure(pgSz, "w", false);
  const left = measure(pgMar, "left", false);
  if (pageWidth === null || left === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'NoneType' and 'int'");
  const right = measure(pgMar, "right", false);
  if (right === null)
    throw new PythonError("TypeError", "unsupported operand type(s) for -: 'int' and 'NoneType'");
  const width = pageWidth - left - right;
  let minus2 = 0;
  for (let i = 0; i < para1.length; i++) {
    const tabs1 = counted(para1[i]);
    const tabs2 = counted(para2[i]);
    if (tabs1.length !== tabs2.length) return 0;
    let difference3 = 0;
    for (let j = 0; j < tabs1.length; j++) {
      const [t1, t2] = [tabs1[j], tabs2[j]];
      if (t1.alignment !== t2.alignment) return 0;
      difference3 += Math.abs(t1.position - t2.position);
    }
    if (width === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
    minus2 += difference3 / width;
  }
  if (para1.length === 0) throw new PythonError("ZeroDivisionError", "float division by zero");
  return 1 - minus2 / para1.length;
}

// src/osworld/metrics/docx-references.ts
function endsWith2(value, suffix) {
  if (typeof value !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'endswith'`);
  return value.endsWith(suffix);
}
function number2(value, operation) {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError(
    "TypeError",
    `unsupported operand type(s) for ${operation}: '${pyTypeName(value)}' and 'float'`
  );
}
function compare_references(file1, file2, options = {}) {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const indicator = dictGet(options, "reference_indicator", "References");
  const base = dictGet(options, "reference_base_result", 0.5);
  if (!(endsWith2(file1, ".docx") && endsWith2(file2, ".docx"))) return 0;
  let docs;
  try {
    docs = [openDocx(file1), openDocx(file2)];
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  const [p1, p2] = docs.map((d) => paragraphs(d.body).map(paragraphText));
  const ref1 = p1.findIndex((t) => pyEquals(t, indicator));
  const ref2 = p2.findIndex((t) => pyEquals(t, indicator));
  if (ref1 === -1 && ref2 === -1) return 1;
  if (ref1 === -1 || ref2 === -1) return 0;
  const items = (texts3, from) => texts3.slice(from + 1).filter((t) => pyStrip(t) !== "");
  const r1 = items(p1, ref1);
  const r2 = items(p2, ref2);
  if (r1.length !== r2.length) return 0;
  let total = 0;
  r1.forEach((r, i) => total += fuzzRatio(r, r2[i]) / 100);
  if (r1.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
  const result = total / r1.length;
  const epsilon = 0.01;
  const baseValue = number2(base, "+");
  if (result >= baseValue + epsilon) return (result - baseValue) / (1 - baseValue);
  return 0;
}

// src/osworld/metrics/vlc-playing.ts
var FILE_INFO = ["filename", "title", "uri", "location", "name"].map((n) => ["meta", n]);
var URL_INFO = [
  ...["url", "URI", "location", "title", "filename"].map((n) => ["meta", n]),
  ...["Codec", "Type", "Language"].map((n) => ["Stream 0", n])
];
function plainAttribute(element2, name2) {
  for (let i = 0; i < element2.attributes.length; i++) {
    const attr = element2.attributes.item(i);
    if (attr.localName === name2 && !attr.namespaceURI && !attr.prefix) return attr.value;
  }
  return null;
}
function children3(node, tag, name2) {
  const out = [];
  for (let child2 = node.firstChild; child2; child2 = child2.nextSibling) {
    if (child2.nodeType !== 1) continue;
    const element2 = child2;
    if (element2.localName !== tag || element2.namespaceURI || element2.prefix) continue;
    if (name2 === void 0 || plainAttribute(element2, "name") === name2) out.push(element2);
  }
  return out;
}
function findInfo(root, category, info) {
  for (const information of children3(root, "information"))
    for (const cat of children3(information, "category", category)) {
      const found = children3(cat, "info", info)[0];
      if (found) return found;
    }
  return void 0;
}
function firstText2(root, places) {
  for (const [category, info] of places) {
    const element2 = findInfo(root, category, info);
    const text2 = element2 ? elementText(element2) : null;
    if (text2) return text2;
  }
  return null;
}
var basename = (p) => p.slice(p.lastIndexOf("/") + 1);
function needStr(value, operation) {
  if (typeof value === "string") return value;
  throw new PythonError(
    "TypeError",
    operation === "endswith" ? `endswith first arg must be str or a tuple of str, not ${pyTypeName(value)}` : `'in <string>' requires string as left operand, not ${pyTypeName(value)}`
  );
}
function fileNameMatches(fileInfo, expected) {
  if (basename(fileInfo) === expected) return true;
  const name2 = needStr(expected, "endswith");
  if (fileInfo.endsWith(name2)) return true;
  return fileInfo.includes(name2) && (fileInfo.endsWith(`/${name2}`) || fileInfo.endsWith(`\\${name2}`));
}
function urlMatches(fileInfo, expected) {
  const url = needStr(expected, "in");
  if (fileInfo.includes(url) || fileInfo.endsWith(url)) return true;
  try {
    const wanted = urlparse(url);
    if (fileInfo === basename(wanted.path)) return true;
    if (fileInfo.includes("://")) {
      const actual = urlparse(fileInfo);
      if (wanted.netloc === actual.netloc && actual.path.includes(wanted.path)) return true;
    }
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
  }
  return false;
}
function is_vlc_playing(actualStatusPath, rule2) {
  const root = xmlRootFromString(pyDecodeUtf8(readBytes(actualStatusPath, "VLC status file")));
  const state = children3(root, "state")[0];
  if (!state) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'text'");
  if (elementText(state) !== "playing") return 0;
  const type = subscript(rule2, "type");
  if (type === "file_name") {
    const fileInfo = firstText2(root, FILE_INFO);
    if (!fileInfo) return 0;
    return fileNameMatches(fileInfo, subscript(rule2, "file_name")) ? 1 : 0;
  }
  if (type === "url") {
    const expected = subscript(rule2, "url");
    const fileInfo = firstText2(root, URL_INFO);
    if (!fileInfo) return 0;
    return urlMatches(fileInfo, expected) ? 1 : 0;
  }
  return 0;
}

// src/osworld/metrics/python-test-suite.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { existsSync as existsSync4, lstatSync, readdirSync as readdirSync2, realpathSync, statSync as statSync7 } from "node:fs";
import path14 from "node:path";
var TEST_SUITE_TIMEOUT_MS = 12e4;
var TEST_SUITE_MAX_FILES = 1e3;
var TEST_SUITE_MAX_BYTES = 64 << 20;
var TEST_SUITE_HARNESS = `${ANSWER_PRELUDE}import importlib.util, uuid
from pathlib import Path

test_file = Path(sys.argv[1]).resolve()
function_name = json.loads(sys.argv[2])

def score():
    module_name = "dynamic_test_module_" + uuid.uuid4().hex[:8]
    test_dir = test_file.parent
    os.chdir(test_dir)
    if str(test_dir) not in sys.path:
        sys.path.insert(0, str(test_dir))
    try:
        spec = importlib.util.spec_from_file_location(module_name, test_file)
        if spec is None or spec.loader is None:
            return 0.0
        module = importlib.util.module_from_spec(spec)
        if module is None:
            return 0.0
        sys.modules[module_name] = module
        spec.loader.exec_module(module)
    except Exception:
        return 0.0
    try:
        if not hasattr(module, function_name):
            return 0.0
        function = getattr(module, function_name)
        if not callable(function):
            return 0.0
    except Exception:
        return 0.0
    try:
        result = function()
        if isinstance(result, bool):
            return 1.0 if result else 0.0
        if isinstance(result, (int, float)):
            return max(0.0, min(1.0, float(result)))
        return 1.0 if bool(result) else 0.0
    except Exception:
        return 0.0

try:
    value = score()
except BaseException as error:
    answer(raises=type(error).__name__, message=str(error)[:500])
answer(score=repr(value))
`;
function testSuiteOutcome(run, log) {
  if (run.timedOut) {
    log(
      `check_python_file_by_test_suite: the test suite did not finish within ${TEST_SUITE_TIMEOUT_MS / 1e3} s; it scores 0`
    );
    return 0;
  }
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  let answer;
  try {
    answer = JSON.parse(line);
  } catch {
    throw new PythonError(
      "SystemExit",
      `the test suite ended its Python process (exit ${run.exitCode}) before it gave a score`
    );
  }
  if (typeof answer.raises === "string")
    throw new PythonError(answer.raises, typeof answer.message === "string" ? answer.message : "");
  const score = Number(answer.score);
  if (typeof answer.score !== "string" || !Number.isFinite(score))
    throw new PythonError("ValueError", `the test suite harness answered ${line.slice(0, 200)}`);
  return score;
}
function checkBounds(dir) {
  let files = 0;
  let bytes = 0;
  const walk2 = (folder) => {
    for (const name2 of readdirSync2(folder)) {
      const entry = path14.join(folder, name2);
      const info = lstatSync(entry);
      if (++files > TEST_SUITE_MAX_FILES)
        throw new PythonError(
          "NotSupported",
          `the test file's folder has more than ${TEST_SUITE_MAX_FILES} entries, more than desktest copies into the desktop`
        );
      if (info.isDirectory()) walk2(entry);
      else if (info.isFile() && (bytes += info.size) > TEST_SUITE_MAX_BYTES)
        throw new PythonError(
          "NotSupported",
          `the test file's folder holds more than ${TEST_SUITE_MAX_BYTES >> 20} MiB, more than desktest copies into the desktop`
        );
    }
  };
  walk2(dir);
}
async function check_python_file_by_test_suite(_actualFiles, testFile, options = {}, context) {
  const functionName = dictGet(options, "test_function_name", "test");
  if (!pyTruthy(testFile)) return 0;
  if (typeof testFile !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(testFile)}`
    );
  const file = path14.resolve(testFile);
  if (!existsSync4(file) || !statSync7(file).isFile()) return 0;
  if (!context)
    throw new Error("check_python_file_by_test_suite runs in the task's desktop, and has none here");
  const real = realpathSync(file);
  const cache = realpathSync(context.hostCacheDir);
  if (!real.startsWith(cache + path14.sep))
    throw new PythonError(
      "NotSupported",
      `the test file ${testFile} is not in the task cache: desktest runs only a test file a getter fetched there`
    );
  const dir = path14.dirname(real);
  checkBounds(dir);
  const run = await context.python.run(
    dir,
    ["python3", "-c", TEST_SUITE_HARNESS, path14.basename(real), JSON.stringify(functionName)],
    TEST_SUITE_TIMEOUT_MS
  );
  return testSuiteOutcome(run, context.log);
}
function desktopPython(session) {
  return {
    async run(hostDir, argv, timeoutMs) {
      const stage = `/tmp/desktest-osworld/test-suite-${randomUUID2()}`;
      await session.exec(["mkdir", "-p", stage], { timeoutMs: 1e4 });
      try {
        await session.copyIn(hostDir, stage);
        return await session.exec(argv, { cwd: `${stage}/${path14.basename(hostDir)}`, timeoutMs });
      } finally {
        await session.exec(["rm", "-rf", stage], { timeoutMs: 3e4 });
      }
    }
  };
}

// src/osworld/metrics/structure-threshold.ts
async function check_structure_sim_with_threshold(src, tgt, options = {}) {
  if (src === null || src === void 0 || tgt === null || tgt === void 0) return 0;
  const threshold = dictGet(options, "ssim_threshold", 0.85);
  try {
    let a = await openImage(src);
    let b = await openImage(tgt);
    if (a.width !== b.width || a.height !== b.height) a = resize(a, b.width, b.height, "lanczos");
    if (a.mode !== "RGB") a = convert2(a, "RGB");
    if (b.mode !== "RGB") b = convert2(b, "RGB");
    const minDim = Math.min(a.width, a.height);
    const winSize = minDim >= 7 ? 7 : minDim % 2 === 1 ? minDim : minDim - 1;
    if (winSize < 1) return 0;
    if (winSize === 1) return 0;
    const similarity = structuralSimilarity(a.data, b.data, a.width, a.height, BANDS.RGB, winSize);
    const number3 = typeof threshold === "number" ? threshold : typeof threshold === "boolean" ? Number(threshold) : typeof threshold === "bigint" ? Number(threshold) : void 0;
    if (number3 === void 0) return 0;
    return similarity >= number3 ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return 0;
    throw error;
  }
}

// src/osworld/metrics/speedtest.ts
import { readFileSync as readFileSync5 } from "node:fs";
function compare_time_in_speedtest_results(path27, timeDiff, options) {
  rejectKeywords("compare_time_in_speedtest_results", options);
  if (!pyTruthy(path27)) return 0;
  try {
    if (typeof path27 !== "string") throw new PythonError("TypeError", "expected str, bytes or os.PathLike");
    const line = secondLine(path27);
    if (line === void 0) throw new PythonError("UnboundLocalError", "'date' referenced before assignment");
    const fields = line.split(",");
    if (fields.length < 2) throw new PythonError("IndexError", "list index out of range");
    const now = /* @__PURE__ */ new Date();
    const stamp = Array.from(fields[1]).slice(-5).join("");
    const minutes = strptimeHourMinute(stamp) - (now.getHours() * 60 + now.getMinutes());
    const limit = pyInt(timeDiff);
    return Math.abs(minutes * 60) / 60 < Number(limit) ? 1 : 0;
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
}
function strptimeHourMinute(text2) {
  const match = pythonMatch("(?P<H>2[0-3]|[0-1]\\d|\\d):(?P<M>[0-5]\\d|\\d)", text2, RE_FLAGS.IGNORECASE);
  if (!match || match[0].length !== text2.length)
    throw new PythonError("ValueError", `time data '${text2}' does not match format '%H:%M'`);
  return Number(pyInt(match.H)) * 60 + Number(pyInt(match.M));
}
var CHUNK = 8192;
function secondLine(path27) {
  let data;
  try {
    data = readFileSync5(path27);
  } catch (error) {
    const code = error.code;
    throw new PythonError(code === "EISDIR" ? "IsADirectoryError" : "FileNotFoundError", String(error));
  }
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let text2 = "";
  for (let at = 0; ; at += CHUNK) {
    const end = at + CHUNK >= data.length;
    try {
      text2 += decoder.decode(data.subarray(at, at + CHUNK), { stream: !end });
    } catch {
      throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
    }
    const settled = end ? text2 : text2.replace(/\r$/, "");
    const lines = settled.replace(/\r\n?/g, "\n").split(/(?<=\n)/);
    if (lines.length > 2 || lines.length === 2 && lines[1].endsWith("\n")) return lines[1];
    if (end) return lines.length === 2 && lines[1] !== "" ? lines[1] : void 0;
  }
}

// src/osworld/metrics/conference-cities.ts
import path15 from "node:path";
function compare_conference_city_in_order(actualPath, expectedCity, options) {
  rejectKeywords("compare_conference_city_in_order", options);
  const expected = subscript(expectedCity, "expected");
  const cells = activeColumnC(actualPath);
  try {
    for (const [i, cell] of cells.entries()) {
      const wanted = subscript(expected, i);
      if (typeof wanted === "string") {
        if (!contains(cell, wanted)) return 0;
      } else if (Array.isArray(wanted)) {
        if (!wanted.some((candidate) => contains(cell, candidate))) return 0;
      } else throw new PythonError("TypeError", "Expected city should be a string or a list of strings");
    }
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  return 1;
}
function contains(cell, item) {
  if (cell === "not text") throw new PythonError("TypeError", "argument of type is not iterable");
  if (typeof item !== "string")
    throw new PythonError("TypeError", "'in <string>' requires string as left operand");
  return cell.text.includes(item);
}
var SUPPORTED_FORMATS = /* @__PURE__ */ new Set([".xlsx", ".xlsm", ".xltx", ".xltm"]);
var REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
function activeColumnC(file) {
  if (typeof file !== "string")
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object");
  const extension = path15.extname(file).toLowerCase();
  if (!SUPPORTED_FORMATS.has(extension))
    throw new PythonError(
      "InvalidFileException",
      `openpyxl does not support ${extension} file format, please check you can open it with Excel first`
    );
  const book = openWorkbook(file);
  const workbook = xml(book.entries, "xl/workbook.xml");
  const rels = xml(book.entries, "xl/_rels/workbook.xml.rels");
  const relTypes = new Map(
    descendants(rels, "Relationship").map((r) => [r.getAttribute("Id") ?? "", r.getAttribute("Type") ?? ""])
  );
  const sheets = descendants(workbook, "sheet").map((s, i) => ({
    info: book.sheets[i],
    type: relTypes.get(s.getAttributeNS(REL_NS, "id") ?? "") ?? ""
  })).filter(({ info }) => book.entries[info.part] !== void 0);
  const view = descendants(workbook, "workbookView").find((v) => v.getAttribute("activeTab") !== null);
  const active = sheets[Number(view?.getAttribute("activeTab") ?? 0)];
  if (!active) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  if (active.type.includes("chartsheet"))
    throw new PythonError("TypeError", "'Chartsheet' object is not subscriptable");
  const values = worksheetCells(book, active.info.part);
  return Array.from({ length: 21 }, (_, i) => values.get(`${i + 2}`) ?? "not text");
}
function worksheetCells(book, part) {
  const doc = xml(book.entries, part);
  const out = /* @__PURE__ */ new Map();
  const shared = /* @__PURE__ */ new Set();
  let rowIndex = 0;
  for (const row of descendants(doc, "row")) {
    rowIndex = Number(row.getAttribute("r") ?? rowIndex + 1);
    let colIndex = 0;
    for (const c of children(row, "c")) {
      const ref = c.getAttribute("r");
      const match = ref ? /^([A-Za-z]+)(\d+)$/.exec(ref) : null;
      colIndex = match ? columnNumber(match[1]) : colIndex + 1;
      const cellRow = match ? Number(match[2]) : rowIndex;
      const value = cellText2(book, c, shared);
      if (colIndex === 3) out.set(String(cellRow), value);
    }
  }
  for (const merged of descendants(doc, "mergeCell")) {
    const bounds = /^([A-Za-z]+)(\d+):([A-Za-z]+)(\d+)$/.exec(merged.getAttribute("ref") ?? "");
    if (!bounds) continue;
    const [c1, r1, c2, r2] = [
      columnNumber(bounds[1]),
      Number(bounds[2]),
      columnNumber(bounds[3]),
      Number(bounds[4])
    ];
    if (c1 > 3 || c2 < 3) continue;
    for (let r = r1; r <= r2; r++) if (!(r === r1 && c1 === 3)) out.delete(String(r));
  }
  return out;
}
function cellText2(book, c, sharedFormulas) {
  const type = c.getAttribute("t") ?? "n";
  const formula = children(c, "f")[0];
  if (formula) {
    const kind = formula.getAttribute("t");
    const text2 = `=${textOf(formula) ?? ""}`;
    if (kind === "array" || kind === "dataTable") return "not text";
    if (kind === "shared") {
      const id = formula.getAttribute("si") ?? "";
      if (sharedFormulas.has(id))
        throw new PythonError(
          "NotSupported",
          "a cell's shared formula would be translated from its first cell (openpyxl's Translator), which desktest does not do"
        );
      if (text2 !== "=") sharedFormulas.add(id);
    }
    return { text: text2 };
  }
  const v = textOf(children(c, "v")[0]) || null;
  if (type === "inlineStr") {
    const is = children(c, "is")[0];
    if (!is) return "not text";
    const runs2 = children(is, "r").map((r) => textOf(children(r, "t")[0]) ?? "");
    return { text: [textOf(children(is, "t")[0]) ?? "", ...runs2].join("") };
  }
  if (v === null) return "not text";
  switch (type) {
    case "s": {
      const text2 = book.sharedStrings[Number(v)];
      if (text2 === void 0) throw new PythonError("IndexError", "list index out of range");
      return { text: text2 };
    }
    case "str":
    case "e":
      return { text: v };
    case "n":
      return dateOutOfRange(book, c, v) ? { text: "#VALUE!" } : "not text";
    default:
      return "not text";
  }
}
function dateOutOfRange(book, c, v) {
  const numFmt = book.xfNumFmt[Number(c.getAttribute("s") ?? 0)] ?? 0;
  const code = book.numFmtCodes.get(numFmt);
  const isDate = [14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47].includes(numFmt) || code !== void 0 && isDateFormat(code);
  if (!isDate) return false;
  const serial = Number(v);
  if (!Number.isFinite(serial)) return true;
  const epochOrdinal = book.date1904 ? 695056 : 693594;
  const day = Math.floor(serial);
  const extraDay = Math.round((serial - day) * 864e5) >= 864e5 ? 1 : 0;
  const shift = !book.date1904 && serial > 0 && serial < 60 ? 1 : 0;
  if (serial >= 0 && serial < 1) return false;
  const ordinal = epochOrdinal + day + shift + extraDay;
  return Math.abs(day) > 999999999 || ordinal < 1 || ordinal > 3652059;
}

// src/osworld/metrics/html/python-html-parser.ts
var re = (pattern, flags = 0) => compilePythonRegex(pattern, flags);
var sticky = (r) => new RegExp(r.source, `${r.flags}y`);
var global = (r) => new RegExp(r.source, `${r.flags}g`);
var INTERESTING_NORMAL = global(re("[&<]"));
var INCOMPLETE = sticky(re("&[a-zA-Z#]"));
var ENTITYREF = sticky(re("&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]"));
var CHARREF = sticky(re("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]"));
var STARTTAGOPEN = sticky(re("<[a-zA-Z]"));
var PICLOSE = global(re(">"));
var TAGFIND_TOLERANT = sticky(re("([a-zA-Z][^\\t\\n\\r\\f />\\x00]*)(?:\\s|/(?!>))*"));
var ATTRFIND_TOLERANT = sticky(
  re(`((?<=['"\\s/])[^\\s/>][^\\s/=>]*)(\\s*=+\\s*('[^']*'|"[^"]*"|(?!['"])[^>\\s]*))?(?:\\s|/(?!>))*`)
);
var LOCATESTARTTAGEND_TOLERANT = sticky(
  re(
    `
  <[a-zA-Z][^\\t\\n\\r\\f />\\x00]*       # tag name
  (?:[\\s/]*                          # optional whitespace before attribute name
    (?:(?<=['"\\s/])[^\\s/>][^\\s/=>]*  # attribute name
      (?:\\s*=+\\s*                    # value indicator
        (?:'[^']*'                   # LITA-enclosed value
          |"[^"]*"                   # LIT-enclosed value
          |(?!['"])[^>\\s]*           # bare value
         )
        \\s*                          # possibly followed by a space
       )?(?:\\s|/(?!>))*
     )*
   )?
  \\s*                                # trailing whitespace
`,
    RE_FLAGS.VERBOSE
  )
);
var ENDENDTAG = global(re(">"));
var ENDTAGFIND = sticky(re("</\\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\\s*>"));
var DECLNAME = sticky(re("[a-zA-Z][-_.a-zA-Z0-9]*\\s*"));
var COMMENTCLOSE = global(re("--\\s*>"));
var MARKEDSECTIONCLOSE = global(re("]\\s*]\\s*>"));
var MSMARKEDSECTIONCLOSE = global(re("]\\s*>"));
function matchAt(regex, text2, at) {
  regex.lastIndex = at;
  return regex.exec(text2);
}
function searchFrom(regex, text2, at) {
  regex.lastIndex = at;
  return regex.exec(text2);
}
function tokenizeLikeHtmlParser(text2, tokens) {
  const parser = new HtmlParser(text2, tokens);
  parser.goahead(false);
  parser.goahead(true);
}
var HtmlParser = class {
  constructor(rawdata, tokens) {
    this.rawdata = rawdata;
    this.tokens = tokens;
  }
  rawdata;
  tokens;
  interesting = INTERESTING_NORMAL;
  cdataElem = null;
  setCdataMode(elem) {
    this.cdataElem = elem.toLowerCase();
    this.interesting = global(re(`</\\s*${this.cdataElem}\\s*>`, RE_FLAGS.IGNORECASE));
  }
  clearCdataMode() {
    this.interesting = INTERESTING_NORMAL;
    this.cdataElem = null;
  }
  goahead(end) {
    const rawdata = this.rawdata;
    let i = 0;
    const n = rawdata.length;
    while (i < n) {
      let j;
      const match = searchFrom(this.interesting, rawdata, i);
      if (match) j = match.index;
      else {
        if (this.cdataElem) break;
        j = n;
      }
      if (i < j) this.tokens.data(rawdata.slice(i, j));
      i = j;
      if (i === n) break;
      if (rawdata.startsWith("<", i)) {
        let k;
        if (matchAt(STARTTAGOPEN, rawdata, i)) k = this.parseStarttag(i);
        else if (rawdata.startsWith("</", i)) k = this.parseEndtag(i);
        else if (rawdata.startsWith("<!--", i)) k = this.parseComment(i);
        else if (rawdata.startsWith("<?", i)) k = this.parsePi(i);
        else if (rawdata.startsWith("<!", i)) k = this.parseHtmlDeclaration(i);
        else if (i + 1 < n) {
          this.tokens.data("<");
          k = i + 1;
        } else break;
        if (k < 0) {
          if (!end) break;
          k = rawdata.indexOf(">", i + 1);
          if (k < 0) {
            k = rawdata.indexOf("<", i + 1);
            if (k < 0) k = i + 1;
          } else k += 1;
          this.tokens.data(rawdata.slice(i, k));
        }
        i = k;
      } else if (rawdata.startsWith("&#", i)) {
        const ref = matchAt(CHARREF, rawdata, i);
        if (ref) {
          let k = ref.index + ref[0].length;
          if (!rawdata.startsWith(";", k - 1)) k -= 1;
          this.tokens.data(ref[0]);
          i = k;
          continue;
        }
        if (rawdata.slice(i).includes(";")) {
          this.tokens.data(rawdata.slice(i, i + 2));
          i += 2;
        }
        break;
      } else if (rawdata.startsWith("&", i)) {
        const ref = matchAt(ENTITYREF, rawdata, i);
        if (ref) {
          let k = ref.index + ref[0].length;
          if (!rawdata.startsWith(";", k - 1)) k -= 1;
          this.tokens.data(ref[0]);
          i = k;
          continue;
        }
        const incomplete = matchAt(INCOMPLETE, rawdata, i);
        if (incomplete) {
          if (end && incomplete[0] === rawdata.slice(i)) i += 1;
          break;
        } else if (i + 1 < n) {
          this.tokens.data("&");
          i += 1;
        } else break;
      } else throw new PythonError("AssertionError", "interesting.search() lied");
    }
    if (end && i < n && !this.cdataElem) {
      this.tokens.data(rawdata.slice(i, n));
      i = n;
    }
    this.rawdata = rawdata.slice(i);
  }
  parseHtmlDeclaration(i) {
    const rawdata = this.rawdata;
    if (rawdata.slice(i, i + 4) === "<!--") return this.parseComment(i);
    if (rawdata.slice(i, i + 3) === "<![") return this.parseMarkedSection(i);
    if (rawdata.slice(i, i + 9).toLowerCase() === "<!doctype") {
      const gtpos = rawdata.indexOf(">", i + 9);
      return gtpos === -1 ? -1 : gtpos + 1;
    }
    return this.parseBogusComment(i);
  }
  parseBogusComment(i) {
    const pos = this.rawdata.indexOf(">", i + 2);
    return pos === -1 ? -1 : pos + 1;
  }
  parsePi(i) {
    const match = searchFrom(PICLOSE, this.rawdata, i + 2);
    return match ? match.index + match[0].length : -1;
  }
  parseComment(i) {
    const match = searchFrom(COMMENTCLOSE, this.rawdata, i + 4);
    return match ? match.index + match[0].length : -1;
  }
  /** _markupbase's parse_marked_section: `<![name ... ]]>` or `<![if ...]>`; AssertionError otherwise. */
  parseMarkedSection(i) {
    const rawdata = this.rawdata;
    const [sectName, j] = this.scanName(i + 3, i);
    if (j < 0) return j;
    let match;
    if (["temp", "cdata", "ignore", "include", "rcdata"].includes(sectName))
      match = searchFrom(MARKEDSECTIONCLOSE, rawdata, i + 3);
    else if (["if", "else", "endif"].includes(sectName))
      match = searchFrom(MSMARKEDSECTIONCLOSE, rawdata, i + 3);
    else
      throw new PythonError(
        "AssertionError",
        `unknown status keyword '${rawdata.slice(i + 3, j)}' in marked section`
      );
    return match ? match.index + match[0].length : -1;
  }
  scanName(i, declstartpos) {
    const rawdata = this.rawdata;
    if (i === rawdata.length) return [null, -1];
    const m = matchAt(DECLNAME, rawdata, i);
    if (m) {
      if (i + m[0].length === rawdata.length) return [null, -1];
      return [pyStrip(m[0]).toLowerCase(), i + m[0].length];
    }
    throw new PythonError(
      "AssertionError",
      `expected name token at '${rawdata.slice(declstartpos, declstartpos + 20)}'`
    );
  }
  parseStarttag(i) {
    const endpos = this.checkForWholeStartTag(i);
    if (endpos < 0) return endpos;
    const rawdata = this.rawdata;
    const match = matchAt(TAGFIND_TOLERANT, rawdata, i + 1);
    let k = match.index + match[0].length;
    const tag = match[1].toLowerCase();
    while (k < endpos) {
      const m = matchAt(ATTRFIND_TOLERANT, rawdata, k);
      if (!m) break;
      k = m.index + m[0].length;
    }
    const rest = pyStrip(rawdata.slice(k, endpos));
    if (rest !== ">" && rest !== "/>") {
      this.tokens.data(rawdata.slice(i, endpos));
      return endpos;
    }
    if (rest.endsWith("/>")) this.tokens.startTag(tag, true);
    else {
      this.tokens.startTag(tag, false);
      if (tag === "script" || tag === "style") this.setCdataMode(tag);
    }
    return endpos;
  }
  checkForWholeStartTag(i) {
    const rawdata = this.rawdata;
    const m = matchAt(LOCATESTARTTAGEND_TOLERANT, rawdata, i);
    if (!m) throw new PythonError("AssertionError", "we should not get here!");
    const j = m.index + m[0].length;
    const next = rawdata.slice(j, j + 1);
    if (next === ">") return j + 1;
    if (next === "/") {
      if (rawdata.startsWith("/>", j)) return j + 2;
      if (rawdata.startsWith("/", j)) return -1;
      return j > i ? j : i + 1;
    }
    if (next === "") return -1;
    if ("abcdefghijklmnopqrstuvwxyz=/ABCDEFGHIJKLMNOPQRSTUVWXYZ".includes(next)) return -1;
    return j > i ? j : i + 1;
  }
  parseEndtag(i) {
    const rawdata = this.rawdata;
    const close = searchFrom(ENDENDTAG, rawdata, i + 1);
    if (!close) return -1;
    let gtpos = close.index + close[0].length;
    const match = matchAt(ENDTAGFIND, rawdata, i);
    if (!match) {
      if (this.cdataElem !== null) {
        this.tokens.data(rawdata.slice(i, gtpos));
        return gtpos;
      }
      const namematch = matchAt(TAGFIND_TOLERANT, rawdata, i + 2);
      if (!namematch) {
        if (rawdata.slice(i, i + 3) === "</>") return i + 3;
        return this.parseBogusComment(i);
      }
      const tagname = namematch[1].toLowerCase();
      gtpos = rawdata.indexOf(">", namematch.index + namematch[0].length);
      this.tokens.endTag(tagname);
      return gtpos + 1;
    }
    const elem = match[1].toLowerCase();
    if (this.cdataElem !== null && elem !== this.cdataElem) {
      this.tokens.data(rawdata.slice(i, gtpos));
      return gtpos;
    }
    this.tokens.endTag(elem);
    this.clearCdataMode();
    return gtpos;
  }
};

// src/osworld/metrics/html/libxml2-tables.ts
var START_CLOSE = {
  a: "a fieldset table td th",
  address: "dd dl dt form li ul",
  b: "center p td th",
  big: "p",
  caption: "col colgroup tbody tfoot thead tr",
  col: "col colgroup tbody tfoot thead tr",
  colgroup: "colgroup tbody tfoot thead tr",
  dd: "dt",
  dir: "dd dl dt form ul",
  dl: "form li",
  dt: "dd dl",
  font: "center td th",
  form: "form",
  h1: "fieldset form li p table",
  h2: "fieldset form li p table",
  h3: "fieldset form li p table",
  h4: "fieldset form li p table",
  h5: "fieldset form li p table",
  h6: "fieldset form li p table",
  head: "a abbr acronym address b bdo big blockquote body br center cite code dd dfn dir div dl dt em fieldset font form frameset h1 h2 h3 h4 h5 h6 hr i iframe img kbd li listing map menu ol p pre q s samp small span strike strong sub sup table tt u ul var xmp",
  hr: "form",
  i: "center p td th",
  legend: "fieldset",
  li: "li",
  link: "body frameset",
  listing: "dd dl dt fieldset form li table ul",
  menu: "dd dl dt form ul",
  ol: "form",
  option: "optgroup option",
  p: "address blockquote body caption center col colgroup dd dir div dl dt fieldset form frameset h1 h2 h3 h4 h5 h6 head hr li listing menu ol p pre table tbody td tfoot th title tr ul xmp",
  pre: "dd dl dt fieldset form li table ul",
  s: "p",
  script: "noscript",
  small: "p",
  span: "td th",
  strike: "p",
  style: "body frameset",
  tbody: "tbody tfoot",
  td: "tbody td tfoot th tr",
  tfoot: "tbody",
  th: "tbody td tfoot th tr",
  thead: "tbody tfoot",
  title: "body frameset",
  tr: "tbody tfoot tr",
  tt: "p",
  u: "p td th",
  ul: "address form menu pre",
  xmp: "dd dl dt fieldset form li table ul"
};
var CLOSES = new Map(Object.entries(START_CLOSE).map(([old, tags]) => [old, new Set(tags.split(" "))]));
function startTagCloses(newTag, oldTag) {
  return CLOSES.get(oldTag)?.has(newTag) ?? false;
}
var EMPTY_ELEMENTS = /* @__PURE__ */ new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "link",
  "meta",
  "param"
]);
var END_PRIORITY = {
  div: 150,
  td: 160,
  th: 160,
  tr: 170,
  thead: 180,
  tbody: 180,
  tfoot: 180,
  table: 190,
  head: 200,
  body: 200,
  html: 220
};
function endPriority(name2) {
  return END_PRIORITY[name2] ?? 100;
}
var HTML4_ENTITIES = new Map(
  "quot:34 amp:38 apos:39 lt:60 gt:62 nbsp:160 iexcl:161 cent:162 pound:163 curren:164 yen:165  brvbar:166 sect:167 uml:168 copy:169 ordf:170 laquo:171 not:172 shy:173 reg:174 macr:175 deg:176  plusmn:177 sup2:178 sup3:179 acute:180 micro:181 para:182 middot:183 cedil:184 sup1:185 ordm:186  raquo:187 frac14:188 frac12:189 frac34:190 iquest:191 Agrave:192 Aacute:193 Acirc:194 Atilde:195  Auml:196 Aring:197 AElig:198 Ccedil:199 Egrave:200 Eacute:201 Ecirc:202 Euml:203 Igrave:204  Iacute:205 Icirc:206 Iuml:207 ETH:208 Ntilde:209 Ograve:210 Oacute:211 Ocirc:212 Otilde:213 Ouml:214  times:215 Oslash:216 Ugrave:217 Uacute:218 Ucirc:219 Uuml:220 Yacute:221 THORN:222 szlig:223  agrave:224 aacute:225 acirc:226 atilde:227 auml:228 aring:229 aelig:230 ccedil:231 egrave:232  eacute:233 ecirc:234 euml:235 igrave:236 iacute:237 icirc:238 iuml:239 eth:240 ntilde:241 ograve:242  oacute:243 ocirc:244 otilde:245 ouml:246 divide:247 oslash:248 ugrave:249 uacute:250 ucirc:251  uuml:252 yacute:253 thorn:254 yuml:255 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402  circ:710 tilde:732 Alpha:913 Beta:914 Gamma:915 Delta:916 Epsilon:917 Zeta:918 Eta:919 Theta:920  Iota:921 Kappa:922 Lambda:923 Mu:924 Nu:925 Xi:926 Omicron:927 Pi:928 Rho:929 Sigma:931 Tau:932  Upsilon:933 Phi:934 Chi:935 Psi:936 Omega:937 alpha:945 beta:946 gamma:947 delta:948 epsilon:949  zeta:950 eta:951 theta:952 iota:953 kappa:954 lambda:955 mu:956 nu:957 xi:958 omicron:959 pi:960  rho:961 sigmaf:962 sigma:963 tau:964 upsilon:965 phi:966 chi:967 psi:968 omega:969 thetasym:977  upsih:978 piv:982 ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 zwj:8205 lrm:8206 rlm:8207 ndash:8211  mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 ldquo:8220 rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225  bull:8226 hellip:8230 permil:8240 prime:8242 Prime:8243 lsaquo:8249 rsaquo:8250 oline:8254  frasl:8260 euro:8364 image:8465 weierp:8472 real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593  rarr:8594 darr:8595 harr:8596 crarr:8629 lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660  forall:8704 part:8706 exist:8707 empty:8709 nabla:8711 isin:8712 notin:8713 ni:8715 prod:8719  sum:8721 minus:8722 lowast:8727 radic:8730 prop:8733 infin:8734 ang:8736 and:8743 or:8744 cap:8745  cup:8746 int:8747 there4:8756 sim:8764 cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 ge:8805  sub:8834 sup:8835 nsub:8836 sube:8838 supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901  lceil:8968 rceil:8969 lfloor:8970 rfloor:8971 lang:9001 rang:9002 loz:9674 spades:9824 clubs:9827  hearts:9829 diams:9830".split(/ +/).map((pair2) => {
    const [name2, value] = pair2.split(":");
    return [name2, Number(value)];
  })
);
var BASE_CHAR_RANGES = "100-131 134-13e 141-148 14a-17e 180-1c3 1cd-1f0 1f4-1f5 1fa-217 250-2a8 2bb-2c1 386 388-38a 38c 38e-3a1 3a3-3ce 3d0-3d6 3da 3dc 3de 3e0 3e2-3f3 401-40c 40e-44f 451-45c 45e-481 490-4c4 4c7-4c8 4cb-4cc 4d0-4eb 4ee-4f5 4f8-4f9 531-556 559 561-586 5d0-5ea 5f0-5f2 621-63a 641-64a 671-6b7 6ba-6be 6c0-6ce 6d0-6d3 6d5 6e5-6e6 905-939 93d 958-961 985-98c 98f-990 993-9a8 9aa-9b0 9b2 9b6-9b9 9dc-9dd 9df-9e1 9f0-9f1 a05-a0a a0f-a10 a13-a28 a2a-a30 a32-a33 a35-a36 a38-a39 a59-a5c a5e a72-a74 a85-a8b a8d a8f-a91 a93-aa8 aaa-ab0 ab2-ab3 ab5-ab9 abd ae0 b05-b0c b0f-b10 b13-b28 b2a-b30 b32-b33 b36-b39 b3d b5c-b5d b5f-b61 b85-b8a b8e-b90 b92-b95 b99-b9a b9c b9e-b9f ba3-ba4 ba8-baa bae-bb5 bb7-bb9 c05-c0c c0e-c10 c12-c28 c2a-c33 c35-c39 c60-c61 c85-c8c c8e-c90 c92-ca8 caa-cb3 cb5-cb9 cde ce0-ce1 d05-d0c d0e-d10 d12-d28 d2a-d39 d60-d61 e01-e2e e30 e32-e33 e40-e45 e81-e82 e84 e87-e88 e8a e8d e94-e97 e99-e9f ea1-ea3 ea5 ea7 eaa-eab ead-eae eb0 eb2-eb3 ebd ec0-ec4 f40-f47 f49-f69 10a0-10c5 10d0-10f6 1100 1102-1103 1105-1107 1109 110b-110c 110e-1112 113c 113e 1140 114c 114e 1150 1154-1155 1159 115f-1161 1163 1165 1167 1169 116d-116e 1172-1173 1175 119e 11a8 11ab 11ae-11af 11b7-11b8 11ba 11bc-11c2 11eb 11f0 11f9 1e00-1e9b 1ea0-1ef9 1f00-1f15 1f18-1f1d 1f20-1f45 1f48-1f4d 1f50-1f57 1f59 1f5b 1f5d 1f5f-1f7d 1f80-1fb4 1fb6-1fbc 1fbe 1fc2-1fc4 1fc6-1fcc 1fd0-1fd3 1fd6-1fdb 1fe0-1fec 1ff2-1ff4 1ff6-1ffc 2126 212a-212b 212e 2180-2182 3041-3094 30a1-30fa 3105-312c ac00-d7a3";
var COMBINING_RANGES = "300-345 360-361 483-486 591-5a1 5a3-5b9 5bb-5bd 5bf 5c1-5c2 5c4 64b-652 670 6d6-6dc 6dd-6df 6e0-6e4 6e7-6e8 6ea-6ed 901-903 93c 93e-94c 94d 951-954 962-963 981-983 9bc 9be 9bf 9c0-9c4 9c7-9c8 9cb-9cd 9d7 9e2-9e3 a02 a3c a3e a3f a40-a42 a47-a48 a4b-a4d a70-a71 a81-a83 abc abe-ac5 ac7-ac9 acb-acd b01-b03 b3c b3e-b43 b47-b48 b4b-b4d b56-b57 b82-b83 bbe-bc2 bc6-bc8 bca-bcd bd7 c01-c03 c3e-c44 c46-c48 c4a-c4d c55-c56 c82-c83 cbe-cc4 cc6-cc8 cca-ccd cd5-cd6 d02-d03 d3e-d43 d46-d48 d4a-d4d d57 e31 e34-e3a e47-e4e eb1 eb4-eb9 ebb-ebc ec8-ecd f18-f19 f35 f37 f39 f3e f3f f71-f84 f86-f8b f90-f95 f97 f99-fad fb1-fb7 fb9 20d0-20dc 20e1 302a-302f 3099 309a";
var DIGIT_RANGES = "660-669 6f0-6f9 966-96f 9e6-9ef a66-a6f ae6-aef b66-b6f be7-bef c66-c6f ce6-cef d66-d6f e50-e59 ed0-ed9 f20-f29";
var EXTENDER_RANGES = "2d0 2d1 387 640 e46 ec6 3005 3031-3035 309d-309e 30fc-30fe";
function rangeTest(spec) {
  const ranges = spec.split(" ").map((r) => {
    const [lo, hi] = r.split("-");
    return [parseInt(lo, 16), parseInt(hi ?? lo, 16)];
  });
  return (c) => ranges.some(([lo, hi]) => c >= lo && c <= hi);
}
var baseChar = rangeTest(BASE_CHAR_RANGES);
var combining = rangeTest(COMBINING_RANGES);
var digit = rangeTest(DIGIT_RANGES);
var extender = rangeTest(EXTENDER_RANGES);
function isXmlLetter(c) {
  if (c < 256)
    return c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248;
  return baseChar(c) || c >= 19968 && c <= 40869 || c === 12295 || c >= 12321 && c <= 12329;
}
function isXmlNameExtra(c) {
  if (c < 256) return c >= 48 && c <= 57 || c === 183;
  return digit(c) || combining(c) || extender(c);
}

// src/osworld/metrics/html/libxml2-html.ts
var FEED_CHARACTERS = 2 ** 19;
var HTML_PARSER_BUFFER_SIZE = 100;
var HTML_PARSER_BIG_BUFFER_SIZE = 1e3;
var XML_MAX_NAME_LENGTH = 5e4;
var XML_MAX_TEXT_LENGTH = 1e7;
var ALLOW_PCDATA_NAMES = /* @__PURE__ */ new Set(["html", "head"]);
var isBlank = (c) => c === 32 || c === 9 || c === 10 || c === 13;
var isLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
var isDigit = (c) => c >= 48 && c <= 57;
var isChar = (c) => c >= 32 && c <= 55295 || c === 9 || c === 10 || c === 13 || c >= 57344 && c <= 65533 || c >= 65536 && c <= 1114111;
var upper = (c) => c >= 97 && c <= 122 ? c - 32 : c;
var Bytes = class {
  data = new Uint8Array(256);
  length = 0;
  push(c) {
    if (this.length + 4 > this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    if (c < 128) this.data[this.length++] = c;
    else if (c < 2048) {
      this.data[this.length++] = 192 | c >> 6;
      this.data[this.length++] = 128 | c & 63;
    } else if (c < 65536) {
      this.data[this.length++] = 224 | c >> 12;
      this.data[this.length++] = 128 | c >> 6 & 63;
      this.data[this.length++] = 128 | c & 63;
    } else {
      this.data[this.length++] = 240 | c >> 18;
      this.data[this.length++] = 128 | c >> 12 & 63;
      this.data[this.length++] = 128 | c >> 6 & 63;
      this.data[this.length++] = 128 | c & 63;
    }
  }
  /** The text (up to a NUL, as C strings end there). */
  text() {
    const zero = this.data.subarray(0, this.length).indexOf(0);
    return DECODER.decode(this.data.subarray(0, zero < 0 ? this.length : zero));
  }
  clear() {
    this.length = 0;
  }
};
var DECODER = new TextDecoder();
var ENCODER = new TextEncoder();
function parseHtmlLikeLxml(text2, sax) {
  const parser = new HtmlPushParser(sax);
  const codePoints = Array.from(text2);
  for (let i = 0; i < codePoints.length; i += FEED_CHARACTERS)
    parser.chunk(ENCODER.encode(codePoints.slice(i, i + FEED_CHARACTERS).join("")), false);
  parser.chunk(new Uint8Array(), true);
}
var HtmlPushParser = class {
  constructor(sax) {
    this.sax = sax;
  }
  sax;
  buf = new Uint8Array(0);
  end = 0;
  cur = 0;
  state = 1 /* Start */;
  names = [];
  /** ctxt->html: 1 as lxml sets it, 3 once a head was opened, 10 once a body was. */
  html = 1;
  depth = 0;
  checkIndex = 0;
  endCheckState = 0;
  disableSax = false;
  // ---- input ----
  chunk(data, terminate) {
    if (data.length > 0 && !this.atEof()) {
      const grown = new Uint8Array(this.end + data.length);
      grown.set(this.buf.subarray(0, this.end));
      grown.set(data, this.end);
      this.buf = grown;
      this.end = grown.length;
    }
    this.tryOrFinish(terminate);
    if (terminate) this.state = 0 /* Eof */;
  }
  /** instate == XML_PARSER_EOF (a method, so that the compiler does not narrow the state across calls). */
  atEof() {
    return this.state === 0 /* Eof */;
  }
  get name() {
    return this.names.length ? this.names[this.names.length - 1] : null;
  }
  /** NXT(n): the byte n ahead, 0 at and beyond the end of what was pushed (the buffer's terminating NUL). */
  nxt(n = 0) {
    const at = this.cur + n;
    return at < this.end ? this.buf[at] : 0;
  }
  get avail() {
    return this.end - this.cur;
  }
  /** htmlCurrentChar: the code point at cur and its length in bytes (a NUL inside the input reads as a space). */
  currentChar() {
    if (this.atEof()) return [0, 0];
    const c = this.nxt();
    if (c < 128) {
      if (c === 0 && this.cur < this.end) return [32, 1];
      return [c, 1];
    }
    const avail = this.avail;
    const b1 = this.nxt(1);
    if ((c & 64) === 0 || avail < 2 || (b1 & 192) !== 128) return [c, 1];
    if ((c & 224) === 224) {
      const b2 = this.nxt(2);
      if (avail < 3 || (b2 & 192) !== 128) return [c, 1];
      if ((c & 240) === 240) {
        const b3 = this.nxt(3);
        if ((c & 248) !== 240 || avail < 4 || (b3 & 192) !== 128) return [c, 1];
        const val4 = (c & 7) << 18 | (b1 & 63) << 12 | (b2 & 63) << 6 | b3 & 63;
        return val4 < 65536 ? [c, 1] : [val4, 4];
      }
      const val3 = (c & 15) << 12 | (b1 & 63) << 6 | b2 & 63;
      return val3 < 2048 ? [c, 1] : [val3, 3];
    }
    const val2 = (c & 31) << 6 | b1 & 63;
    return val2 < 128 ? [c, 1] : [val2, 2];
  }
  /** xmlNextChar: past one (UTF-8) character. */
  next() {
    if (this.atEof() || this.cur >= this.end) return;
    const c = this.nxt();
    if (c < 128) this.cur++;
    else {
      const [, length] = this.currentChar();
      this.cur += length;
    }
  }
  skipBlanks() {
    let n = 0;
    while (isBlank(this.nxt())) {
      this.cur++;
      n++;
    }
    return n;
  }
  text(from, to) {
    return DECODER.decode(this.buf.subarray(from, to));
  }
  // ---- the name stack and SAX ----
  push(name2) {
    if (this.html < 3 && name2 === "head") this.html = 3;
    if (this.html < 10 && name2 === "body") this.html = 10;
    this.names.push(name2);
  }
  pop() {
    this.names.pop();
  }
  start(name2, attributes = []) {
    if (!this.disableSax) this.sax.startElement(name2, attributes);
  }
  endElement(name2) {
    if (!this.disableSax) this.sax.endElement(name2);
  }
  characters(text2) {
    if (!this.disableSax && text2 !== "") this.sax.characters(text2);
  }
  // ---- implied and auto-closed elements ----
  autoCloseOnClose(newTag) {
    const priority = endPriority(newTag);
    let i = this.names.length - 1;
    for (; i >= 0; i--) {
      if (this.names[i] === newTag) break;
      if (endPriority(this.names[i]) > priority) return;
    }
    if (i < 0) return;
    while (this.name !== newTag) {
      this.endElement(this.name);
      this.pop();
    }
  }
  autoCloseOnEnd() {
    while (this.names.length) {
      this.endElement(this.name);
      this.pop();
    }
  }
  autoClose(newTag) {
    while (this.name !== null && startTagCloses(newTag, this.name)) {
      this.endElement(this.name);
      this.pop();
    }
  }
  checkImplied(newTag) {
    if (newTag === "html") return;
    if (this.names.length <= 0) {
      this.push("html");
      this.start("html");
    }
    if (newTag === "body" || newTag === "head") return;
    if (this.names.length <= 1 && ["script", "style", "meta", "link", "title", "base"].includes(newTag)) {
      if (this.html >= 3) return;
      this.push("head");
      this.start("head");
    } else if (newTag !== "noframes" && newTag !== "frame" && newTag !== "frameset") {
      if (this.html >= 10) return;
      if (this.names.some((n) => n === "body" || n === "head")) return;
      this.push("body");
      this.start("body");
    }
  }
  checkParagraph() {
    const tag = this.name;
    if (tag === null || ALLOW_PCDATA_NAMES.has(tag)) {
      this.autoClose("p");
      this.checkImplied("p");
      this.push("p");
      this.start("p");
    }
  }
  /** areBlanks, for a parser target (no tree: ctxt->node is NULL). */
  areBlanks(text2) {
    for (let j = 0; j < text2.length; j++) if (!isBlank(text2.charCodeAt(j))) return false;
    const c = this.nxt();
    if (c === 0) return true;
    if (c !== 60) return false;
    return this.name === null || this.name === "html" || this.name === "head";
  }
  // ---- lexical pieces ----
  /** htmlParseHTMLName: an element or attribute name, lowercased, at most 100 characters. */
  parseHTMLName() {
    const c = this.nxt();
    if (!isLetter(c) && c !== 95 && c !== 58 && c !== 46) return null;
    let name2 = "";
    for (let i = 0; i < HTML_PARSER_BUFFER_SIZE; i++) {
      const ch = this.nxt();
      if (!(isLetter(ch) || isDigit(ch) || ch === 58 || ch === 45 || ch === 95 || ch === 46)) break;
      name2 += String.fromCharCode(ch >= 65 && ch <= 90 ? ch + 32 : ch);
      this.next();
    }
    return name2;
  }
  /** htmlParseName: an XML name (entities, processing instruction targets, the DOCTYPE's name). */
  parseName() {
    let at = this.cur;
    const first2 = this.nxt();
    if (isLetter(first2) || first2 === 95 || first2 === 58) {
      at++;
      for (; ; ) {
        const c2 = at < this.end ? this.buf[at] : 0;
        if (!(isLetter(c2) || isDigit(c2) || c2 === 95 || c2 === 45 || c2 === 58 || c2 === 46)) break;
        at++;
      }
      if (at === this.end) return null;
      const c = this.buf[at];
      if (c > 0 && c < 128) {
        const name2 = this.text(this.cur, at);
        this.cur = at;
        return name2;
      }
    }
    return this.parseNameComplex();
  }
  parseNameComplex() {
    let [c, l] = this.currentChar();
    if (c === 32 || c === 62 || c === 47 || !isXmlLetter(c) && c !== 95 && c !== 58) return null;
    const start = this.cur;
    let length = 0;
    while (c !== 32 && c !== 62 && c !== 47 && (isXmlLetter(c) || isXmlNameExtra(c) || c === 46 || c === 45 || c === 95 || c === 58)) {
      length += l;
      if (length > XML_MAX_NAME_LENGTH) return null;
      this.cur += l;
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return null;
    return this.text(start, this.cur);
  }
  /** htmlParseCharRef: the code point of `&#...;`, 0 for none (an invalid one is dropped). */
  parseCharRef() {
    let val2 = 0;
    if (this.nxt() === 38 && this.nxt(1) === 35 && (this.nxt(2) === 120 || this.nxt(2) === 88)) {
      this.cur += 3;
      while (this.nxt() !== 59) {
        const c = this.nxt();
        let digit2;
        if (c >= 48 && c <= 57) digit2 = c - 48;
        else if (c >= 97 && c <= 102) digit2 = c - 97 + 10;
        else if (c >= 65 && c <= 70) digit2 = c - 65 + 10;
        else break;
        if (val2 < 1114112) val2 = val2 * 16 + digit2;
        this.next();
      }
      if (this.nxt() === 59) this.next();
    } else if (this.nxt() === 38 && this.nxt(1) === 35) {
      this.cur += 2;
      while (this.nxt() !== 59) {
        const c = this.nxt();
        if (!(c >= 48 && c <= 57)) break;
        if (val2 < 1114112) val2 = val2 * 10 + (c - 48);
        this.next();
      }
      if (this.nxt() === 59) this.next();
    }
    return isChar(val2) ? val2 : 0;
  }
  /** htmlParseEntityRef: the entity's code point (or undefined) and the name read. */
  parseEntityRef() {
    if (this.nxt() !== 38) return { value: void 0, name: null };
    this.next();
    const name2 = this.parseName();
    if (name2 === null) return { value: void 0, name: null };
    if (this.nxt() === 59) {
      const value = HTML4_ENTITIES.get(name2);
      if (value !== void 0) this.next();
      return { value, name: name2 };
    }
    return { value: void 0, name: name2 };
  }
  /** htmlParseHTMLAttribute: an attribute value up to `stop` (0: a blank or '>'), references replaced. */
  parseHTMLAttribute(stop) {
    const out = new Bytes();
    while (this.nxt() !== 0 && this.nxt() !== stop) {
      if (stop === 0 && this.nxt() === 62) break;
      if (stop === 0 && isBlank(this.nxt())) break;
      if (this.nxt() === 38) {
        if (this.nxt(1) === 35) out.push(this.parseCharRef());
        else {
          const { value, name: name2 } = this.parseEntityRef();
          if (name2 === null) out.push(38);
          else if (value === void 0) {
            out.push(38);
            for (const ch of name2) out.push(ch.codePointAt(0));
          } else out.push(value);
        }
      } else {
        const [c, l] = this.currentChar();
        if (this.atEof()) return null;
        out.push(c);
        this.cur += l;
      }
      if (out.length > XML_MAX_TEXT_LENGTH) return null;
    }
    return out.text();
  }
  parseAttValue() {
    const quote = this.nxt();
    if (quote === 34 || quote === 39) {
      this.next();
      const value = this.parseHTMLAttribute(quote);
      if (this.nxt() === quote) this.next();
      return value;
    }
    return this.parseHTMLAttribute(0);
  }
  parseLiteral(pubid) {
    const quote = this.nxt();
    if (quote !== 34 && quote !== 39) return null;
    this.next();
    const start = this.cur;
    let error = false;
    let length = 0;
    while (this.nxt() !== 0 && this.nxt() !== quote) {
      const c = this.nxt();
      if (pubid ? !isPubidChar(c) : !(c >= 32 || c === 9 || c === 10 || c === 13)) error = true;
      this.next();
      length++;
    }
    if (this.nxt() !== quote) return null;
    this.next();
    if (error) return null;
    const bytes = this.buf.subarray(start, start + length);
    try {
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new PythonError(
        "ParserRejectedMarkup",
        "The markup you provided was rejected by the parser (UnicodeDecodeError: a DOCTYPE system identifier cut inside a character)"
      );
    }
  }
  parseExternalId() {
    let publicId = null;
    let systemId = null;
    const word = (w) => [...w].every((ch, i) => upper(this.nxt(i)) === ch.charCodeAt(0));
    if (word("SYSTEM")) {
      this.cur += 6;
      this.skipBlanks();
      systemId = this.parseLiteral(false);
    } else if (word("PUBLIC")) {
      this.cur += 6;
      this.skipBlanks();
      publicId = this.parseLiteral(true);
      this.skipBlanks();
      if (this.nxt() === 34 || this.nxt() === 39) systemId = this.parseLiteral(false);
    }
    return { publicId, systemId };
  }
  parseDocTypeDecl() {
    this.cur += 9;
    this.skipBlanks();
    const name2 = this.parseName();
    this.skipBlanks();
    const { publicId, systemId } = this.parseExternalId();
    this.skipBlanks();
    if (this.nxt() !== 62) while (this.nxt() !== 0 && this.nxt() !== 62 && !this.atEof()) this.next();
    if (this.nxt() === 62) this.next();
    if (!this.disableSax) this.sax.doctype(name2, publicId, systemId);
  }
  parsePI() {
    if (this.nxt() !== 60 || this.nxt(1) !== 63) return;
    const saved = this.state;
    this.cur += 2;
    const target = this.parseName();
    if (target === null) {
      this.state = saved;
      return;
    }
    if (this.nxt() === 62) {
      this.cur += 1;
      if (!this.disableSax) this.sax.processingInstruction(target, "");
      this.state = saved;
      return;
    }
    this.skipBlanks();
    const out = new Bytes();
    let [c, l] = this.currentChar();
    while (c !== 0 && c !== 62) {
      if (isChar(c)) out.push(c);
      if (out.length > XML_MAX_TEXT_LENGTH) {
        this.state = saved;
        return;
      }
      this.cur += l;
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    if (c === 62) {
      this.cur += 1;
      if (!this.disableSax) this.sax.processingInstruction(target, out.text());
    }
    this.state = saved;
  }
  parseComment() {
    if (this.nxt() !== 60 || this.nxt(1) !== 33 || this.nxt(2) !== 45 || this.nxt(3) !== 45) return;
    this.cur += 4;
    const out = new Bytes();
    const [start, ql] = this.currentChar();
    let q = start;
    let cur;
    let l;
    if (q === 0) return;
    if (q === 62) cur = 62;
    else {
      this.cur += ql;
      const [first2, rl] = this.currentChar();
      let r = first2;
      if (r === 0) return;
      if (q === 45 && r === 62) cur = 62;
      else {
        this.cur += rl;
        [cur, l] = this.currentChar();
        while (cur !== 0 && (cur !== 62 || r !== 45 || q !== 45)) {
          this.cur += l;
          const [next, nl] = this.currentChar();
          if (q === 45 && r === 45 && cur === 33 && next === 62) {
            cur = 62;
            break;
          }
          if (isChar(q)) out.push(q);
          if (out.length > XML_MAX_TEXT_LENGTH) return;
          q = r;
          r = cur;
          [cur, l] = [next, nl];
        }
      }
    }
    if (this.atEof()) return;
    if (cur === 62) {
      this.next();
      if (!this.disableSax) this.sax.comment(out.text());
    }
  }
  /** htmlParseScript: a script or style element's text, up to the end tag of that element. */
  parseScript() {
    const out = new Bytes();
    const flush = () => {
      if (out.length) this.characters(out.text());
      out.clear();
    };
    let [c, l] = this.currentChar();
    while (c !== 0) {
      if (c === 60 && this.nxt(1) === 47) {
        const name2 = this.name ?? "";
        let same = true;
        for (let i = 0; i < name2.length; i++) {
          const a = name2.charCodeAt(i);
          const b = this.nxt(2 + i);
          if ((a >= 65 && a <= 90 ? a + 32 : a) !== (b >= 65 && b <= 90 ? b + 32 : b)) {
            same = false;
            break;
          }
        }
        if (same) break;
      }
      if (isChar(c)) out.push(c);
      this.cur += l;
      if (out.length >= HTML_PARSER_BIG_BUFFER_SIZE) flush();
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    flush();
  }
  /** htmlParseCharData: text up to '<' or '&', handed out in pieces of 1000 bytes. */
  parseCharData() {
    const out = new Bytes();
    const flush = () => {
      const text2 = out.text();
      if (!this.disableSax) {
        if (!this.areBlanks(text2)) this.checkParagraph();
        this.characters(text2);
      }
      out.clear();
    };
    let [c, l] = this.currentChar();
    while (c !== 60 && c !== 38 && c !== 0) {
      if (isChar(c)) out.push(c);
      this.cur += l;
      if (out.length >= HTML_PARSER_BIG_BUFFER_SIZE) flush();
      [c, l] = this.currentChar();
    }
    if (this.atEof()) return;
    if (out.length) flush();
  }
  parseReference() {
    if (this.nxt() !== 38) return;
    if (this.nxt(1) === 35) {
      const c = this.parseCharRef();
      if (c === 0) return;
      this.checkParagraph();
      this.characters(String.fromCodePoint(c));
      return;
    }
    const { value, name: name2 } = this.parseEntityRef();
    this.checkParagraph();
    if (name2 === null) this.characters("&");
    else if (value === void 0 || !(value > 0)) {
      this.characters("&");
      this.characters(name2);
    } else this.characters(String.fromCodePoint(value));
  }
  /** htmlParseStartTag: -1 when no tag was read, 1 when it was dropped (a misplaced html/head/body), else 0. */
  parseStartTag() {
    if (this.atEof()) return -1;
    if (this.nxt() !== 60) return -1;
    this.next();
    const name2 = this.parseHTMLName();
    if (name2 === null) {
      while (this.nxt() !== 0 && this.nxt() !== 62 && !this.atEof()) this.next();
      return -1;
    }
    this.autoClose(name2);
    this.checkImplied(name2);
    let discard = false;
    if (this.names.length > 0 && name2 === "html") {
      discard = true;
      this.depth++;
    }
    if (this.names.length !== 1 && name2 === "head") {
      discard = true;
      this.depth++;
    }
    if (name2 === "body") {
      for (const open2 of this.names)
        if (open2 === "body") {
          discard = true;
          this.depth++;
        }
    }
    this.skipBlanks();
    const attributes = [];
    while (this.nxt() !== 0 && this.nxt() !== 62 && (this.nxt() !== 47 || this.nxt(1) !== 62) && !this.atEof()) {
      const attName = this.parseHTMLName();
      if (attName !== null) {
        this.skipBlanks();
        let value = null;
        if (this.nxt() === 61) {
          this.next();
          this.skipBlanks();
          value = this.parseAttValue();
        }
        if (!attributes.some(([n]) => n === attName)) attributes.push([attName, value]);
      } else {
        while (this.nxt() !== 0 && !isBlank(this.nxt()) && this.nxt() !== 62 && (this.nxt() !== 47 || this.nxt(1) !== 62) && !this.atEof())
          this.next();
      }
      this.skipBlanks();
    }
    if (!discard) {
      this.push(name2);
      this.start(
        name2,
        attributes.map(([n, v]) => [n, v ?? ""])
      );
    }
    return discard ? 1 : 0;
  }
  parseEndTag() {
    if (this.nxt() !== 60 || this.nxt(1) !== 47) return;
    this.cur += 2;
    const name2 = this.parseHTMLName();
    if (name2 === null) return;
    this.skipBlanks();
    if (this.nxt() !== 62) while (this.nxt() !== 0 && this.nxt() !== 62) this.next();
    if (this.nxt() === 62) this.next();
    if (this.depth > 0 && (name2 === "html" || name2 === "body" || name2 === "head")) {
      this.depth--;
      return;
    }
    if (!this.names.includes(name2)) return;
    this.autoCloseOnClose(name2);
    if (this.name !== null && this.name === name2) {
      this.endElement(name2);
      this.pop();
    }
  }
  skipBogusComment() {
    for (; ; ) {
      const c = this.nxt();
      if (c === 0) break;
      this.next();
      if (c === 62) break;
    }
  }
  // ---- lookahead for incomplete input ----
  lookupSequence(first2, next, third, ignoreAttrValues) {
    let base = this.checkIndex;
    let quote = this.endCheckState;
    let len = this.avail;
    if (third) len -= 2;
    else if (next) len--;
    for (; base < len; base++) {
      const c = this.buf[this.cur + base];
      if (ignoreAttrValues) {
        if (quote) {
          if (c === quote) quote = 0;
          continue;
        }
        if (c === 34 || c === 39) {
          quote = c;
          continue;
        }
      }
      if (c === first2) {
        if (third !== 0) {
          if (this.nxt(base + 1) !== next || this.nxt(base + 2) !== third) continue;
        } else if (next !== 0 && this.nxt(base + 1) !== next) continue;
        this.checkIndex = 0;
        this.endCheckState = 0;
        return base;
      }
    }
    this.checkIndex = base;
    this.endCheckState = quote;
    return -1;
  }
  lookupCommentEnd() {
    let mark;
    for (; ; ) {
      mark = this.lookupSequence(45, 45, 0, false);
      if (mark < 0) break;
      if (this.nxt(mark + 2) === 62 || this.nxt(mark + 2) === 33 && this.nxt(mark + 3) === 62) {
        this.checkIndex = 0;
        break;
      }
      const offset = this.nxt(mark + 2) === 33 ? 3 : 2;
      if (mark + offset >= this.avail) {
        this.checkIndex = mark;
        return -1;
      }
      this.checkIndex = mark + 1;
    }
    return mark;
  }
  isDoctypeAhead() {
    return this.nxt() === 60 && this.nxt(1) === 33 && upper(this.nxt(2)) === 68 && upper(this.nxt(3)) === 79 && upper(this.nxt(4)) === 67 && upper(this.nxt(5)) === 84 && upper(this.nxt(6)) === 89 && upper(this.nxt(7)) === 80 && upper(this.nxt(8)) === 69;
  }
  // ---- htmlParseTryOrFinish ----
  tryOrFinish(terminate) {
    for (; ; ) {
      let avail = this.avail;
      if (avail === 0 && terminate) {
        this.autoCloseOnEnd();
        if (this.names.length === 0 && !this.atEof()) this.state = 0 /* Eof */;
      }
      if (avail < 1) break;
      let cur = this.nxt();
      if (cur === 0) {
        this.cur += 1;
        continue;
      }
      let next;
      switch (this.state) {
        case 0 /* Eof */:
          return this.done(terminate);
        case 1 /* Start */: {
          if (isBlank(cur)) this.skipBlanks();
          if (this.isDoctypeAhead()) {
            if (!terminate && this.lookupSequence(62, 0, 0, true) < 0) return this.done(terminate);
            this.parseDocTypeDecl();
            this.state = 3 /* Prolog */;
          } else this.state = 2 /* Misc */;
          break;
        }
        case 2 /* Misc */: {
          this.skipBlanks();
          avail = this.avail;
          if (avail < 1) return this.done(terminate);
          if (avail < 2) {
            if (!terminate) return this.done(terminate);
            next = 32;
          } else next = this.nxt(1);
          cur = this.nxt();
          if (cur === 60 && next === 33 && this.nxt(2) === 45 && this.nxt(3) === 45) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = 2 /* Misc */;
          } else if (cur === 60 && next === 63) {
            if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = 2 /* Misc */;
          } else if (this.isDoctypeAhead()) {
            if (!terminate && this.lookupSequence(62, 0, 0, true) < 0) return this.done(terminate);
            this.parseDocTypeDecl();
            this.state = 3 /* Prolog */;
          } else if (cur === 60 && next === 33 && avail < 9) return this.done(terminate);
          else this.state = 4 /* Content */;
          break;
        }
        case 3 /* Prolog */: {
          this.skipBlanks();
          avail = this.avail;
          if (avail < 2) return this.done(terminate);
          cur = this.nxt();
          next = this.nxt(1);
          if (cur === 60 && next === 33 && this.nxt(2) === 45 && this.nxt(3) === 45) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = 3 /* Prolog */;
          } else if (cur === 60 && next === 63) {
            if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = 3 /* Prolog */;
          } else if (cur === 60 && next === 33 && avail < 4) return this.done(terminate);
          else this.state = 4 /* Content */;
          break;
        }
        case 7 /* Epilog */: {
          avail = this.avail;
          if (avail < 1) return this.done(terminate);
          cur = this.nxt();
          if (isBlank(cur)) {
            this.parseCharData();
            return this.done(terminate);
          }
          if (avail < 2) return this.done(terminate);
          next = this.nxt(1);
          if (cur === 60 && next === 33 && this.nxt(2) === 45 && this.nxt(3) === 45) {
            if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
            this.parseComment();
            this.state = 7 /* Epilog */;
          } else if (cur === 60 && next === 63) {
            if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = 7 /* Epilog */;
          } else if (cur === 60 && next === 33 && avail < 4) return this.done(terminate);
          else {
            this.state = 0 /* Eof */;
            return this.done(terminate);
          }
          break;
        }
        case 5 /* StartTag */: {
          if (avail < 2) {
            if (!terminate) return this.done(terminate);
            next = 32;
          } else next = this.nxt(1);
          cur = this.nxt();
          if (cur !== 60) {
            this.state = 4 /* Content */;
            break;
          }
          if (next === 47) {
            this.state = 6 /* EndTag */;
            this.checkIndex = 0;
            break;
          }
          if (!terminate && this.lookupSequence(62, 0, 0, true) < 0) return this.done(terminate);
          const failed = this.parseStartTag();
          const name2 = this.name;
          if (failed === -1 || name2 === null) {
            if (this.nxt() === 62) this.next();
            break;
          }
          if (this.nxt() === 47 && this.nxt(1) === 62) {
            this.cur += 2;
            this.endElement(name2);
            this.pop();
            this.state = 4 /* Content */;
            break;
          }
          if (this.nxt() === 62) this.next();
          else {
            if (name2 === this.name) this.pop();
            this.state = 4 /* Content */;
            break;
          }
          if (EMPTY_ELEMENTS.has(name2)) {
            this.endElement(name2);
            this.pop();
          }
          this.state = 4 /* Content */;
          break;
        }
        case 4 /* Content */: {
          if (avail === 1 && terminate) {
            cur = this.nxt();
            if (cur !== 60 && cur !== 38) {
              if (!isBlank(cur)) this.checkParagraph();
              this.characters(String.fromCharCode(cur));
              this.checkIndex = 0;
              this.cur += 1;
              break;
            }
          }
          if (avail < 2) return this.done(terminate);
          cur = this.nxt();
          next = this.nxt(1);
          if (this.name === "script" || this.name === "style") {
            if (!terminate) {
              const idx = this.lookupSequence(60, 47, 0, false);
              if (idx < 0) return this.done(terminate);
              if (this.nxt(idx + 2) === 0) {
                this.checkIndex = idx;
                return this.done(terminate);
              }
            }
            this.parseScript();
            if (cur === 60 && next === 47) {
              this.state = 6 /* EndTag */;
              this.checkIndex = 0;
            }
          } else if (cur === 60 && next === 33) {
            if (avail < 4) return this.done(terminate);
            if (this.isDoctypeAhead()) {
              if (!terminate && this.lookupSequence(62, 0, 0, true) < 0) return this.done(terminate);
              this.parseDocTypeDecl();
            } else if (this.nxt(2) === 45 && this.nxt(3) === 45) {
              if (!terminate && this.lookupCommentEnd() < 0) return this.done(terminate);
              this.parseComment();
              this.state = 4 /* Content */;
            } else {
              if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
              this.skipBogusComment();
            }
          } else if (cur === 60 && next === 63) {
            if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
            this.parsePI();
            this.state = 4 /* Content */;
          } else if (cur === 60 && next === 47) {
            this.state = 6 /* EndTag */;
            this.checkIndex = 0;
          } else if (cur === 60 && isLetter(next)) {
            this.state = 5 /* StartTag */;
            this.checkIndex = 0;
          } else if (cur === 60) {
            this.characters("<");
            this.next();
          } else {
            if (!terminate && this.lookupSequence(60, 0, 0, false) < 0) return this.done(terminate);
            this.checkIndex = 0;
            while (!this.atEof() && cur !== 60 && this.cur < this.end) {
              if (cur === 38) this.parseReference();
              else this.parseCharData();
              cur = this.nxt();
            }
          }
          break;
        }
        case 6 /* EndTag */: {
          if (avail < 2) return this.done(terminate);
          if (!terminate && this.lookupSequence(62, 0, 0, false) < 0) return this.done(terminate);
          this.parseEndTag();
          this.state = this.names.length === 0 ? 7 /* Epilog */ : 4 /* Content */;
          this.checkIndex = 0;
          break;
        }
      }
    }
    this.done(terminate);
  }
  done(terminate) {
    if (this.avail === 0 && terminate) {
      this.autoCloseOnEnd();
      if (this.names.length === 0 && !this.atEof()) this.state = 0 /* Eof */;
    }
  }
};
function isPubidChar(c) {
  return c === 32 || c === 13 || c === 10 || c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || "-'()+,./:=?;!*#@$_%".includes(String.fromCharCode(c));
}

// src/osworld/metrics/html/soup.ts
var STRING_CONTAINERS = {
  rt: "RubyTextString",
  rp: "RubyParenthesisString",
  style: "Stylesheet",
  script: "Script",
  template: "TemplateString"
};
var PRESERVE_WHITESPACE = /* @__PURE__ */ new Set(["pre", "textarea"]);
var LIST_ATTRIBUTES = {
  "*": ["class", "accesskey", "dropzone"],
  a: ["rel", "rev"],
  link: ["rel", "rev"],
  td: ["headers"],
  th: ["headers"],
  form: ["accept-charset"],
  object: ["archive"],
  area: ["rel"],
  icon: ["sizes"],
  iframe: ["sandbox"],
  output: ["for"]
};
var ASCII_SPACES = /* @__PURE__ */ new Set([" ", "\n", "	", "\f", "\r"]);
function soupFromLxml(text2) {
  const builder = new SoupBuilder();
  parseHtmlLikeLxml(text2.startsWith("\uFEFF") ? text2.slice(1) : text2, builder);
  return builder.finish();
}
var SoupBuilder = class {
  root = { kind: "tag", name: "[document]", attrs: /* @__PURE__ */ new Map(), contents: [] };
  stack = [this.root];
  order = [];
  data = [];
  openCount = /* @__PURE__ */ new Map();
  preserve = [];
  containers = [];
  get current() {
    return this.stack[this.stack.length - 1];
  }
  endData(type) {
    if (!this.data.length) return;
    let text2 = this.data.join("");
    this.data = [];
    if (!this.preserve.length && [...text2].every((ch) => ASCII_SPACES.has(ch)))
      text2 = text2.includes("\n") ? "\n" : " ";
    let kind = type ?? "NavigableString";
    if (type === void 0 && this.containers.length)
      kind = STRING_CONTAINERS[this.containers[this.containers.length - 1].name] ?? kind;
    this.add({ kind: "string", type: kind, text: text2 });
  }
  add(node) {
    this.current.contents.push(node);
    this.order.push(node);
  }
  startElement(name2, attributes) {
    this.endData();
    const attrs = /* @__PURE__ */ new Map();
    for (const [key2, value] of attributes) {
      const multi = (LIST_ATTRIBUTES["*"].includes(key2) || LIST_ATTRIBUTES[name2.toLowerCase()]?.includes(key2)) ?? false;
      attrs.set(key2, multi ? pySplitWhitespace(value) : value);
    }
    const tag = { kind: "tag", name: name2, attrs, contents: [] };
    this.add(tag);
    this.stack.push(tag);
    this.openCount.set(name2, (this.openCount.get(name2) ?? 0) + 1);
    if (PRESERVE_WHITESPACE.has(name2)) this.preserve.push(tag);
    if (name2 in STRING_CONTAINERS) this.containers.push(tag);
  }
  endElement(name2) {
    this.endData();
    for (let i = this.stack.length - 1; i > 0; i--) {
      if (!this.openCount.get(name2)) break;
      const tag = this.popTag();
      if (tag.name === name2) break;
    }
  }
  popTag() {
    const tag = this.stack.pop();
    this.openCount.set(tag.name, (this.openCount.get(tag.name) ?? 1) - 1);
    if (this.preserve.at(-1) === tag) this.preserve.pop();
    if (this.containers.at(-1) === tag) this.containers.pop();
    return tag;
  }
  characters(text2) {
    this.data.push(text2);
  }
  comment(text2) {
    this.endData();
    this.data.push(text2);
    this.endData("Comment");
  }
  processingInstruction(target, data) {
    this.endData();
    this.data.push(`${target} ${data}`);
    this.endData("ProcessingInstruction");
  }
  doctype(name2, publicId, systemId) {
    this.endData();
    let value = name2 ?? "";
    if (publicId !== null) {
      value += ` PUBLIC "${publicId}"`;
      if (systemId !== null) value += ` "${systemId}"`;
    } else if (systemId !== null) value += ` SYSTEM "${systemId}"`;
    this.add({ kind: "string", type: "Doctype", text: value });
  }
  finish() {
    this.endData();
    while (this.stack.length > 1) this.popTag();
    return { root: this.root, descendants: this.order };
  }
};
function interestingType(tag) {
  return STRING_CONTAINERS[tag.name] ?? "NavigableString";
}
function tagTexts(soup) {
  const byType = /* @__PURE__ */ new Map();
  const walk2 = [[soup.root, false]];
  while (walk2.length) {
    const [tag, childrenDone] = walk2.pop();
    if (!childrenDone) {
      walk2.push([tag, true]);
      for (const child2 of tag.contents) if (child2.kind === "tag") walk2.push([child2, false]);
      continue;
    }
    const sums = /* @__PURE__ */ new Map();
    for (const child2 of tag.contents) {
      if (child2.kind === "string") sums.set(child2.type, (sums.get(child2.type) ?? "") + child2.text);
      else for (const [type, text2] of byType.get(child2)) sums.set(type, (sums.get(type) ?? "") + text2);
    }
    byType.set(tag, sums);
  }
  return new Map([...byType].map(([tag, sums]) => [tag, sums.get(interestingType(tag)) ?? ""]));
}

// src/osworld/metrics/html.ts
function compare_htmls(path1, path27, options = {}) {
  const soup1 = soupFromLxml(readText(path1, "first HTML file"));
  const soup2 = soupFromLxml(readText(path27, "second HTML file"));
  const ignoreSdnum = pyTruthy(options.ignore_sdnum ?? null);
  const texts3 = new Map([...tagTexts(soup1), ...tagTexts(soup2)]);
  const length = Math.min(soup1.descendants.length, soup2.descendants.length);
  for (let i = 0; i < length; i++)
    if (!sameElement(soup1.descendants[i], soup2.descendants[i], texts3, ignoreSdnum)) return 0;
  return 1;
}
function sameElement(a, b, texts3, ignoreSdnum) {
  if (a.kind !== "tag" || b.kind !== "tag")
    return a.kind === "string" && b.kind === "string" && a.text === b.text;
  if (a.name !== b.name) return false;
  if (pyStrip(texts3.get(a)) !== pyStrip(texts3.get(b))) return false;
  if (!sameAttrs(a.attrs, b.attrs)) return ignoreSdnum && sameAttrs(a.attrs, b.attrs, "sdnum");
  return true;
}
function sameAttrs(a, b, except) {
  const keys = (m) => [...m.keys()].filter((k) => k !== except);
  const ka = keys(a);
  if (ka.length !== keys(b).length) return false;
  return ka.every((k) => {
    if (!b.has(k)) return false;
    const [x, y] = [a.get(k), b.get(k)];
    if (typeof x === "string" || typeof y === "string") return x === y;
    return x.length === y.length && x.every((v, i) => v === y[i]);
  });
}
function check_html_background_image(srcPath, rule2, options = {}) {
  const extra = Object.keys(options).find((key2) => key2 !== "rule");
  if (extra !== void 0)
    throw new PythonError(
      "TypeError",
      `check_html_background_image() got an unexpected keyword argument '${extra}'`
    );
  if ("rule" in options && rule2 !== void 0)
    throw new PythonError(
      "TypeError",
      "check_html_background_image() got multiple values for argument 'rule'"
    );
  const theRule = "rule" in options ? options.rule : rule2 ?? null;
  if (!pyTruthy(srcPath)) return 0;
  const styles = styleTexts(readText(srcPath, "HTML file"));
  for (const text2 of styles)
    if (text2.includes(`background-image: url('${pyStr(subscript(theRule, "value"))}')`)) return 1;
  return 0;
}
function styleTexts(text2) {
  const styles = [];
  let open2 = false;
  try {
    tokenizeLikeHtmlParser(text2, {
      startTag(name2, selfClosing) {
        if (name2 !== "style") return;
        styles.push("");
        open2 = !selfClosing;
      },
      endTag(name2) {
        if (name2 === "style") open2 = false;
      },
      data(chunk) {
        if (open2) styles[styles.length - 1] += chunk;
      }
    });
  } catch (error) {
    if (error instanceof PythonError && error.kind === "AssertionError")
      throw new PythonError(
        "ParserRejectedMarkup",
        `The markup you provided was rejected by the parser (html.parser: ${error.message})`
      );
    throw error;
  }
  return styles;
}

// src/osworld/py-isdigit.ts
var DIGITS = [
  [48, 57],
  [178, 179],
  [185, 185],
  [1632, 1641],
  [1776, 1785],
  [1984, 1993],
  [2406, 2415],
  [2534, 2543],
  [2662, 2671],
  [2790, 2799],
  [2918, 2927],
  [3046, 3055],
  [3174, 3183],
  [3302, 3311],
  [3430, 3439],
  [3558, 3567],
  [3664, 3673],
  [3792, 3801],
  [3872, 3881],
  [4160, 4169],
  [4240, 4249],
  [4969, 4977],
  [6112, 6121],
  [6160, 6169],
  [6470, 6479],
  [6608, 6618],
  [6784, 6793],
  [6800, 6809],
  [6992, 7001],
  [7088, 7097],
  [7232, 7241],
  [7248, 7257],
  [8304, 8304],
  [8308, 8313],
  [8320, 8329],
  [9312, 9320],
  [9332, 9340],
  [9352, 9360],
  [9450, 9450],
  [9461, 9469],
  [9471, 9471],
  [10102, 10110],
  [10112, 10120],
  [10122, 10130],
  [42528, 42537],
  [43216, 43225],
  [43264, 43273],
  [43472, 43481],
  [43504, 43513],
  [43600, 43609],
  [44016, 44025],
  [65296, 65305],
  [66720, 66729],
  [68160, 68163],
  [68912, 68921],
  [69216, 69224],
  [69714, 69722],
  [69734, 69743],
  [69872, 69881],
  [69942, 69951],
  [70096, 70105],
  [70384, 70393],
  [70736, 70745],
  [70864, 70873],
  [71248, 71257],
  [71360, 71369],
  [71472, 71481],
  [71904, 71913],
  [72016, 72025],
  [72784, 72793],
  [73040, 73049],
  [73120, 73129],
  [92768, 92777],
  [92864, 92873],
  [93008, 93017],
  [120782, 120831],
  [123200, 123209],
  [123632, 123641],
  [125264, 125273],
  [127232, 127242],
  [130032, 130041]
];
var isDigitChar = (code) => DIGITS.some(([low, high]) => code >= low && code <= high);
function pyIsdigit(text2) {
  const codes = Array.from(text2, (c) => c.codePointAt(0));
  return codes.length > 0 && codes.every(isDigitChar);
}

// src/osworld/metrics/pptx-color.ts
var R4 = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var COLOR_CHOICES = /* @__PURE__ */ new Set(["scrgbClr", "srgbClr", "hslClr", "sysClr", "schemeClr", "prstClr"]);
var COLOR_CLASSES = {
  scrgbClr: "_ScRgbColor",
  hslClr: "_HslColor",
  sysClr: "_SysColor",
  schemeClr: "_SchemeColor",
  prstClr: "_PrstColor"
};
var FILL_CHOICES = /* @__PURE__ */ new Set(["noFill", "solidFill", "gradFill", "blipFill", "pattFill", "grpFill"]);
function pyIntHex(text2) {
  const s = pyStrip(text2, PY_WHITESPACE);
  const match = /^([+-]?)(?:0x((?:_?[0-9a-f])+)|([0-9a-f](?:_?[0-9a-f])*))$/i.exec(s);
  if (!match) throw new PythonError("ValueError", `invalid literal for int() with base 16: '${text2}'`);
  const value = parseInt((match[2] ?? match[3]).replaceAll("_", ""), 16);
  return match[1] === "-" ? -value : value;
}
function rgbFromString(val2) {
  const chars = Array.from(val2);
  const rgb = [chars.slice(0, 2), chars.slice(2, 4), chars.slice(4)].map((c) => pyIntHex(c.join("")));
  if (rgb.some((v) => v < 0 || v > 255))
    throw new PythonError("ValueError", "RGBColor() takes three integer values 0-255");
  return rgb;
}
function colorRgb(parent) {
  const choice = childrenOf(parent, A2).find((e) => COLOR_CHOICES.has(e.localName ?? ""));
  if (choice?.localName !== "srgbClr")
    throw new PythonError(
      "AttributeError",
      `no .rgb property on color type '${COLOR_CLASSES[choice?.localName ?? ""] ?? "_NoneColor"}'`
    );
  return rgbFromString(choice.getAttribute("val") ?? "");
}
function fontColorRgb(xPr) {
  const fill = childrenOf(xPr, A2).find((e) => FILL_CHOICES.has(e.localName ?? ""));
  if (fill?.localName !== "solidFill")
    throw new PythonError("AttributeError", "no .rgb property on color type '_NoneColor'");
  return colorRgb(fill);
}
function slideMasters(prs) {
  const main = prs.pkg.relatedOf("", "officeDocument");
  const rels = prs.pkg.rels(main);
  return childrenOf(child(prs.presentation, P2, "sldMasterIdLst"), P2, "sldMasterId").map((id) => {
    const target = rels.get(id.getAttributeNS(R4, "id") ?? "");
    if (!target) throw new PythonError("KeyError", "slide master relationship not found");
    return prs.pkg.xml(target[1]);
  });
}

// src/osworld/metrics/slide-colors.ts
function check_slide_numbers_color(file) {
  const prs = openPptx(file);
  for (const slide of prs.slides)
    for (const shape of slideShapes(slide.element)) {
      if (!hasText(shape) || !pyIsdigit(frameText(shape))) continue;
      const color = masterNumberColor(slideMasters(prs));
      if (color === null) return 0;
      const [r, g, b] = color();
      return r === 255 && g === 0 && b === 0 ? 1 : 0;
    }
  return null;
}
function masterNumberColor(masters) {
  for (const master of masters)
    for (const shape of slideShapes(master)) {
      if (!placeholder(shape) || !hasText(shape) || frameText(shape) !== "<number>") continue;
      const first2 = paragraphsOf(shape)[0];
      if (first2) return () => fontColorRgb(child(child(first2, A2, "pPr"), A2, "defRPr"));
    }
  return null;
}
function unpack3(value) {
  if (!Array.isArray(value) && typeof value !== "string" && (value === null || typeof value !== "object"))
    throw new PythonError("TypeError", `cannot unpack non-iterable ${pyTypeName(value)} object`);
  const items = iterate(value);
  if (items.length < 3)
    throw new PythonError("ValueError", `not enough values to unpack (expected 3, got ${items.length})`);
  if (items.length > 3) throw new PythonError("ValueError", "too many values to unpack (expected 3)");
  return items;
}
function operand(value) {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError("TypeError", `unsupported operand type(s) for -: 'int' and '${pyTypeName(value)}'`);
}
function solidRgb(slideOrMaster) {
  const bgPr = child(child(child(slideOrMaster, P2, "cSld"), P2, "bg"), P2, "bgPr");
  const fill = childrenOf(bgPr, A2).find((e) => e.localName === "solidFill");
  try {
    return fill ? colorRgb(fill) : null;
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
function evaluate_presentation_fill_to_rgb_distance(file, rules) {
  const rgb = subscript(rules, "rgb");
  const original = pySubscript(rules, "original_rgb");
  const originalRgb = original.ok ? original.value : null;
  const distance = (color) => {
    if (color === null) return 1;
    const [r1, g1, b1] = color;
    const [r2, g2, b2] = unpack3(rgb);
    if (originalRgb !== null && originalRgb !== void 0) {
      const [r3, g3, b3] = unpack3(originalRgb);
      if (pyEquals(r1, r3) && pyEquals(g1, g3) && pyEquals(b1, b3)) return 1;
    }
    return Math.sqrt((r1 - operand(r2)) ** 2 + (g1 - operand(g2)) ** 2 + (b1 - operand(b2)) ** 2) / Math.sqrt(255 ** 2 + 255 ** 2 + 255 ** 2);
  };
  const prs = openPptx(file);
  let sum = 0;
  for (const slide of prs.slides) {
    const type = backgroundFill(slide.element).type;
    if (type === 1) sum += distance(solidRgb(slide.element));
    else if (type === 5) {
      if (!slide.master) throw new PythonError("KeyError", "no slide layout or master");
      sum += backgroundFill(slide.master).type === 1 ? distance(solidRgb(slide.master)) : 1;
    } else sum += 1;
  }
  if (prs.slides.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
  return 1 - sum / prs.slides.length;
}

// src/osworld/metrics/image-stretch.ts
var R5 = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var HALF_INCH = 457200;
function firstSlide(prs) {
  const slide = prs.slides[0];
  if (!slide) throw new PythonError("IndexError", "slide index out of range");
  return slide;
}
function imageBlob(prs, slide, picture) {
  const blip = child(child(picture, P2, "blipFill"), A2, "blip");
  const embed = blip?.hasAttributeNS(R5, "embed") ? blip.getAttributeNS(R5, "embed") : null;
  if (embed === null) throw new PythonError("ValueError", "no embedded image");
  const target = prs.pkg.rels(slide.part).get(embed);
  const data = target ? prs.pkg.entries[target[1]] : void 0;
  if (!data) throw new PythonError("KeyError", `'${embed}'`);
  return data;
}
var sameBytes = (a, b) => Buffer.from(a).equals(Buffer.from(b));
function minus(a, b) {
  if (a === null || b === null)
    throw new PythonError(
      "TypeError",
      `unsupported operand type(s) for -: '${a === null ? "NoneType" : pyTypeName(a)}' and '${b === null ? "NoneType" : pyTypeName(b)}'`
    );
  return a - b;
}
function check_image_stretch_and_center(modifiedPpt, originalPpt) {
  const original = openPptx(originalPpt);
  const modified = openPptx(modifiedPpt);
  const originalSlide = firstSlide(original);
  const modifiedSlide = firstSlide(modified);
  const pictures = (slide) => slideShapes(slide.element).filter((shape) => shapeType(shape) === 13);
  const originalImages = pictures(originalSlide);
  const modifiedImages = pictures(modifiedSlide);
  const theImage = originalImages[0];
  if (!theImage) return 0;
  let theModified;
  for (const image of modifiedImages)
    if (sameBytes(imageBlob(original, originalSlide, theImage), imageBlob(modified, modifiedSlide, image)))
      theModified = image;
  if (!theModified) return 0;
  const { width: slideWidth, height: slideHeight } = slideSize(original);
  const size = (which) => dimension(theModified, which, modifiedSlide);
  if (Math.abs(minus(size("width"), slideWidth)) > HALF_INCH || Math.abs(minus(size("height"), slideHeight)) > HALF_INCH || Math.abs(minus(size("left"), minus(slideWidth, size("width")) / 2)) > HALF_INCH || Math.abs(minus(size("top"), minus(slideHeight, size("height")) / 2)) > HALF_INCH)
    return 0;
  return 1;
}

// src/osworld/metrics/epub.ts
function processEpub(file) {
  if (typeof file !== "string")
    throw new PythonError("TypeError", `unsupported operand type(s) for +: '${pyTypeName(file)}' and 'str'`);
  const data = readBytes(file, "epub");
  let names;
  try {
    names = [];
    unzipSync(new Uint8Array(data), {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      }
    });
  } catch {
    return [];
  }
  let members;
  try {
    members = unzipSync(new Uint8Array(data), {
      filter: (entry) => entry.name === "toc.ncx" || entry.name === "content.opf"
    });
  } catch {
    throw new PythonError(
      "NotSupported",
      "desktest cannot read this EPUB's toc.ncx or content.opf as zipfile does"
    );
  }
  const kept = (name2, dropped) => pySplitlines(pyDecodeUtf8(members[name2])).filter((line) => !line.includes(dropped));
  const files = [];
  if (names.includes("toc.ncx")) files.push(kept("toc.ncx", "navPoint"));
  if (names.includes("content.opf")) files.unshift(kept("content.opf", "dc:identifier"));
  for (const name2 of names) if (name2.endsWith(".html")) refuseHtml(name2);
  return files;
}
function refuseHtml(name2) {
  const folders = name2.split("/").slice(0, -1);
  for (const folder of folders) {
    if (folder === ".") continue;
    if (folder !== "" && folder !== "..")
      throw new PythonError(
        "FileNotFoundError",
        `No such file or directory: '${name2}' (its folder under the EPUB's .dir)`
      );
    break;
  }
  throw new PythonError(
    "NotSupported",
    `desktest does not re-serialise an EPUB's .html members as lxml.html does ('${name2}')`
  );
}
function compare_epub(result, expected) {
  if (result === null || result === void 0) return 0;
  const resultFiles = processEpub(result);
  const expectedFiles = processEpub(expected);
  let metric = 0;
  for (let i = 0; i < Math.min(resultFiles.length, expectedFiles.length); i++)
    metric += sequenceMatcherRatio(resultFiles[i], expectedFiles[i]);
  if (resultFiles.length > 0) metric /= resultFiles.length;
  return metric;
}

// src/osworld/metrics/train-records.ts
function openOrNull(file) {
  try {
    return openDocx(file);
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
var texts2 = (doc) => paragraphs(doc.body).map(paragraphText);
function trainId(line) {
  const parts = line.split(",");
  return parts.length === 4 ? pyStrip(parts[1]) : null;
}
function get_unique_train_ids(file) {
  const ids = /* @__PURE__ */ new Set();
  if (!pyTruthy(file)) return { ids, count: 0 };
  const doc = openOrNull(file);
  if (!doc) return { ids, count: 0 };
  for (const text2 of texts2(doc)) {
    const id = trainId(text2);
    if (id !== null) ids.add(id);
  }
  return { ids, count: ids.size };
}
function check_no_duplicates(initialFile, processedFile, options) {
  rejectKeywords("check_no_duplicates", options);
  if (!pyTruthy(initialFile) || !pyTruthy(processedFile)) return 0;
  const initial = get_unique_train_ids(initialFile);
  const processed = openOrNull(processedFile);
  if (!processed) return 0;
  const seen = /* @__PURE__ */ new Set();
  for (const text2 of texts2(processed)) {
    const id = trainId(text2);
    if (id === null) continue;
    if (seen.has(id)) return 0;
    seen.add(id);
  }
  const sameIds = seen.size === initial.ids.size && [...seen].every((id) => initial.ids.has(id));
  return sameIds && seen.size === initial.count ? 1 : 0;
}
function linesAndIds(file) {
  const doc = openOrNull(file);
  if (!doc) return null;
  const lines = texts2(doc).map((t) => pyStrip(t)).filter((t) => t !== "");
  return { lines, ids: lines.flatMap((line) => trainId(line) ?? []) };
}
var sameSet2 = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
function compare_unique_train_records(processedFile, expectedFiles) {
  if (!pyTruthy(processedFile) || !Array.isArray(expectedFiles) || expectedFiles.length < 2) return 0;
  const [goldFile, initialFile] = expectedFiles;
  if (!pyTruthy(goldFile) || !pyTruthy(initialFile)) return 0;
  const processed = linesAndIds(processedFile);
  if (!processed) return 0;
  const gold = linesAndIds(goldFile);
  if (!gold) return 0;
  const initial = linesAndIds(initialFile);
  if (!initial) return 0;
  const initialLines = new Set(initial.lines);
  if (!processed.lines.every((line) => initialLines.has(line))) return 0;
  const processedIds = new Set(processed.ids);
  if (processedIds.size !== processed.ids.length) return 0;
  if (!sameSet2(processedIds, new Set(gold.ids))) return 0;
  return processed.lines.length === gold.lines.length ? 1 : 0;
}

// src/osworld/metrics/fuzzy-place-math.ts
function fuzzy_place_math(file, rules, options) {
  rejectKeywords("fuzzy_place_math", options);
  if (file === null || file === void 0) return 0;
  const expected = subscript(rules, "expected");
  const doc = openDocx(file);
  const words = paragraphs(doc.body).flatMap((p) => pySplitWhitespace(paragraphText(p)));
  const scores = words.map((word) => {
    let best = 0;
    for (const answer of iterate(expected)) best = Math.max(best, fuzzRatio(word, answer) / 100);
    return best;
  });
  if (scores.length !== 3) return 0;
  return (scores[0] + scores[1] + scores[2]) / 3;
}

// src/osworld/metrics/docx-images.ts
import path16 from "node:path";
var PKG_RELS4 = "http://schemas.openxmlformats.org/package/2006/relationships";
function documentRels(docx) {
  const dir = path16.posix.dirname(docx.mainPart) === "." ? "" : path16.posix.dirname(docx.mainPart);
  const name2 = `${dir ? `${dir}/` : ""}_rels/${path16.posix.basename(docx.mainPart)}.rels`;
  const data = docx.entries[name2];
  const rels = /* @__PURE__ */ new Map();
  if (!data) return [];
  const root = parseXmlDocument(Buffer.from(data).toString("utf8"), "XMLSyntaxError").documentElement;
  for (const rel of elements(root, "Relationship", PKG_RELS4)) {
    const target = rel.getAttribute("Target") ?? "";
    const external = rel.getAttribute("TargetMode") === "External";
    const resolved = target.startsWith("/") ? path16.posix.normalize(target).slice(1) : path16.posix.normalize(`/${dir}/${target}`).slice(1);
    rels.set(rel.getAttribute("Id") ?? "", {
      type: rel.getAttribute("Type") ?? "",
      external,
      target: resolved
    });
  }
  return [...rels.values()];
}
function openWithRels(file) {
  try {
    const docx = openDocx(file);
    const rels = documentRels(docx);
    if (rels.some((r) => !r.external && docx.entries[r.target] === void 0)) return null;
    return { docx, rels };
  } catch (error) {
    if (error instanceof PythonError) return null;
    throw error;
  }
}
function imageBlobs(opened) {
  return opened.rels.filter((r) => r.type.includes("image")).map((r) => {
    if (r.external)
      throw new PythonError(
        "ValueError",
        "target_part property on _Relationship is undefined when target mode is External"
      );
    return opened.docx.entries[r.target];
  });
}
var isJpeg = (data) => data[0] === 255 && data[1] === 216 && data[2] === 255;
function pilBytes(image) {
  if (image.mode !== "1") return image.data;
  const stride = Math.ceil(image.width / 8);
  const out = new Uint8Array(stride * image.height);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.data[y * image.width + x]) out[y * stride + (x >> 3)] |= 128 >> (x & 7);
  return out;
}
async function tobytes(blob) {
  if (isPng(blob)) return pilBytes(decodePng(blob));
  if (!isJpeg(blob))
    throw new PythonError(
      "NotSupported",
      "desktest compares a document's PNG and JPEG images only (Pillow reads other formats too)"
    );
  const { default: sharp } = await import("./dist-KADRUUSF.js");
  try {
    const image = sharp(blob);
    const { space } = await image.metadata();
    if (space === "cmyk")
      throw new PythonError("NotSupported", "desktest does not port Pillow's CMYK JPEG images");
    return new Uint8Array(await image.raw().toBuffer());
  } catch (error) {
    if (error instanceof PythonError) throw error;
    throw new PythonError("OSError", "image file is truncated or not a JPEG Pillow can decode");
  }
}
var sameBytes2 = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);
async function compare_docx_images(file1, file2, options) {
  rejectKeywords("compare_docx_images", options);
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const doc1 = openWithRels(file1);
  const doc2 = doc1 && openWithRels(file2);
  if (!doc1 || !doc2) return 0;
  const images1 = imageBlobs(doc1);
  const images2 = imageBlobs(doc2);
  if (images1.length !== images2.length) return 0;
  for (let i = 0; i < images1.length; i++)
    if (!sameBytes2(await tobytes(images1[i]), await tobytes(images2[i]))) return 0;
  return 1;
}

// src/osworld/metrics/sqlite-query.ts
import { existsSync as existsSync5, statSync as statSync8 } from "node:fs";
import path17 from "node:path";
function run_sqlite3(result, rules) {
  const sqlite = process.getBuiltinModule("node:sqlite");
  if (!sqlite) throw new Error("run_sqlite3 needs Node's node:sqlite module (Node 22.5 or later)");
  const file = result === null || result === void 0 ? void 0 : filePath(result, "database");
  if (file === void 0)
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object, not NoneType");
  const sql = subscript(rules, "sql");
  if (typeof sql !== "string")
    throw new PythonError("TypeError", `execute() argument 1 must be str, not ${pyTypeName(sql)}`);
  const db = openLazily(sqlite, file);
  const empty = new sqlite.DatabaseSync(":memory:");
  try {
    const row = runOne(db, empty, file, sql);
    if (!row) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const first2 = Object.values(row)[0];
    const value = pyTruthy(first2) ? first2 : 0;
    return pyFloat(value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value);
  } finally {
    db?.close();
    empty.close();
  }
}
function openLazily(sqlite, file) {
  if (!existsSync5(file) && existsSync5(path17.dirname(file)) && statSync8(path17.dirname(file)).isDirectory())
    return void 0;
  try {
    return new sqlite.DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new PythonError("OperationalError", error.message);
  }
}
var SQLITE_NOTADB = 26;
function runOne(db, empty, file, sql) {
  let statement;
  try {
    statement = (db ?? empty).prepare(sql);
  } catch (error) {
    const code = error.errcode;
    if (code !== SQLITE_NOTADB || readsDatabase(empty, sql) !== false)
      throw new PythonError(
        code === SQLITE_NOTADB ? "DatabaseError" : "OperationalError",
        error.message
      );
    statement = empty.prepare(sql);
  }
  const tail = sql.startsWith(statement.sourceSQL) ? sql.slice(statement.sourceSQL.length) : void 0;
  if (tail === void 0)
    throw new PythonError(
      "NotSupported",
      `run_sqlite3 could not tell where the first statement of ${pyRepr(sql)} ends (${file})`
    );
  if (!onlyBlanksAndComments(tail))
    throw new PythonError("ProgrammingError", "You can only execute one statement at a time.");
  statement.setReadBigInts(true);
  let row;
  try {
    row = statement.get();
  } catch (error) {
    throw new PythonError("OperationalError", error.message);
  }
  if (!row) return void 0;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === "bigint" && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v
    ])
  );
}
function readsDatabase(empty, sql) {
  try {
    const program = empty.prepare(`EXPLAIN ${sql}`).all();
    return program.some((op) => op.opcode === "Transaction" || op.opcode === "ReadCookie");
  } catch {
    return void 0;
  }
}
function onlyBlanksAndComments(text2) {
  let i = 0;
  while (i < text2.length) {
    const ch = text2[i];
    if (" 	\f\n\r".includes(ch)) i++;
    else if (text2.startsWith("--", i)) {
      const end = text2.indexOf("\n", i);
      if (end < 0) return true;
      i = end + 1;
    } else if (text2.startsWith("/*", i)) {
      const end = text2.indexOf("*/", i + 2);
      if (end < 0) return true;
      i = end + 2;
    } else return false;
  }
  return true;
}

// src/osworld/metrics/index.ts
var METRICS = {
  exact_match: { fn: exact_match, arity: 2 },
  fuzzy_match: { fn: fuzzy_match, arity: 2 },
  check_include_exclude: { fn: check_include_exclude, arity: 2 },
  match_in_list: { fn: match_in_list, arity: 2 },
  is_in_list: { fn: is_in_list, arity: 2 },
  check_list: { fn: check_list, arity: 2 },
  literal_match: { fn: literal_match, arity: 2 },
  file_contains: { fn: file_contains, arity: 2 },
  check_line_number: { fn: check_line_number, arity: 2 },
  diff_text_file: { fn: diff_text_file, arity: 2 },
  compare_text_file: { fn: compare_text_file, arity: 2 },
  compare_python_pure_text: { fn: compare_python_pure_text, arity: 2 },
  check_json: { fn: check_json, arity: 2 },
  check_direct_json_object: { fn: check_direct_json_object, arity: 2 },
  is_included_all_json_objects: { fn: is_included_all_json_objects, arity: 2 },
  check_csv: { fn: check_csv, arity: 2 },
  compare_csv: { fn: compare_csv, arity: 2 },
  is_utc_0: { fn: is_utc_0, arity: 1 },
  check_accessibility_tree: { fn: check_accessibility_tree, arity: 2 },
  run_sqlite3: { fn: run_sqlite3, arity: 2 },
  check_gnome_favorite_apps: { fn: check_gnome_favorite_apps, arity: 2 },
  check_text_enlarged: { fn: check_text_enlarged, arity: 1 },
  check_moved_jpgs: { fn: check_moved_jpgs, arity: 2 },
  is_in_vm_clickboard: { fn: is_in_vm_clickboard, arity: 2 },
  compare_terminal_and_txt: { fn: compare_terminal_and_txt, arity: 2 },
  compare_table: { fn: compare_table, arity: 2 },
  check_config_status: { fn: check_config_status, arity: 2 },
  check_qt_bgcone: { fn: check_qt_bgcone, arity: 2 },
  check_qt_max_volume: { fn: check_qt_max_volume, arity: 2 },
  check_qt_minimal_view: { fn: check_qt_minimal_view, arity: 2 },
  check_qt_slider_colours: { fn: check_qt_slider_colours, arity: 2 },
  check_global_key_play_pause: { fn: check_global_key_play_pause, arity: 2 },
  check_one_instance_when_started_from_file: { fn: check_one_instance_when_started_from_file, arity: 2 },
  check_play_and_exit: { fn: check_play_and_exit, arity: 2 },
  is_vlc_recordings_folder: { fn: is_vlc_recordings_folder, arity: 2 },
  is_vlc_fullscreen: { fn: is_vlc_fullscreen, arity: 2 },
  is_expected_bookmarks: { fn: is_expected_bookmarks, arity: 2 },
  check_thunderbird_prefs: { fn: check_thunderbird_prefs, arity: 2 },
  check_thunderbird_filter: { fn: check_thunderbird_filter, arity: 2 },
  check_thunderbird_folder: { fn: check_thunderbird_folder, arity: 2 },
  compare_answer: { fn: compare_answer, arity: 2 },
  compare_result_files: { fn: compare_result_files, arity: 2 },
  is_shortcut_on_desktop: { fn: is_shortcut_on_desktop, arity: 2 },
  check_font_size: { fn: check_font_size, arity: 2 },
  check_enabled_experiments: { fn: check_enabled_experiments, arity: 2 },
  check_history_deleted: { fn: check_history_deleted, arity: 2 },
  is_expected_url_pattern_match: { fn: is_expected_url_pattern_match, arity: 2 },
  is_expected_active_tab: { fn: is_expected_active_tab, arity: 2 },
  is_expected_active_tab_approximate: { fn: is_expected_active_tab_approximate, arity: 2 },
  is_expected_tabs: { fn: is_expected_tabs, arity: 2 },
  compare_archive: { fn: compare_archive, arity: 2 },
  compare_zip_files: { fn: compare_zip_files, arity: 2 },
  is_cookie_deleted: { fn: is_cookie_deleted, arity: 2 },
  is_expected_installed_extensions: { fn: is_expected_installed_extensions, arity: 2 },
  check_auto_saving_time: { fn: check_auto_saving_time, arity: 2 },
  find_default_font: { fn: find_default_font, arity: 2 },
  check_libre_locale: { fn: check_libre_locale, arity: 2 },
  check_left_panel: { fn: check_left_panel, arity: 1 },
  compare_docx_files: { fn: compare_docx_files, arity: 2 },
  compare_init_lines: { fn: compare_init_lines, arity: 2 },
  compare_docx_lines: { fn: compare_docx_lines, arity: 2 },
  compare_docx_files_and_ignore_new_lines: { fn: compare_docx_files_and_ignore_new_lines, arity: 2 },
  compare_docx_tables: { fn: compare_docx_tables, arity: 2 },
  compare_highlighted_text: { fn: compare_highlighted_text, arity: 2 },
  check_highlighted_words: { fn: check_highlighted_words, arity: 2 },
  evaluate_colored_words_in_tables: { fn: evaluate_colored_words_in_tables, arity: 2 },
  check_tabstops: { fn: check_tabstops, arity: 2 },
  compare_references: { fn: compare_references, arity: 2 },
  compare_line_spacing: { fn: compare_line_spacing, arity: 2 },
  compare_insert_equation: { fn: compare_insert_equation, arity: 2 },
  compare_font_names: { fn: compare_font_names, arity: 2 },
  compare_subscript_contains: { fn: compare_subscript_contains, arity: 2 },
  has_page_numbers_in_footers: { fn: has_page_numbers_in_footers, arity: 1 },
  is_first_line_centered: { fn: is_first_line_centered, arity: 1 },
  contains_page_break: { fn: contains_page_break, arity: 2 },
  compare_contains_image: { fn: compare_contains_image, arity: 2 },
  evaluate_strike_through_last_paragraph: { fn: evaluate_strike_through_last_paragraph, arity: 2 },
  evaluate_conversion: { fn: evaluate_conversion, arity: 1 },
  evaluate_spacing: { fn: evaluate_spacing, arity: 1 },
  check_italic_font_size_14: { fn: check_italic_font_size_14, arity: 2 },
  evaluate_alignment: { fn: evaluate_alignment, arity: 1 },
  check_no_duplicates: { fn: check_no_duplicates, arity: 2 },
  compare_unique_train_records: { fn: compare_unique_train_records, arity: 2 },
  fuzzy_place_math: { fn: fuzzy_place_math, arity: 2 },
  compare_docx_images: { fn: compare_docx_images, arity: 2 },
  compare_images: { fn: compare_images, arity: 2 },
  check_pdf_pages: { fn: check_pdf_pages, arity: 2 },
  compare_pptx_files: { fn: compare_pptx_files, arity: 2 },
  check_slide_orientation_Portrait: { fn: check_slide_orientation_Portrait, arity: 1 },
  check_strikethrough: { fn: check_strikethrough, arity: 2 },
  check_transition: { fn: check_transition, arity: 2 },
  check_page_number_colors: { fn: check_page_number_colors, arity: 2 },
  check_presenter_console_disable: { fn: check_presenter_console_disable, arity: 1 },
  check_slide_numbers_color: { fn: check_slide_numbers_color, arity: 1 },
  check_image_stretch_and_center: { fn: check_image_stretch_and_center, arity: 2 },
  compare_epub: { fn: compare_epub, arity: 2 },
  evaluate_presentation_fill_to_rgb_distance: { fn: evaluate_presentation_fill_to_rgb_distance, arity: 2 },
  compare_pdfs: { fn: compare_pdfs, arity: 2 },
  is_gold_text_included_in_pdf: { fn: is_gold_text_included_in_pdf, arity: 2 },
  compare_image_list: { fn: compare_image_list, arity: 2 },
  check_structure_sim: { fn: check_structure_sim, arity: 2 },
  check_structure_sim_resized: { fn: check_structure_sim_resized, arity: 2 },
  check_file_exists_and_structure_sim: { fn: check_file_exists_and_structure_sim, arity: 2 },
  check_image_mirror: { fn: check_image_mirror, arity: 2 },
  check_palette_and_structure_sim: { fn: check_palette_and_structure_sim, arity: 2 },
  check_brightness_decrease_and_structure_sim: {
    fn: check_brightness_decrease_and_structure_sim,
    arity: 2
  },
  check_saturation_increase_and_structure_sim: {
    fn: check_saturation_increase_and_structure_sim,
    arity: 2
  },
  check_contrast_increase_and_structure_sim: {
    fn: check_contrast_increase_and_structure_sim,
    arity: 2
  },
  check_image_size: { fn: check_image_size, arity: 2 },
  check_textbox_on_leftside: { fn: check_textbox_on_leftside, arity: 1 },
  check_green_background: { fn: check_green_background, arity: 2 },
  check_triangle_position: { fn: check_triangle_position, arity: 1 },
  increase_saturation: { fn: increase_saturation, arity: 2 },
  decrease_brightness: { fn: decrease_brightness, arity: 2 },
  check_image_file_size: { fn: check_image_file_size, arity: 2 },
  check_file_exists: { fn: check_file_exists, arity: 2 },
  check_sharper: { fn: check_sharper, arity: 2 },
  compare_triangle_positions: { fn: compare_triangle_positions, arity: 2 },
  check_mp3_meta: { fn: check_mp3_meta, arity: 2 },
  compare_audios: { fn: compare_audios, arity: 2 },
  compare_videos: { fn: compare_videos, arity: 2 },
  compare_image_text: { fn: compare_image_text, arity: 2 },
  check_json_settings: { fn: check_json_settings, arity: 2 },
  check_json_keybindings: { fn: check_json_keybindings, arity: 2 },
  is_extension_installed: { fn: is_extension_installed, arity: 2 },
  compare_config: { fn: compare_config, arity: 2 },
  is_vlc_playing: { fn: is_vlc_playing, arity: 2 },
  check_python_file_by_test_suite: { fn: check_python_file_by_test_suite, arity: 2 },
  check_structure_sim_with_threshold: { fn: check_structure_sim_with_threshold, arity: 2 },
  compare_time_in_speedtest_results: { fn: compare_time_in_speedtest_results, arity: 2 },
  compare_conference_city_in_order: { fn: compare_conference_city_in_order, arity: 2 },
  compare_htmls: { fn: compare_htmls, arity: 2 },
  check_html_background_image: { fn: check_html_background_image, arity: 2 }
};
async function callMetric(name2, result, expected, options, context) {
  const entry = METRICS[name2];
  if (!entry) throw new Error(`metric '${name2}' is not ported`);
  if (entry.arity === 1) {
    if (expected !== void 0)
      throw new PythonError("TypeError", `${name2}() takes 1 positional argument but 2 were given`);
    return await entry.fn(result, options);
  }
  if (expected === void 0 && !OPTIONAL_EXPECTED.has(name2))
    throw new PythonError("TypeError", `${name2}() missing 1 required positional argument`);
  return await entry.fn(result, expected?.value, options, context);
}
var OPTIONAL_EXPECTED = /* @__PURE__ */ new Set(["compare_table", "check_html_background_image"]);

// src/osworld/evaluate.ts
var short = (value) => {
  const text2 = typeof value === "string" ? value : pyRepr(value);
  return text2.length > 500 ? `${text2.slice(0, 497)}...` : text2;
};
var clamp = (value) => Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
var OsworldEvaluationError = class extends InfraError {
};
async function scoreOsworld(evaluator, context, lastActionFail) {
  if (evaluator.infeasible) {
    const score2 = lastActionFail ? 1 : 0;
    const detail = lastActionFail ? "infeasible task: the agent's last action was FAIL" : "infeasible task: the agent's last action was not FAIL";
    return {
      score: score2,
      detail,
      metrics: [
        {
          passed: score2 === 1,
          metric: "osworld:infeasible",
          expected: "last action FAIL",
          actual: lastActionFail ? "FAIL" : "not FAIL",
          detail
        }
      ]
    };
  }
  if (lastActionFail) {
    const detail = "the agent's last action was FAIL on a feasible task";
    return {
      score: 0,
      detail,
      metrics: [
        {
          passed: false,
          metric: `osworld:${evaluator.metrics.map((m) => m.func).join("+")}`,
          expected: "a completed task",
          actual: "FAIL",
          detail
        }
      ]
    };
  }
  const metrics = [];
  const state = {};
  if (!evaluator.list) {
    const value = await runMetric(evaluator.metrics[0], evaluator, context, metrics, state);
    return { score: value, metrics, detail: `${evaluator.metrics[0].func} = ${value}` };
  }
  const values = [];
  for (const spec of evaluator.metrics) {
    const value = await runMetric(spec, evaluator, context, metrics, state);
    if (evaluator.conj === "and" && value === 0)
      return { score: 0, metrics, detail: `${spec.func} = 0 (conj and: the first 0 decides)` };
    if (evaluator.conj === "or" && value === 1)
      return { score: 1, metrics, detail: `${spec.func} = 1 (conj or: the first 1 decides)` };
    values.push(value);
  }
  const score = evaluator.conj === "and" ? values.reduce((a, b) => a + b, 0) / values.length : Math.max(...values);
  return {
    score,
    metrics,
    detail: `${evaluator.conj === "and" ? "mean" : "max"} of [${values.join(", ")}] = ${score}`
  };
}
async function runMetric(spec, evaluator, context, out, state) {
  let result;
  let expected;
  const record = (value2, detail) => {
    out.push({
      passed: value2 === 1,
      metric: `osworld:${spec.func}`,
      expected: expected ? short(expected.value) : "",
      actual: short(result),
      detail
    });
    return value2;
  };
  const raised = (error, where) => {
    if (error.kind === "NotSupported")
      throw new OsworldEvaluationError(
        `desktest cannot evaluate ${spec.func} (${spec.pointers.func}) on this state: ${error.message.replace(/^NotSupported: /, "")}`,
        { hint: "docs/osworld.md lists what desktest's port of OSWorld's evaluators does not cover" }
      );
    throw new OsworldEvaluationError(
      `OSWorld's evaluator raises ${error.message} in ${where} of ${spec.func} (${spec.pointers.func}), so OSWorld gives this task no score`,
      {
        hint: "OSWorld counts such a task as unfinished and runs it again; the state the desktop was left in is one its evaluator does not handle"
      }
    );
  };
  try {
    result = spec.result ? await runGetter(spec.result, context) : null;
    state.previous = { value: result };
  } catch (error) {
    if (!(error instanceof PythonError)) throw error;
    if (error.kind !== "FileNotFoundError") raised(error, "the result getter");
    if (!evaluator.list || evaluator.conj === "and")
      return record(0, `score 0: the result getter raised ${error.message}`);
    if (!state.previous)
      raised(new PythonError("NameError", "name 'result_state' is not defined"), "the evaluation");
    result = state.previous.value;
  }
  try {
    if (spec.expected) expected = { value: await runGetter(spec.expected, context) };
    else if (evaluator.list && evaluator.expectedList)
      throw new PythonError(
        "TypeError",
        "'NoneType' object is not callable (a null entry in the expected list)"
      );
  } catch (error) {
    if (error instanceof PythonError) raised(error, "the expected getter");
    throw error;
  }
  let value;
  try {
    value = await callMetric(spec.func, result, expected, spec.options, {
      hostCacheDir: context.hostCacheDir,
      python: desktopPython(context.guest.session),
      log: context.log
    });
  } catch (error) {
    if (error instanceof PythonError) raised(error, "the metric");
    throw error;
  }
  if (value === null)
    raised(new PythonError("TypeError", "the metric returned None, not a score"), "the metric");
  const score = clamp(value);
  return record(score, `score ${score}`);
}

// src/osworld/guest.ts
import { mkdir as mkdir3 } from "node:fs/promises";
import path18 from "node:path";
var STAGE_DIR = "/tmp/desktest-osworld";
var LAUNCH_LOG = "/tmp/osworld-launch.log";
var SESSION_READY_WAIT = "[ -x /usr/local/bin/osworld-session ] || exit 0; for i in $(seq 1 200); do [ -e /tmp/osworld-session-ready ] && exit 0; sleep 0.1; done; exit 1";
var OsworldGuest = class _OsworldGuest {
  constructor(session, home, log) {
    this.session = session;
    this.home = home;
    this.log = log;
  }
  session;
  home;
  log;
  uploads = 0;
  static async attach(session, log = () => void 0) {
    await session.exec(["mkdir", "-p", STAGE_DIR], { timeoutMs: 1e4 });
    const ready = await session.exec(["sh", "-c", SESSION_READY_WAIT], { timeoutMs: 3e4 });
    if (ready.exitCode !== 0)
      log("the OSWorld session services did not report ready within 20 s (see /tmp/pulseaudio.log)");
    return new _OsworldGuest(session, session.home, log);
  }
  /** The guest's `subprocess.run(command, shell=shell, timeout=120)`. */
  async execute(command, shell, timeoutMs = OSWORLD_DEFAULTS.commandTimeoutMs) {
    let argv;
    try {
      argv = this.argv(command, shell);
    } catch (error) {
      this.log(`execute: ${error.message}`);
      return null;
    }
    const result = await this.session.exec(argv, { timeoutMs, cwd: this.home });
    if (result.timedOut) {
      this.log(`execute: timed out after ${Math.round(timeoutMs / 1e3)}s: ${JSON.stringify(command)}`);
      return null;
    }
    if (!shell && result.exitCode === 127 && result.stdout === "" && /no such file|not found|cannot/i.test(result.stderr)) {
      this.log(`execute: cannot start ${argv[0]}: ${result.stderr.trim()}`);
      return null;
    }
    return { output: universal(result.stdout), error: universal(result.stderr), returncode: result.exitCode };
  }
  /** The guest's non-blocking `Popen(command, shell=shell)` (the host splits a non-shell string on spaces). */
  async launch(command, shell) {
    let cmd = command;
    if (!shell && typeof cmd === "string" && cmd.split(/\s+/).filter(Boolean).length > 1)
      cmd = cmd.split(/\s+/).filter(Boolean);
    let argv;
    try {
      argv = this.argv(cmd, shell);
    } catch (error) {
      this.log(`launch: ${error.message}`);
      return;
    }
    await this.session.spawn(argv, { log: LAUNCH_LOG, cwd: this.home });
  }
  argv(command, shell) {
    if (shell) {
      return typeof command === "string" ? ["/bin/sh", "-c", command] : ["/bin/sh", "-c", ...command];
    }
    const list = typeof command === "string" ? shlexSplit(command) : [...command];
    if (list.length === 0) throw new Error("empty command");
    return list.map((arg) => arg.startsWith("~/") ? `${this.home}/${arg.slice(2)}` : arg);
  }
  /** A guest path as the server sees it: `~` and `$VARS` expanded, relative to the home. */
  async resolve(guestPath) {
    return this.session.guest.stat(guestPath, this.home);
  }
  /** The accessibility tree as OSWorld's server returns it (XML, `desktop-frame` root). */
  async accessibilityTree() {
    return (await this.session.guest.a11yXml(12e4)).xml;
  }
  /** The focused gnome-terminal tab's text in the active terminal window, or null. */
  terminalOutput() {
    return this.session.guest.terminalText();
  }
  /** OSWorld's `list_directory`: the folder's tree, or null when it is not a folder. */
  async listDirectory(guestPath) {
    const answer = await this.session.guest.listDir(guestPath, this.home);
    return "directory_tree" in answer ? answer.directory_tree : null;
  }
  /** The screen's size now (OSWorld asks pyautogui). */
  async screenSize() {
    return (await this.session.guest.ping()).screen;
  }
  /** The size of the first client window whose WM_CLASS (instance or class) is `className`, or null. */
  async windowSize(className) {
    return windowSizeByClass(await this.session.guest.windows({ all: true }), className);
  }
  /** Chrome's open tabs, [{title, url}], through its DevTools endpoint. */
  chromeTabs() {
    return this.session.guest.browserTabs();
  }
  /** OSWorld's `chrome_open_tabs` setup step. */
  async chromeOpenTabs(urls) {
    await this.session.guest.browserOpen(urls);
  }
  /**
   * OSWorld's `chrome_close_tabs` setup step: after 5 s, Chrome's pages over its DevTools endpoint (up to 15
   * tries 5 s apart; none answering ends the step quietly, as in OSWorld), then for each URL the first open
   * page equal to it under compare_urls is closed.
   */
  async chromeCloseTabs(urls, matches) {
    await new Promise((resolve2) => setTimeout(resolve2, 5e3));
    let pages;
    for (let attempt = 0; attempt < 15 && !pages; attempt++) {
      const listed = await this.session.exec(["python3", "-c", DEVTOOLS_SCRIPT, "list"], {
        timeoutMs: 3e4
      });
      if (listed.exitCode === 0) pages = JSON.parse(listed.stdout);
      else if (attempt < 14) await new Promise((resolve2) => setTimeout(resolve2, 5e3));
    }
    if (!pages) {
      this.log("chrome_close_tabs: Chrome's DevTools endpoint (port 9222) did not answer");
      return;
    }
    for (const url of urls) {
      const index = pages.findIndex((page2) => matches(page2.url, url));
      if (index < 0) continue;
      const [page] = pages.splice(index, 1);
      const closed = await this.session.exec(["python3", "-c", DEVTOOLS_SCRIPT, "close", page.id], {
        timeoutMs: 3e4
      });
      if (closed.exitCode !== 0) this.log(`chrome_close_tabs: closing ${page.url}: ${closed.stderr.trim()}`);
    }
  }
  /** The guest's `POST /setup/upload`: the host file lands at `guestPath` (folders created, mode 0644). */
  async upload(hostFile, guestPath) {
    const stage = `${STAGE_DIR}/upload-${++this.uploads}`;
    await this.session.exec(["mkdir", "-p", stage], { timeoutMs: 1e4 });
    await this.session.copyIn(hostFile, stage);
    await this.session.guest.place(`${stage}/${path18.basename(hostFile)}`, guestPath, { base: this.home });
  }
  /** The guest's `POST /file`: the file's bytes into `hostPath`, or false when it does not exist. */
  async getFile(guestPath, hostPath) {
    const where = await this.resolve(guestPath);
    if (!where.file) return false;
    await mkdir3(path18.dirname(hostPath), { recursive: true });
    await this.session.copyOut(where.path, hostPath);
    return true;
  }
  /**
   * The guest's `POST /setup/open_file`: an existing path opens with xdg-open, anything else is started as
   * a program from PATH; then wait (1 s polls of `wmctrl -l`) for a window line containing the file name
   * with or without its extension, and activate it. Throws when nothing matches in time.
   */
  async openFile(target, timeoutMs) {
    const where = await this.resolve(target);
    let names;
    if (where.exists) {
      await this.session.spawn(["xdg-open", where.path], { log: LAUNCH_LOG, cwd: this.home });
      const base = path18.posix.basename(where.path);
      const ext = path18.posix.extname(base);
      names = [base, ext && base !== ext ? base.slice(0, -ext.length) : base];
    } else {
      const which = await this.session.exec(["sh", "-c", `command -v ${shellQuote(target)}`], {
        timeoutMs: 1e4
      });
      if (which.exitCode !== 0) throw new Error(`Application/file not found: ${target}`);
      await this.session.spawn([target], { log: LAUNCH_LOG, cwd: this.home });
      names = [target];
    }
    const started = Date.now();
    for (; ; ) {
      const list = await this.session.exec(["wmctrl", "-l"], { timeoutMs: 1e4 });
      if (list.exitCode === 0) {
        const line = list.stdout.trim().split("\n").find((l) => l.trim() !== "" && names.some((n) => l.includes(n)));
        if (line) {
          await this.session.exec(["wmctrl", "-i", "-a", line.split(/\s+/)[0]], { timeoutMs: 1e4 });
          return;
        }
      }
      if (Date.now() - started > timeoutMs)
        throw new Error(
          `Failed to find window for ${names[0]} within ${Math.round(timeoutMs / 1e3)} seconds.`
        );
      await new Promise((resolve2) => setTimeout(resolve2, 1e3));
    }
  }
  /** `wmctrl -a` / `-c` with OSWorld's flags (-x by class, -F strict); failures are only logged. */
  async window(action, name2, strict, byClass) {
    const flag = `-${byClass ? "x" : ""}${strict ? "F" : ""}${action === "activate" ? "a" : "c"}`;
    const result = await this.session.exec(["wmctrl", flag, name2], { timeoutMs: 1e4 });
    if (result.exitCode !== 0)
      this.log(`wmctrl ${flag} ${JSON.stringify(name2)}: exit ${result.exitCode} ${result.stderr.trim()}`);
  }
};
var DEVTOOLS_SCRIPT = `
import json, sys, urllib.request
def call(path):
    with urllib.request.urlopen("http://127.0.0.1:9222" + path, timeout=10) as answer:
        return answer.read().decode("utf-8", "replace")
if sys.argv[1] == "list":
    print(json.dumps([{"id": str(t.get("id", "")), "url": str(t.get("url", ""))}
                      for t in json.loads(call("/json/list")) if t.get("type") == "page"]))
else:
    call("/json/close/" + sys.argv[2])
`;
function universal(text2) {
  return text2.replace(/\r\n?/g, "\n");
}
function windowSizeByClass(windows, className) {
  const wanted = className.toLowerCase();
  const match = windows.find((w) => w.instance.toLowerCase() === wanted || w.class.toLowerCase() === wanted);
  return match ? { width: match.width, height: match.height } : null;
}

// src/osworld/outputs.ts
import { readFile as readFile5 } from "node:fs/promises";
function osworldTimestamp(date = /* @__PURE__ */ new Date()) {
  const p = (n, w = 2) => String(n).padStart(w, "0");
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}@${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}${p(date.getMilliseconds() * 1e3, 6)}`;
}
async function readRunTrajectory(artifacts) {
  try {
    return parseTrajectory(await readFile5(artifacts.path("trajectory.jsonl"), "utf8"));
  } catch {
    return [];
  }
}
function lastActionIsFail(entries) {
  return entries.at(-1)?.result === "fail";
}
async function writeOsworldOutputs(artifacts, outcome) {
  const entries = await readRunTrajectory(artifacts);
  const actions = entries.flatMap((e) => {
    const command = e.result === "done" ? "DONE" : e.result === "fail" ? "FAIL" : void 0;
    const out = [];
    if (e.action_code.trim() !== "") out.push({ entry: e, action: e.action_code });
    if (command) out.push({ entry: e, action: command, command });
    return out;
  });
  const lines = actions.map(({ entry: e, action, command }, i) => {
    const last = i === actions.length - 1;
    return JSON.stringify({
      step_num: e.step,
      action_timestamp: osworldTimestamp(new Date(Date.parse(e.timestamp) || Date.now())),
      action,
      response: e.llm_raw_response ?? e.thought ?? "",
      reward: 0,
      done: command !== void 0 || last && outcome.score !== void 0,
      info: command === "FAIL" ? { fail: true } : command === "DONE" ? { done: true } : {},
      screenshot_file: e.screenshot_path ?? null
    });
  });
  if (outcome.error !== void 0)
    lines.push(JSON.stringify({ Error: `${outcome.error} in ${outcome.taskLabel}` }));
  await artifacts.text("traj.jsonl", lines.map((l) => `${l}
`).join(""));
  if (outcome.score !== void 0) await artifacts.text("result.txt", `${pyFloatRepr(outcome.score)}
`);
}

// src/osworld/replay.ts
import { readFile as readFile6 } from "node:fs/promises";
import path19 from "node:path";
var REPLAY_FAIL_MARKER = "REPLAY_FAIL";
async function runOsworldReplay(session, script, context) {
  if (!script)
    throw new ConfigError(
      "--replay needs the task's scripted solution: a codified replay script beside the task file (<task>.replay.py) or a 'replay_script' key",
      {
        location: context.locate(),
        hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`"
      }
    );
  const source = await readFile6(script, "utf8").catch((error) => {
    throw new ConfigError(`Replay script not found: ${script} (${error.message})`, {
      location: context.locate()
    });
  });
  const dir = session.os.join(session.os.tempDir, "desktest-osworld", "replay");
  await session.exec(session.os.mkdirCommand([dir]), { timeoutMs: 1e4 });
  await session.copyIn(script, dir);
  const guestScript = session.os.join(dir, path19.basename(script));
  const screens = replayTempPath(session, "screens");
  const run = await runReplayScript(session, guestScript, { timeoutMs: context.timeoutMs, screens });
  const output = run.stdout + run.stderr;
  const complete = output.includes("REPLAY_COMPLETE");
  const passed = !run.timedOut && run.exitCode === 0 && complete;
  const fail = output.split("\n").some((line) => line.trim() === REPLAY_FAIL_MARKER);
  if (!passed)
    context.log(`Replay script output (last lines):
${output.trimEnd().split("\n").slice(-20).join("\n")}`);
  const steps = replayStepsFromOutput(output, source, passed);
  await copyReplayScreens(session, screens, steps, (name2) => context.artifacts.path(name2));
  await removeReplayScreens(session, screens);
  return {
    steps,
    fail,
    ...passed ? {} : { failure: replayFailure(run) },
    result: {
      passed,
      metric: "script_replay",
      expected: "exit_code=0, REPLAY_COMPLETE in output",
      actual: run.timedOut ? "timed out" : `exit_code=${run.exitCode}, complete=${complete}`,
      detail: run.timedOut ? `Replay script timed out: ${script}` : run.exitCode !== 0 ? `Replay script exited with code ${run.exitCode}` : complete ? `Replay script completed successfully${fail ? " and ended with FAIL" : ""}` : "Replay script did not output REPLAY_COMPLETE"
    }
  };
}

// src/osworld/settings.ts
import path20 from "node:path";
var OSWORLD_PASS_SCORE = 1;
function osworldSettings(env, cwd) {
  const number3 = (name2) => {
    const value = env[name2];
    if (value === void 0 || value === "") return void 0;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0)
      throw new ConfigError(`${name2} must be a number of seconds (found '${value}')`);
    return n;
  };
  return {
    cacheDirs: (env.DESKTEST_OSWORLD_CACHE ?? "").split(path20.delimiter).filter(Boolean).map((d) => path20.resolve(cwd, d)),
    password: env.DESKTEST_OSWORLD_PASSWORD || OSWORLD_DEFAULTS.clientPassword,
    fixedSettleSecs: number3("DESKTEST_OSWORLD_SETTLE_SECS"),
    fixedEvalSettleSecs: number3("DESKTEST_OSWORLD_EVAL_SETTLE_SECS"),
    openTimeoutMs: (number3("DESKTEST_OSWORLD_OPEN_TIMEOUT_SECS") ?? 1800) * 1e3
  };
}
var OSWORLD_HOME = "/home/user";

// src/osworld/setup.ts
import { copyFileSync as copyFileSync3, existsSync as existsSync6, mkdtempSync as mkdtempSync3, rmSync as rmSync3 } from "node:fs";
import { mkdir as mkdir4, writeFile as writeFile4 } from "node:fs/promises";
import { tmpdir as tmpdir3 } from "node:os";
import path21 from "node:path";

// src/osworld/browse-history.ts
import { copyFileSync as copyFileSync2 } from "node:fs";
var HISTORY_TEMPLATE_URL = "https://huggingface.co/datasets/xlangai/ubuntu_osworld_file_cache/resolve/main/chrome/44ee5668-ecd5-4366-a6ce-c1c9b8d4e938/history_empty.sqlite?download=true";
var HISTORY_TEMPLATE_CACHE_NAME = "history_new.sqlite";
function chromeHistoryPath(home) {
  return `${home}/.config/google-chrome/Default/History`;
}
var HISTORY_CHOWN_COMMAND = "sudo chown -R user:user /home/user/.config/google-chrome/Default/History";
var TRANSITION = 805306368;
function writeBrowseHistory(template, out, history2, now = /* @__PURE__ */ new Date()) {
  const sqlite = process.getBuiltinModule("node:sqlite");
  if (!sqlite) throw new Error("update_browse_history needs Node's node:sqlite module (Node 22.5 or later)");
  copyFileSync2(template, out);
  for (const item of history2) {
    const stamp = chromeTimestamp(now, item.visit_time_from_now_in_seconds);
    const db = new sqlite.DatabaseSync(out);
    try {
      const { lastInsertRowid } = db.prepare(
        "INSERT INTO urls (url, title, visit_count, typed_count, last_visit_time, hidden) VALUES (?, ?, ?, ?, ?, ?)"
      ).run(bindable(item.url), bindable(item.title), 1, 0, stamp, 0);
      db.prepare(
        "INSERT INTO visits (url, visit_time, from_visit, transition, segment_id, visit_duration) VALUES (?, ?, ?, ?, ?, ?)"
      ).run(lastInsertRowid, stamp, 0, TRANSITION, 0, 0);
    } catch (error) {
      if (error instanceof PythonError) throw error;
      throw new PythonError("OperationalError", error.message);
    } finally {
      db.close();
    }
  }
}
function bindable(value) {
  if (value === null || typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError("ProgrammingError", "Error binding parameter: type is not supported");
}
var US_PER_DAY = 86400000000n;
var MAX_DATETIME_US = 3652059n * US_PER_DAY - 1n;
var CHROME_EPOCH_US = 584388n * US_PER_DAY;
function chromeTimestamp(now, seconds) {
  const visit = localMicroseconds(now) - timedeltaSeconds(seconds);
  if (visit < 0n || visit > MAX_DATETIME_US)
    throw new PythonError("OverflowError", "date value out of range");
  const total = nearestDouble(visit - CHROME_EPOCH_US, 1000000n);
  return BigInt(Math.trunc(total * 1e6));
}
function localMicroseconds(date) {
  const days = daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate());
  const seconds = date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
  return BigInt(days) * US_PER_DAY + BigInt(seconds) * 1000000n + BigInt(date.getMilliseconds()) * 1000n;
}
function daysFromCivil(year, month, day) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 306;
}
var MAX_TIMEDELTA_US = 999999999n * US_PER_DAY + US_PER_DAY - 1n;
function timedeltaSeconds(value) {
  let us;
  if (typeof value === "boolean") us = value ? 1000000n : 0n;
  else if (typeof value === "bigint") us = value * 1000000n;
  else if (typeof value === "number") {
    if (!Number.isFinite(value))
      throw new PythonError(
        Number.isNaN(value) ? "ValueError" : "OverflowError",
        "cannot convert float to integer"
      );
    const whole = Math.trunc(value);
    const fraction = value - whole;
    const scaled = fraction * 1e6;
    const scaledWhole = Math.trunc(scaled);
    const leftover = scaled - scaledWhole;
    us = BigInt(whole) * 1000000n + BigInt(scaledWhole);
    if (leftover !== 0) {
      let rounded = cRound(leftover);
      if (Math.abs(rounded - leftover) === 0.5) {
        const odd = us % 2n === 0n ? 0 : 1;
        rounded = 2 * cRound((leftover + odd) * 0.5) - odd;
      }
      us += BigInt(rounded);
    }
  } else
    throw new PythonError(
      "TypeError",
      `unsupported type for timedelta seconds component: ${value === null ? "NoneType" : typeof value === "string" ? "str" : Array.isArray(value) ? "list" : "dict"}`
    );
  if (us > MAX_TIMEDELTA_US || us < -MAX_TIMEDELTA_US - 1n)
    throw new PythonError("OverflowError", "days=1000000000; must have magnitude <= 999999999");
  return us;
}
function cRound(x) {
  return Math.sign(x) * Math.round(Math.abs(x));
}
function nearestDouble(n, d) {
  if (n === 0n) return 0;
  const negative = n < 0n;
  const a = negative ? -n : n;
  let shift = 52 - (a.toString(2).length - d.toString(2).length);
  const scaled = (k) => k >= 0 ? [a << BigInt(k), d] : [a, d << BigInt(-k)];
  let [num, den] = scaled(shift);
  if (num / den < 1n << 52n) [num, den] = scaled(++shift);
  let q = num / den;
  const twice = num % den * 2n;
  if (twice > den || twice === den && q % 2n === 1n) q += 1n;
  const value = Number(q) * 2 ** -shift;
  return negative ? -value : value;
}

// src/osworld/setup.ts
function substitutePlaceholders2(command, values) {
  const one = (text2) => text2.replaceAll("{CLIENT_PASSWORD}", values.password).replaceAll("{SCREEN_WIDTH_HALF}", String(Math.floor(values.width / 2))).replaceAll("{SCREEN_HEIGHT_HALF}", String(Math.floor(values.height / 2))).replaceAll("{SCREEN_WIDTH}", String(values.width)).replaceAll("{SCREEN_HEIGHT}", String(values.height));
  return typeof command === "string" ? one(command) : command.map(one);
}
function describeOsworldStep(step) {
  const p = step.parameters;
  const text2 = (v) => typeof v === "string" ? v : JSON.stringify(v);
  switch (step.type) {
    case "execute":
    case "command":
    case "launch":
    case "execute_with_verification":
      return `${step.type}: ${text2(p.command)}`;
    case "download":
    case "upload_file":
      return `${step.type}: ${(p.files ?? []).map((f) => f.path).join(", ")}`;
    case "open":
    case "change_wallpaper":
      return `${step.type}: ${text2(p.path)}`;
    case "sleep":
      return `sleep: ${text2(p.seconds)}s`;
    case "activate_window":
    case "close_window":
      return `${step.type}: ${text2(p.window_name)}`;
    case "chrome_open_tabs":
      return `chrome_open_tabs: ${(p.urls_to_open ?? []).join(", ")}`;
    case "chrome_close_tabs":
      return `chrome_close_tabs: ${(p.urls_to_close ?? []).join(", ")}`;
    case "update_browse_history":
      return `update_browse_history: ${(p.history ?? []).length} visits`;
    default:
      return step.type;
  }
}
async function runOsworldSteps(steps, context) {
  for (const step of steps) {
    const description = describeOsworldStep(step);
    context.onStep?.(description);
    context.log(
      `OSWorld ${step.pointer.startsWith("/config") ? "setup" : "postconfig"} ${step.pointer}: ${description}`
    );
    try {
      await runStep(step, context);
    } catch (error) {
      const location = context.locate(step.pointer);
      if (isDesktestError(error) && error.category === "config_error")
        throw new ConfigError(error.message, { location, hint: error.hint, cause: error });
      throw new InfraError(
        `OSWorld step ${step.pointer} (${step.type}) failed: ${error.message}`,
        {
          location,
          cause: error
        }
      );
    }
  }
}
async function runStep(step, context) {
  const p = step.parameters;
  const { guest } = context;
  switch (step.type) {
    case "download":
      for (const file of p.files) {
        const cached = context.cache.resolve(file.url, {
          taskId: context.taskId,
          fileName: path21.posix.basename(file.path)
        });
        await guest.upload(cached, file.path);
      }
      return;
    case "upload_file":
      for (const file of p.files) {
        const local = path21.resolve(context.taskDir, file.local_path);
        if (!existsSync6(local))
          throw new ConfigError(
            `Setup Upload - Invalid local path (${file.local_path}): ${local} does not exist`
          );
        await guest.upload(local, file.path);
      }
      return;
    case "open":
      await guest.openFile(String(p.path), context.openTimeoutMs);
      return;
    case "launch":
      await guest.launch(p.command, boolish(p.shell));
      return;
    case "execute":
    case "command":
      await execute(step, context);
      return;
    case "execute_with_verification":
      await executeWithVerification(step, context);
      return;
    case "sleep":
      await new Promise((resolve2) => setTimeout(resolve2, Number(p.seconds) * 1e3));
      return;
    case "activate_window":
    case "close_window":
      await guest.window(
        step.type === "activate_window" ? "activate" : "close",
        String(p.window_name),
        boolish(p.strict),
        boolish(p.by_class)
      );
      return;
    case "chrome_open_tabs":
      await guest.chromeOpenTabs(p.urls_to_open);
      return;
    case "chrome_close_tabs":
      await guest.chromeCloseTabs(p.urls_to_close, (pageUrl, url) => compareUrls(pageUrl, url));
      return;
    case "change_wallpaper": {
      const result = await guest.execute(
        ["gsettings", "set", "org.gnome.desktop.background", "picture-uri", `file://${String(p.path)}`],
        false
      );
      if (!result || result.returncode !== 0)
        context.log(`change_wallpaper: ${result?.error.trim() ?? "failed"}`);
      return;
    }
    case "update_browse_history":
      await updateBrowseHistory(p.history, context);
      return;
    default:
      throw new ConfigError(`setup type '${step.type}' is not supported`);
  }
}
async function updateBrowseHistory(history2, context) {
  const template = path21.join(context.hostCacheDir, HISTORY_TEMPLATE_CACHE_NAME);
  if (!existsSync6(template)) {
    const cached = context.cache.resolve(HISTORY_TEMPLATE_URL, {
      taskId: context.taskId,
      fileName: HISTORY_TEMPLATE_CACHE_NAME
    });
    await mkdir4(context.hostCacheDir, { recursive: true });
    copyFileSync3(cached, template);
  }
  const dir = mkdtempSync3(path21.join(tmpdir3(), "desktest-history-"));
  try {
    const db = path21.join(dir, "history_empty.sqlite");
    writeBrowseHistory(template, db, history2);
    await context.guest.upload(db, chromeHistoryPath(context.guest.home));
  } finally {
    rmSync3(dir, { recursive: true, force: true });
  }
  const chown = await context.guest.execute(HISTORY_CHOWN_COMMAND, true);
  if (!chown || chown.returncode !== 0)
    context.log(`update_browse_history: ${chown?.error.trim() || "chown failed"}`);
}
async function execute(step, context) {
  const p = step.parameters;
  const command = substitutePlaceholders2(p.command, {
    password: context.password,
    ...context.screen
  });
  const until = typeof p.until === "object" && p.until !== null ? p.until : {};
  let failures = 0;
  for (; ; ) {
    const result = await context.guest.execute(command, boolish(p.shell));
    if (result) {
      if (typeof p.stdout === "string" && p.stdout) await saveInCache(context, p.stdout, result.output);
      if (typeof p.stderr === "string" && p.stderr) await saveInCache(context, p.stderr, result.error);
    } else failures++;
    if (Object.keys(until).length === 0) return;
    const done = result !== null && ("returncode" in until && result.returncode === until.returncode || typeof until.stdout === "string" && result.output.includes(until.stdout) || typeof until.stderr === "string" && result.error.includes(until.stderr));
    if (done || failures >= 5) return;
    await new Promise((resolve2) => setTimeout(resolve2, 300));
  }
}
async function executeWithVerification(step, context) {
  const p = step.parameters;
  const verification = p.verification ?? {};
  const maxWaitMs = (typeof p.max_wait_time === "number" ? p.max_wait_time : 10) * 1e3;
  const intervalMs = (typeof p.check_interval === "number" ? p.check_interval : 1) * 1e3;
  await context.guest.execute(p.command, boolish(p.shell));
  const started = Date.now();
  for (; ; ) {
    let ok = true;
    if (verification.window_exists) {
      const list = await context.guest.execute(["wmctrl", "-l"], false);
      ok &&= list?.output.includes(verification.window_exists) ?? false;
    }
    if (ok && verification.command_success) {
      const check = await context.guest.execute(verification.command_success, true);
      ok &&= check?.returncode === 0;
    }
    if (ok) return;
    if (Date.now() - started >= maxWaitMs)
      throw new Error(`Command verification failed after ${maxWaitMs / 1e3}s`);
    await new Promise((resolve2) => setTimeout(resolve2, intervalMs));
  }
}
async function saveInCache(context, name2, text2) {
  const file = path21.resolve(context.hostCacheDir, name2);
  if (!file.startsWith(path21.resolve(context.hostCacheDir) + path21.sep))
    throw new ConfigError(`execute's output file name '${name2}' leaves the task cache folder`);
  await mkdir4(path21.dirname(file), { recursive: true });
  await writeFile4(file, text2);
}

// src/run/formats/osworld-format.ts
var osworldFormat = {
  prepare(loaded, placement, options) {
    const task = loaded.osworld;
    const { locate } = loaded;
    const settings = osworldSettings(options.env, options.cwd);
    if (placement.backend.name !== "docker") {
      throw new ConfigError(
        `an OSWorld task runs in a fresh Docker desktop of its image profile; the ${placement.backend.name} backend is not supported for it`,
        { location: locate("") }
      );
    }
    if (options.heal) {
      throw new ConfigError(
        "heal mode (--replay --heal) runs desktest-format tasks; this is an OSWorld task",
        {
          location: locate(""),
          hint: "run it with --replay (its scripted solution) or with the agent"
        }
      );
    }
    if (options.replay && !task.replay_script) {
      throw new ConfigError(
        "--replay needs the task's scripted solution: a codified replay script beside the task file (<task>.replay.py) or a 'replay_script' key",
        {
          location: locate(""),
          hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`"
        }
      );
    }
    let hostCacheDir = "";
    let steps;
    let replay;
    let scored;
    let prepared;
    const runId = options.runId ?? randomUUID3();
    const agentTask = osworldStandIn(task, settings.password);
    const desktopTask = options.prebuiltImage ? { ...agentTask, app: { type: "docker_image", image: options.prebuiltImage, needs_fuse: false } } : agentTask;
    let docker = options.docker;
    const startContext = () => ({
      docker: async () => docker ??= await connectDocker(),
      flags: placement.flags,
      runId,
      width: options.width,
      height: options.height,
      env: { OSWORLD_CLIENT_PASSWORD: settings.password },
      hostEnv: options.env,
      noNetwork: options.noNetwork,
      // The profile renames the image's user: everything done in "the user's home" uses OSWorld's.
      home: OSWORLD_HOME,
      once: options.once,
      locate,
      debugLog: options.debugLog
    });
    return {
      testId: task.id,
      timeoutSecs: task.timeout,
      redactor: new Redactor(options.apiKeys ?? []),
      taskJson: task.raw,
      agentTask,
      resultsExtra: { format: "osworld" },
      async beforeClock(context) {
        hostCacheDir = context.artifacts.path(path22.join("osworld", "cache"));
        await mkdir5(hostCacheDir, { recursive: true });
        if (!options.prebuiltImage) {
          const apps = appsForTask(task);
          context.log(`OSWorld image profile: ${apps.length ? apps.join(", ") : "core only"}`);
        }
        prepared = await placement.backend.prepare?.(desktopTask, {
          ...startContext(),
          log: options.debugLog
        });
      },
      desktop: () => ({ task: desktopTask, context: startContext() }),
      async startDesktop(context) {
        const session = await placement.backend.start(desktopTask, {
          ...startContext(),
          ...prepared !== void 0 ? { prepared } : {},
          ...options.desktops ? { desktops: options.desktops } : {},
          evidenceDir: context.artifacts.dir,
          log: context.log
        });
        context.onDesktop(session);
        const guest = await OsworldGuest.attach(session, context.log);
        steps = {
          guest,
          cache: UrlCache.forTask(settings.cacheDirs, loaded.dir),
          taskId: task.id,
          taskDir: loaded.dir,
          hostCacheDir,
          screen: session.screen,
          password: settings.password,
          openTimeoutMs: settings.openTimeoutMs,
          locate,
          log: context.log,
          onStep: (description) => context.phase(`running OSWorld step ${description}`)
        };
        await runOsworldSteps(task.config, steps);
        context.phase("letting the desktop settle after setup");
        await settle(session, settings.fixedSettleSecs, 15e3);
        return session;
      },
      async replay(desktop, context) {
        context.phase("replaying the scripted solution");
        replay = await runOsworldReplay(desktop, task.replay_script, {
          artifacts: context.artifacts,
          timeoutMs: Math.max(1e3, context.deadline.remainingMs() - 5e3),
          log: context.log,
          locate: () => locate("")
        });
        return { steps: replay.steps, declaredInfeasible: replay.fail };
      },
      async evaluate(desktop, context, ran) {
        context.phase("letting the desktop settle before evaluation");
        await settle(desktop, settings.fixedEvalSettleSecs, 5e3);
        context.phase("running the OSWorld postconfig");
        await runOsworldSteps(task.evaluator.postconfig, steps);
        context.phase("scoring with the OSWorld evaluator");
        const lastFail = replay ? replay.fail : lastActionIsFail(await readRunTrajectory(context.artifacts));
        scored = await scoreOsworld(
          task.evaluator,
          { guest: steps.guest, cache: steps.cache, taskId: task.id, hostCacheDir, log: context.log },
          lastFail
        );
        context.log(`OSWorld score: ${scored.score} (${scored.detail})`);
        const replayFailed = replay !== void 0 && !replay.result.passed;
        const passed = scored.score >= OSWORLD_PASS_SCORE && !replayFailed;
        const reasoning = `OSWorld score ${scored.score} (${scored.detail})`;
        return {
          status: passed ? "pass" : "fail",
          score: scored.score,
          score_detail: scored.detail,
          metric_results: [...replay ? [replay.result] : [], ...scored.metrics],
          ...ran.agent ? {
            agent_verdict: {
              passed: ran.agent.passed,
              reasoning: joinSentences([ran.agent.reasoning, reasoning]),
              steps: ran.agent.steps
            }
          } : {},
          ...passed ? {} : {
            error_category: "test_failure",
            error_detail: replayFailed ? `${replay.result.detail}; ${reasoning}` : reasoning
          }
        };
      },
      metricsSoFar: () => replay ? [replay.result] : [],
      replayFailure: () => replay?.failure,
      metricLocations: (results) => locateResults2(results, replay !== void 0, task.raw, locate),
      async afterResults(context, outcome) {
        await writeOsworldOutputs(context.artifacts, {
          ...outcome.error === void 0 && scored ? { score: scored.score } : { error: outcome.error ?? "not scored" },
          taskLabel: task.id
        });
      }
    };
  }
};
async function settle(session, fixedSecs, capMs) {
  if (fixedSecs !== void 0) {
    await new Promise((resolve2) => setTimeout(resolve2, fixedSecs * 1e3));
    return;
  }
  await session.settle({ timeoutMs: capMs, intervalMs: 250, stableFrames: 4 }).catch(() => void 0);
}
function locateResults2(results, replayed, raw, locate) {
  const document2 = raw;
  const func = document2?.evaluator?.func;
  return results.map((_, i) => {
    if (replayed && i === 0) return document2?.replay_script !== void 0 ? locate("/replay_script") : null;
    const k = replayed ? i - 1 : i;
    if (Array.isArray(func)) return k < func.length ? locate(`/evaluator/func/${k}`) : null;
    return func !== void 0 && k === 0 ? locate("/evaluator/func") : null;
  });
}

// src/run/heal/heal-divergence.ts
import { existsSync as existsSync7 } from "node:fs";
import { readFile as readFile7 } from "node:fs/promises";
import path23 from "node:path";

// src/run/heal/heal-instruction.ts
var MAX_LISTED = 40;
var MAX_DESCRIPTION = 200;
function healInstruction(briefing) {
  const list = (steps) => {
    const shown = steps.slice(0, MAX_LISTED).map(
      (s) => `  ${s.step}. ${cutText(s.description.replace(/\s+/g, " ").trim() || "(no description)", MAX_DESCRIPTION)}`
    );
    if (steps.length > MAX_LISTED) shown.push(`  \u2026 and ${steps.length - MAX_LISTED} more`);
    return shown;
  };
  const lines = [
    briefing.instruction,
    "",
    `A recorded replay of this task ran on this desktop and stopped at its step ${briefing.divergedAt}: ${cutText(briefing.divergence, 300)}`,
    "The desktop is as the replay left it: do not start over."
  ];
  if (briefing.replayed.length > 0) lines.push("Steps the replay completed:", ...list(briefing.replayed));
  else lines.push("The replay completed no step.");
  if (briefing.remaining.length > 0)
    lines.push(
      "The replay's remaining steps, as hints (the app may have changed, so positions and order may not hold):",
      ...list(briefing.remaining)
    );
  lines.push("Finish the task from here.");
  return lines.join("\n");
}

// src/run/heal/heal-divergence.ts
async function healDivergence(desktop, context, input) {
  const started = Date.now();
  const declared = scriptSteps(input.replaySource.source);
  const done = new Set(input.replay.steps.map((s) => s.step));
  const divergedAt = declared.find((s) => !done.has(s.step))?.step ?? input.failure?.step ?? (input.replay.steps.at(-1)?.step ?? 0) + 1;
  const divergence = describeDivergence(input.failure);
  const replayed = input.replay.steps.filter((s) => s.step < divergedAt);
  context.log(`[Heal] The replay diverged at step ${divergedAt}: ${divergence}`);
  context.phase(`healing the replay from its step ${divergedAt}`);
  const nnn = stepNumberPart(divergedAt);
  const expectedScreen = await copyExpectedScreen(context, input.replaySource, declared, divergedAt);
  const actual = await desktop.observe().catch(() => void 0);
  const actualScreen = actual?.screenshot ? (await context.artifacts.binary(`${HEAL_DIR}/actual_step_${nnn}.png`, actual.screenshot.data), `${HEAL_DIR}/actual_step_${nnn}.png`) : void 0;
  const base = {
    replaySource: input.replaySource,
    declared,
    divergedAt,
    divergence,
    replayed,
    ...expectedScreen ? { expectedScreen } : {},
    ...actualScreen ? { actualScreen } : {}
  };
  let runner;
  let notStarted;
  try {
    runner = input.agent?.();
    if (!runner) notStarted = "no agent was given";
  } catch (error) {
    notStarted = isDesktestError(error) ? error.message : error.message;
  }
  if (!runner) {
    return {
      ...base,
      notStarted: `healing it needs an LLM API key and provider: ${notStarted} (set ANTHROPIC_API_KEY or --api-key and --provider; the Action's api-key input)`,
      agentEntries: [],
      llmCalls: 0,
      durationMs: Date.now() - started
    };
  }
  const described = (steps) => steps.map((s) => ({
    step: s.step,
    description: declared.find((d) => d.step === s.step)?.description || replayed.find((r) => r.step === s.step)?.thought || ""
  }));
  const instruction = healInstruction({
    instruction: input.task.instruction,
    replayed: described(replayed),
    remaining: described(declared.filter((d) => d.step >= divergedAt)),
    divergedAt,
    divergence
  });
  const healArtifacts = context.artifacts.inside(HEAL_DIR);
  await healArtifacts.init();
  await healArtifacts.resetTrajectory();
  const agent = await runner({
    task: { ...input.task, instruction, max_steps: Math.max(1, input.task.max_steps - replayed.length) },
    session: desktop,
    artifacts: healArtifacts,
    deadline: context.deadline,
    redactor: input.redactor,
    log: context.log
  });
  const agentEntries = await readTrajectory(healArtifacts.path("trajectory.jsonl")).catch(() => []);
  const offset = divergedAt - 1;
  for (const entry of agentEntries)
    await context.artifacts.appendTrajectory({
      ...entry,
      step: offset + entry.step,
      ...entry.screenshot_path ? { screenshot_path: `${HEAL_DIR}/${entry.screenshot_path}` } : {},
      ...entry.a11y_tree_path ? { a11y_tree_path: `${HEAL_DIR}/${entry.a11y_tree_path}` } : {}
    });
  return {
    ...base,
    agent,
    agentEntries,
    llmCalls: agentEntries.filter((e) => e.usage !== void 0).length,
    durationMs: Date.now() - started
  };
}
function describeDivergence(failure) {
  if (!failure) return "the replay script did not complete";
  if (failure.divergence?.message) return failure.divergence.message;
  if (failure.message) return failure.message;
  return failure.exitCode === null ? "the replay script timed out" : `the replay script exited with code ${failure.exitCode}`;
}
async function copyExpectedScreen(context, replay, declared, divergedAt) {
  const checked = declared.find((s) => s.step === divergedAt)?.expectedScreen;
  if (!checked || !replay.screenshotsDir) return void 0;
  const file = path23.resolve(path23.dirname(replay.screenshotsDir), checked);
  if (!file.startsWith(path23.resolve(replay.screenshotsDir) + path23.sep) || !existsSync7(file)) return void 0;
  const name2 = `${HEAL_DIR}/expected_step_${stepNumberPart(divergedAt)}.png`;
  await context.artifacts.binary(name2, await readFile7(file));
  return name2;
}

// src/run/write-results.ts
import { mkdir as mkdir6, writeFile as writeFile5 } from "node:fs/promises";
import path24 from "node:path";
async function writeResults(results, where, redactor) {
  const resultsFile = path24.resolve(where.cwd, where.outputDir, "results.json");
  await mkdir6(path24.dirname(resultsFile), { recursive: true });
  await writeFile5(resultsFile, sortedJson(redactor.redactJson(results)));
  const exitCode = results.status === "pass" ? ExitCode.pass : exitCodeForCategory(results.error_category ?? "infra_error");
  return { results, exitCode, resultsFile };
}
function resultsRecorder(where, started, current) {
  const finish = (body) => {
    const { testId, redactor, extra, facts } = current();
    const culprit = body.culprit ?? classifyCulprit({
      ...facts,
      status: body.status,
      ...body.error_category ? { category: body.error_category } : {},
      ...body.error_detail !== void 0 ? { detail: body.error_detail } : {},
      metrics: body.metric_results
    });
    const results = {
      schema_version: "1.0",
      test_id: testId,
      duration_ms: Date.now() - started,
      ...extra,
      ...body,
      ...culprit ? { culprit } : {}
    };
    return writeResults(results, where, redactor);
  };
  const fail = (error) => {
    const { testId, redactor, facts } = current();
    const {
      schema_version: _v,
      test_id: _id,
      duration_ms: _ms,
      ...body
    } = resultsForError(testId, error, redactor, 0, facts);
    return finish(body);
  };
  return { finish, fail };
}

// src/run/run-task.ts
var RunTimeout = class extends Error {
};
var FORMATS = {
  desktest: desktestFormat,
  osworld: osworldFormat
};
async function runTask(options) {
  const started = Date.now();
  const log = options.log ?? (() => void 0);
  let redactor = new Redactor(options.apiKeys ?? []);
  let testId = "loaded" in options.task ? options.task.loaded.task.id : options.task.unloadable.testId;
  let extra = {};
  let phase = "starting the desktop";
  let stage = "prepare";
  let timedOut = false;
  const ran = {};
  const facts = () => {
    const replayFailure2 = prepared?.replayFailure?.();
    return {
      stage,
      timedOut,
      ...ran.agent ? { agent: { ending: ran.agent.ending, reasoning: ran.agent.reasoning, steps: ran.agent.steps } } : {},
      ...replayFailure2 ? { replayFailure: replayFailure2 } : {}
    };
  };
  const recorder = resultsRecorder(options, started, () => ({
    testId,
    redactor,
    extra: ran.replay ? { ...extra, replay: replaySummary(ran.replay.steps, prepared?.replayFailure?.()) } : extra,
    facts: facts()
  }));
  const finish = async (body2) => {
    const result2 = await recorder.finish(body2);
    notify(options.observer, "ended", redactor.redactJson(result2.results));
    const metrics = prepared ? prepared.metricLocations(result2.results.metric_results) : [];
    return { ...result2, locations: { metrics, error: null } };
  };
  const fail = async (error) => {
    const result2 = await recorder.fail(error);
    notify(options.observer, "ended", redactor.redactJson(result2.results));
    const at = isDesktestError(error) && error.location?.line !== void 0 ? error.location : null;
    return { ...result2, locations: { metrics: [], error: at } };
  };
  let prepared;
  let agent;
  try {
    if ("unloadable" in options.task) throw options.task.unloadable.error;
    const { loaded } = options.task;
    if (!options.replay) {
      if (!options.agent) {
        throw new ConfigError(
          "running the agent needs an LLM provider (see --provider and --api-key); --replay runs the codified script without one"
        );
      }
      agent = options.agent();
    }
    prepared = FORMATS[loaded.format].prepare(
      loaded,
      options.placement ?? placeTask(loaded, placementFlags(options)),
      options
    );
    testId = prepared.testId;
    redactor = prepared.redactor;
    extra = prepared.resultsExtra ?? {};
  } catch (error) {
    return fail(error);
  }
  const task = prepared;
  const artifacts = new ArtifactsWriter(path25.resolve(options.cwd, options.artifactsDir), redactor);
  await artifacts.init();
  await artifacts.resetTrajectory();
  await artifacts.json("task.json", task.taskJson);
  const observer = options.observer;
  if (observer?.step) artifacts.onTrajectoryEntry((entry) => notify(observer, "step", entry));
  let desktop;
  const context = {
    options,
    artifacts,
    deadline: new Deadline(task.timeoutSecs, started),
    log,
    phase: (what) => {
      phase = what;
      stage = stageOfPhase(what, stage);
    },
    onDesktop: (d) => desktop = d,
    ...agent ? { agent } : {}
  };
  if (task.beforeClock) {
    try {
      await task.beforeClock(context);
    } catch (error) {
      const result2 = await fail(error);
      await task.afterResults?.(context, { error: error.message });
      return result2;
    }
    context.deadline = new Deadline(task.timeoutSecs);
  }
  let body;
  const work = (async () => {
    stage = "desktop";
    const session2 = await task.startDesktop(context);
    desktop = session2;
    await maskSecretsOnScreen(session2, task.secretValues, log);
    let environment;
    const gather = () => environment ??= gatherEnvironment(session2).catch((error) => {
      log(`the desktop's environment is not recorded: ${error.message}`);
      return null;
    });
    const workBegins = () => {
      void gather();
      options.onWorkBegins?.();
    };
    notify(observer, "started", {
      testId,
      instruction: redactor.redact(task.agentTask.instruction),
      maxSteps: task.agentTask.max_steps,
      artifactsDir: artifacts.dir,
      desktop: session2
    });
    const recording = options.record ? await ScreenRecording.start(session2, log) : void 0;
    if (options.replay) {
      const before = await observeSettled(session2);
      workBegins();
      stage = "replay";
      try {
        ran.replay = await task.replay(session2, context);
      } finally {
        await writeObservation(artifacts, screenshotName(0), before);
      }
      await writeReplayTrajectory(artifacts, ran.replay);
      const failure2 = task.replayFailure?.();
      if (options.heal && failure2 && task.replaySource) {
        stage = "agent";
        ran.heal = await healDivergence(session2, context, {
          task: task.agentTask,
          redactor,
          replaySource: await task.replaySource(),
          replay: ran.replay,
          failure: failure2,
          agent: options.agent
        });
        if (ran.heal.agent) ran.agent = ran.heal.agent;
        stage = "evaluate";
      }
    } else {
      phase = "running the agent";
      stage = "agent";
      ran.agent = await agent({
        task: task.agentTask,
        session: session2,
        artifacts,
        deadline: context.deadline,
        redactor,
        log,
        ...options.beforeStep ? { beforeStep: options.beforeStep } : {},
        onThinking: (step) => {
          workBegins();
          if (observer?.thinking) notify(observer, "thinking", step);
        },
        ...observer?.recording ? { onRecording: () => notify(observer, "recording") } : {}
      });
    }
    if (recording) await recording.stop(artifacts.path("recording.mp4"), log);
    if (!options.replay) stage = "evaluate";
    body = await task.evaluate(session2, context, ran);
    phase = "capturing the final screen";
    await writeObservation(artifacts, "final.png", await observeSettled(session2));
    const gathered = await gather();
    if (gathered) extra = { ...extra, environment: gathered };
  })();
  work.catch(() => void 0);
  let result;
  let failure;
  try {
    const raced = await context.deadline.race(work);
    if (raced.timedOut) {
      timedOut = true;
      throw new RunTimeout(`Timed out after ${task.timeoutSecs}s (the task's timeout) while ${phase}`);
    }
    result = await finish(body);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    const runners = stage === "prepare" || stage === "desktop";
    result = error instanceof RunTimeout ? await finish({
      status: runners ? "error" : "fail",
      metric_results: task.metricsSoFar(),
      error_category: runners ? "infra_error" : "test_failure",
      error_detail: runners ? displayError("infra_error", error.message) : error.message
    }) : await fail(error);
  }
  await task.afterResults?.(
    context,
    failure === void 0 ? { score: result.results.score } : { error: failure }
  );
  const session = desktop;
  if (session && !options.noArtifacts) {
    const limit = options.artifactsTimeoutSecs ?? 120;
    const collecting = collectArtifacts(session, artifacts, {
      exclude: options.artifactsExclude,
      containerLog: () => session.logs(),
      redactor,
      log
    }).catch((error) => log(`artifact collection failed: ${error.message}`));
    const bounded = limit > 0 ? new Deadline(limit).race(collecting) : collecting.then(() => ({ timedOut: false }));
    if ((await bounded).timedOut) log(`artifact collection stopped after ${limit}s (--artifacts-timeout)`);
  }
  if (session && options.holdDesktop) await options.holdDesktop(result);
  await session?.close().catch((error) => log(`removing the desktop failed: ${error.message}`));
  return result;
}
function desktopOfRun(options) {
  if (!("loaded" in options.task)) return void 0;
  try {
    const { placement } = options;
    const { loaded } = options.task;
    return FORMATS[loaded.format].prepare(loaded, placement, { ...options, log: void 0 }).desktop();
  } catch {
    return void 0;
  }
}
function stageOfPhase(phase, current) {
  if (/^(deploying|copying the app|running the installer|running setup step|running OSWorld step)/.test(phase))
    return "setup";
  if (phase.startsWith("waiting for the app's window")) return "launch";
  return current;
}
async function maskSecretsOnScreen(session, values, log) {
  if (!values || values.length === 0) return;
  if (!session.guest.supports("secret_masks")) {
    log("Warning: this desktop's guest agent cannot mask typed secrets: screenshots may show them");
    return;
  }
  await session.guest.secretMasks(values);
}
async function observeSettled(session) {
  return session.observe({ settle: { timeoutMs: 3e3 } }).catch(() => session.observe()).catch(() => void 0);
}
async function writeObservation(artifacts, name2, observation) {
  if (observation?.screenshot) await artifacts.binary(name2, observation.screenshot.data);
  if (observation?.a11y) await artifacts.text(name2.replace(/\.png$/, "_a11y.txt"), observation.a11y.tsv);
}

// src/suite/retry-on-failure.ts
import { mkdir as mkdir7, readdir as readdir3, rename as rename2 } from "node:fs/promises";
import path26 from "node:path";
var NO_RETRIES_USED = { infra: 0, onFailure: 0 };
function retryBudget(options) {
  return {
    infra: Math.max(0, Math.floor(options.retries ?? 0)),
    onFailure: options.replay ? 0 : Math.max(0, Math.floor(options.retriesOnFailure ?? 0))
  };
}
function nextRetry(results, used, budget) {
  if (results.status === "error" && results.error_category === "infra_error")
    return used.infra < budget.infra ? { ...used, infra: used.infra + 1 } : void 0;
  if (results.status === "fail")
    return used.onFailure < budget.onFailure ? { ...used, onFailure: used.onFailure + 1 } : void 0;
  return void 0;
}
function mostAttempts(budget) {
  return 1 + budget.infra + budget.onFailure;
}
var ATTEMPT_FOLDER = /^attempt-\d+$/;
async function setAttemptAside(folder, attempt) {
  const target = path26.join(folder, `attempt-${attempt}`);
  await mkdir7(target, { recursive: true });
  for (const entry of await readdir3(folder)) {
    if (!ATTEMPT_FOLDER.test(entry)) await rename2(path26.join(folder, entry), path26.join(target, entry));
  }
  return target;
}

export {
  clearRunFolder,
  removeEarlierRun,
  RUN_LOG,
  REVIEW_PAGE,
  attemptFailureLocation,
  taskStatus,
  statusOfAttempts,
  OUTCOME_WORDS,
  healTallyLine,
  healLines,
  sortedJson,
  NO_RETRIES_USED,
  retryBudget,
  nextRetry,
  mostAttempts,
  setAttemptAside,
  displayError,
  resultsForError,
  environmentId,
  resolveSecrets,
  runTask,
  desktopOfRun
};
