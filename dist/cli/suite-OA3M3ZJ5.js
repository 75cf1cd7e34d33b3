import {
  require_applicator,
  require_codegen,
  require_compile,
  require_core,
  require_core2,
  require_dependencies,
  require_discriminator,
  require_format,
  require_metadata,
  require_names,
  require_ref,
  require_ref_error,
  require_util,
  require_validate,
  require_validation,
  require_validation_error
} from "./chunk-FSIWNUBZ.js";
import {
  CULPRIT_WORDS,
  NO_RETRIES_USED,
  REVIEW_PAGE,
  RUN_LOG,
  attemptFailureLocation,
  culpritLines,
  culpritView,
  mostAttempts,
  nextRetry,
  removeEarlierRun,
  retryBudget,
  setAttemptAside,
  taskStatus
} from "./chunk-6VSMUWYA.js";
import {
  EVIDENCE_LIMIT,
  desktopOfRun,
  displayError,
  resolveSecrets,
  resultsForError,
  runTask,
  sortedJson
} from "./chunk-HB5RYR5X.js";
import "./chunk-KOL2FO7R.js";
import "./chunk-Z6IRGGUK.js";
import {
  reapDesktops
} from "./chunk-MSEP66I7.js";
import {
  startLiveView
} from "./chunk-6PX46N3Z.js";
import {
  failureHtml,
  renderPage,
  writeReview
} from "./chunk-NWJETBOO.js";
import {
  ArtifactFiles,
  imageDataUri
} from "./chunk-ZMB2CJ43.js";
import "./chunk-VZVJHDU2.js";
import {
  STDERR_TAIL_LIMIT
} from "./chunk-CFEGDFAA.js";
import {
  firstFailedStep,
  readTrajectory
} from "./chunk-U5LQHTBT.js";
import "./chunk-3JDBR4UL.js";
import "./chunk-6PGMFJ6X.js";
import {
  capNotes,
  checkRunner,
  compareStrings,
  defaultConcurrency,
  discoverSuite,
  hostProbe,
  relativeFile,
  toPosix,
  warmPoolCapacity
} from "./chunk-YGFDSXLO.js";
import {
  placementFlags
} from "./chunk-IOCNGKJK.js";
import {
  wholeNumber
} from "./chunk-DGFUUUG6.js";
import "./chunk-MMZ2EXDP.js";
import {
  sshDesktopFrom
} from "./chunk-SCJ7IS3I.js";
import {
  parseResolution
} from "./chunk-E6CQEI6B.js";
import "./chunk-A4AUWSAN.js";
import "./chunk-N7FCGLNT.js";
import {
  connectDocker,
  placeTask
} from "./chunk-EUFZGFSS.js";
import {
  VERSION
} from "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  REASON_LIMIT,
  failureTextLines,
  failureView,
  oneLineReason,
  wentWrongText
} from "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
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
  InfraError
} from "./chunk-DWPD5B2R.js";
import "./chunk-3325JBMH.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate2 = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate2));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate2, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate2);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate2);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv2, sch) {
        return $data ? ajv2.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/cli/commands/suite.ts
var import_picocolors2 = __toESM(require_picocolors(), 1);
import path8 from "node:path";

// src/suite/progress.ts
var import_picocolors = __toESM(require_picocolors(), 1);

// src/report/build-report.ts
import { access } from "node:fs/promises";
import path from "node:path";

// src/report/report-types.ts
var REPORT_VERSION = "1.5";
var STEP_TIMES_LIMIT = 100;

// src/report/quarantine.ts
function isQuarantined(taskId, entries) {
  return entries.some((entry) => entry === taskId || entry.includes("*") && globMatches(entry, taskId));
}
function globMatches(pattern, text2) {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text2.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === text2[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

// src/report/build-report.ts
var REPORT_FILES = {
  report: "report.json",
  suiteResults: "suite-results.json",
  junit: "junit.xml",
  html: "report.html"
};
var LIMITS = { reason: REASON_LIMIT, detail: 4e3, metricText: 2e3, instruction: 1e3 };
function suiteExitCode(run2, quarantine = []) {
  const statuses = run2.tasks.filter((t) => !isQuarantined(t.task.id, quarantine)).map(taskStatus);
  if (run2.interrupted !== void 0 || statuses.includes("error")) return ExitCode.infra;
  if (statuses.includes("fail")) return ExitCode.fail;
  return ExitCode.pass;
}
async function buildReport(run2, context) {
  const rel = (file) => toPosix(path.relative(context.outputDir, file)) || ".";
  const quarantine = context.quarantine ?? [];
  const tasks = await Promise.all(
    run2.tasks.map(async (task) => ({
      ...await reportTask(task, run2, rel),
      quarantined: isQuarantined(task.task.id, quarantine)
    }))
  );
  const count = (status2) => tasks.filter((t) => t.status === status2).length;
  const exitCode = suiteExitCode(run2, quarantine);
  const status = exitCode === ExitCode.pass ? "pass" : exitCode === ExitCode.fail ? "fail" : "error";
  return {
    report_version: REPORT_VERSION,
    generator: { name: "desktest", version: context.version },
    run: {
      id: run2.runId,
      status,
      exit_code: exitCode,
      started_at: run2.startedAt,
      finished_at: run2.finishedAt,
      duration_ms: run2.durationMs,
      interrupted: run2.interrupted ?? null,
      fail_fast_after: run2.failFastAfter ?? null,
      mode: context.mode,
      provider: context.provider ?? null,
      model: context.model ?? null,
      source: context.source,
      ci: context.ci,
      shard: context.shard ? {
        index: context.shard.index,
        count: context.shard.count,
        strategy: context.shard.strategy,
        suite_total: context.shard.suiteTotal
      } : null,
      concurrency: run2.concurrency,
      retries: context.retries,
      retries_on_failure: context.retriesOnFailure,
      retry_failures: context.retriesOnFailure > 0,
      fail_fast: context.failFast,
      filters: context.filters,
      runner: context.runner,
      images: run2.images,
      resolution: { width: context.width, height: context.height },
      paths: {
        artifacts_dir: rel(run2.artifactsDir),
        suite_results: REPORT_FILES.suiteResults,
        junit: REPORT_FILES.junit,
        html: REPORT_FILES.html
      }
    },
    summary: {
      total: tasks.length,
      passed: count("pass"),
      failed: count("fail"),
      errors: count("error"),
      skipped: count("skipped"),
      flaky: count("flaky"),
      quarantined: tasks.filter((t) => t.quarantined).length,
      task_time_ms: tasks.reduce((sum, t) => sum + t.duration_ms, 0),
      usage: addUsage(tasks.map((t) => t.usage))
    },
    tasks,
    skipped_files: context.skippedFiles
  };
}
async function reportTask(taskRun, run2, rel) {
  const { task } = taskRun.task;
  const last = taskRun.attempts.at(-1);
  const status = taskStatus(taskRun);
  const base = {
    id: task.id,
    file: taskRun.task.file,
    instruction: cutText(task.instruction, LIMITS.instruction),
    tags: tagsOf(task.metadata),
    app_type: task.app.type,
    status
  };
  if (!last) {
    const why = taskRun.notRun === "interrupted" ? `Not run: the suite was interrupted (${run2.interrupted ?? "user"})` : `Not run: --fail-fast stopped the suite after '${run2.failFastAfter ?? "?"}' did not pass`;
    return {
      ...base,
      error_category: null,
      reason: why,
      detail: null,
      culprit: null,
      flaky: false,
      duration_ms: 0,
      steps: null,
      score: null,
      usage: { input_tokens: null, output_tokens: null, cost_usd: null },
      metrics: [],
      attempts: [],
      artifacts: null,
      screenshots: [],
      location: null,
      failed_step: null
    };
  }
  const dir = last.artifactsDir;
  const file = async (name) => await exists(path.join(dir, name)) ? rel(path.join(dir, name)) : null;
  const trajectoryFile = path.join(dir, "trajectory.jsonl");
  const trajectory = await exists(trajectoryFile) ? await readTrajectory(trajectoryFile).catch(() => []) : void 0;
  const screenshots = [];
  for (const entry of trajectory ?? []) {
    const name = entry.screenshot_path;
    if (!name || path.isAbsolute(name) || name.includes("..")) continue;
    const shot = await file(name);
    if (shot) screenshots.push({ step: entry.step, path: shot, result: String(entry.result) });
  }
  const attempts = await Promise.all(
    taskRun.attempts.map(async (a) => ({
      attempt: a.attempt,
      status: a.results.status,
      error_category: a.results.error_category ?? null,
      reason: a.results.status === "pass" ? null : shortReason(a.results.error_detail),
      started_at: a.startedAt,
      duration_ms: a.durationMs,
      interrupted: a.interrupted === true,
      artifacts_dir: rel(a.artifactsDir),
      results: await exists(path.join(a.artifactsDir, "results.json")) ? rel(path.join(a.artifactsDir, "results.json")) : null,
      review: a.reviewFile ? rel(a.reviewFile) : null,
      final_screenshot: await exists(path.join(a.artifactsDir, "final.png")) ? rel(path.join(a.artifactsDir, "final.png")) : null
    }))
  );
  const results = last.results;
  const passed = results.status === "pass";
  const metrics = results.metric_results.map((m, i) => ({
    metric: m.metric,
    passed: m.passed,
    expected: cutText(String(m.expected), LIMITS.metricText),
    actual: cutText(String(m.actual), LIMITS.metricText),
    detail: cutText(String(m.detail), LIMITS.metricText),
    location: reportLocation(last.locations?.metrics[i], taskRun.task.file)
  }));
  return {
    ...base,
    error_category: passed ? null : results.error_category ?? null,
    reason: passed ? null : shortReason(results.error_detail),
    detail: passed || !results.error_detail ? null : cutText(results.error_detail, LIMITS.detail),
    culprit: passed || !results.culprit ? null : reportCulprit(results.culprit),
    flaky: status === "flaky",
    duration_ms: taskRun.attempts.reduce((sum, a) => sum + a.durationMs, 0),
    steps: results.agent_verdict?.steps ?? trajectory?.length ?? null,
    score: results.score ?? null,
    usage: usageOf(trajectory ?? []),
    metrics,
    attempts,
    artifacts: {
      dir: rel(dir),
      results: attempts.at(-1).results,
      review: taskRun.reviewFile ? rel(taskRun.reviewFile) : await file(REVIEW_PAGE),
      final_screenshot: await file("final.png"),
      trajectory: trajectory ? rel(trajectoryFile) : null,
      recording: await file("recording.mp4"),
      log: await file(RUN_LOG),
      task: await file("task.json")
    },
    screenshots,
    location: passed ? null : metrics.find((m) => !m.passed && m.location)?.location ?? reportLocation(last.locations?.error, taskRun.task.file),
    failed_step: passed ? null : firstFailedStep(trajectory),
    ...passed || !trajectory ? {} : { step_times: stepTimes(trajectory) }
  };
}
function reportCulprit(culprit) {
  return {
    kind: culprit.kind,
    evidence: cutText(culprit.evidence, EVIDENCE_LIMIT),
    stderr_tail: culprit.stderr_tail ? cutText(culprit.stderr_tail, STDERR_TAIL_LIMIT) : null
  };
}
function stepTimes(trajectory) {
  return trajectory.slice(-STEP_TIMES_LIMIT).map((e) => ({
    step: e.step,
    duration_ms: typeof e.timings?.step_ms === "number" ? Math.max(0, Math.round(e.timings.step_ms)) : null,
    cost_usd: typeof e.usage?.cost_usd === "number" ? e.usage.cost_usd : null
  }));
}
function reportLocation(location, taskFile) {
  if (!location?.line) return null;
  if (location.file && toPosix(location.file) !== taskFile && !toPosix(location.file).endsWith(`/${taskFile}`)) {
    return null;
  }
  return {
    line: location.line,
    column: location.column ?? 1,
    ...location.snippet ? { snippet: location.snippet } : {}
  };
}
function shortReason(detail) {
  return oneLineReason(detail, LIMITS.reason);
}
function tagsOf(metadata) {
  const tags = metadata?.tags;
  return Array.isArray(tags) ? tags.filter((t) => typeof t === "string") : [];
}
function usageOf(entries) {
  return addUsage(
    entries.map((e) => ({
      input_tokens: e.usage?.input_tokens ?? null,
      output_tokens: e.usage?.output_tokens ?? null,
      cost_usd: e.usage?.cost_usd ?? null
    }))
  );
}
function addUsage(parts) {
  const sum = (key) => {
    const known = parts.map((p) => p[key]).filter((v) => typeof v === "number");
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  };
  const cost = sum("cost_usd");
  return {
    input_tokens: sum("input_tokens"),
    output_tokens: sum("output_tokens"),
    cost_usd: cost === null ? null : Math.round(cost * 1e6) / 1e6
  };
}
async function exists(file) {
  return access(file).then(
    () => true,
    () => false
  );
}

// src/report/summary-table.ts
function formatSuiteDuration(ms) {
  return formatDuration(ms, "seconds");
}
var RULE = "=".repeat(60);
var LINE = `  ${"-".repeat(56)}`;
function statusWord(status) {
  return status === "skipped" ? "SKIP" : status.toUpperCase();
}
function formatSummaryTable(tasks, wallMs) {
  const rows = tasks.map((t) => {
    const id = [...t.id].length > 30 ? [...t.id].slice(0, 27).join("") + "..." : t.id;
    const reason = t.status === "flaky" ? `passed on attempt ${t.attempts.length}` : t.status === "pass" ? "" : t.reason ?? "";
    const row = `  ${id.padEnd(30)} ${statusWord(t.status).padStart(8)} ${formatSuiteDuration(t.duration_ms).padStart(10)} ${reason}`;
    const failed = t.status === "fail" || t.status === "error";
    const failure = failed ? [
      ...culpritLines(t.culprit),
      ...failureTextLines({ metrics: t.metrics, file: t.file, location: t.location })
    ] : [];
    return [row, ...failure.map((l) => `      ${l}`)].join("\n");
  });
  const count = (s) => tasks.filter((t) => t.status === s).length;
  const skipped = count("skipped");
  const flaky = count("flaky");
  const total = `  Total: ${tasks.length - skipped} | Passed: ${count("pass")} | Failed: ${count("fail")} | Errors: ${count("error")}${flaky > 0 ? ` | Flaky: ${flaky}` : ""}${skipped > 0 ? ` | Skipped: ${skipped}` : ""} | Duration: ${formatSuiteDuration(wallMs)}`;
  return [
    "",
    RULE,
    "  Test Suite Results",
    RULE,
    `  ${"Test".padEnd(30)} ${"Status".padStart(8)} ${"Duration".padStart(10)} Reason`,
    LINE,
    ...rows,
    LINE,
    total,
    RULE,
    "",
    ""
  ].join("\n");
}

// src/suite/progress.ts
function wantsLiveView(env, isTTY) {
  const ci = env.CI !== void 0 && env.CI !== "" && env.CI !== "0" && env.CI.toLowerCase() !== "false";
  return isTTY && !ci && env.TERM !== "dumb";
}
function endLine(run2, done, total, color) {
  const c = import_picocolors.default.createColors(color);
  const last = run2.attempts.at(-1);
  const status = taskStatus(run2);
  const word = status === "pass" ? c.green("PASS") : status === "flaky" ? c.yellow("FLAKY") : status === "fail" ? c.red("FAIL") : c.red("ERROR");
  const duration = formatSuiteDuration(run2.attempts.reduce((sum, a) => sum + a.durationMs, 0));
  const attempts = run2.attempts.length > 1 ? `, ${run2.attempts.length} attempts` : "";
  const passed = status === "pass" || status === "flaky";
  const reason = passed ? "" : ` - ${shortReason(last?.results.error_detail) ?? ""}`;
  const line = `[${done}/${total}] ${word} ${run2.task.id} (${duration}${attempts})${reason}`;
  if (passed || !last) return line;
  const failure = failureTextLines({
    metrics: last.results.metric_results,
    file: run2.task.file,
    location: attemptFailureLocation(last)
  });
  return [line, ...failure.map((l) => `    ${l}`)].join("\n");
}
function retryLine(task, ended, next, of) {
  const word = ended.results.status === "fail" ? "FAIL" : "ERROR";
  const why = shortReason(ended.results.error_detail) ?? "";
  return `[retry] ${task.id}: attempt ${ended.attempt} ended ${word} (${formatSuiteDuration(ended.durationMs)}) - ${why}; attempt ${next} of ${of} queued`;
}
function plainProgress(output, options = {}) {
  const c = import_picocolors.default.createColors(output.color);
  return {
    handle(event) {
      if (options.quiet && event.type !== "interrupt") return;
      switch (event.type) {
        case "preflight":
          output.err(c.dim(`[image] ${event.line}
`));
          break;
        case "start":
          output.out(`Running ${event.total} test(s) (concurrency ${event.concurrency})...

`);
          break;
        case "task-start":
          output.out(
            `[start] ${event.task.id} (${event.task.file})${event.attempt > 1 ? `, attempt ${event.attempt}` : ""}
`
          );
          break;
        case "task-retry":
          output.out(c.yellow(retryLine(event.task, event.ended, event.next, event.of)) + "\n");
          break;
        case "task-end":
          output.out(endLine(event.run, event.done, event.total, output.color) + "\n");
          break;
        case "interrupt":
          output.err(
            `
Interrupted by ${event.reason}: starting no more tasks, cancelling ${event.running} running task(s) and removing their desktops\u2026
`
          );
          break;
        case "task-log":
          break;
      }
    },
    stop() {
    }
  };
}
var LiveProgress = class {
  constructor(output, options = {}) {
    this.output = output;
    this.options = options;
    this.c = import_picocolors.default.createColors(output.color);
    this.timer = setInterval(() => this.redraw(), 250);
    this.timer.unref();
  }
  output;
  options;
  c;
  running = /* @__PURE__ */ new Map();
  durations = [];
  total = 0;
  concurrency = 1;
  done = 0;
  counts = { pass: 0, fail: 0, error: 0 };
  started = Date.now();
  drawn = 0;
  timer;
  frame = 0;
  handle(event) {
    switch (event.type) {
      case "preflight":
        this.print(this.c.dim(`[image] ${event.line}`));
        return;
      case "start":
        this.total = event.total;
        this.concurrency = event.concurrency;
        this.print(`Running ${event.total} test(s) (concurrency ${event.concurrency})...`);
        break;
      case "task-start":
        this.running.set(event.task.id, {
          id: event.task.id,
          started: Date.now(),
          attempt: event.attempt,
          last: "starting"
        });
        break;
      case "task-log": {
        const entry = this.running.get(event.task.id);
        if (entry && !event.line.startsWith("guest:")) entry.last = event.line.split("\n")[0] ?? "";
        break;
      }
      case "task-retry":
        this.running.delete(event.task.id);
        this.print(this.c.yellow(retryLine(event.task, event.ended, event.next, event.of)));
        break;
      case "task-end": {
        this.running.delete(event.run.task.id);
        this.done = event.done;
        const status = event.run.attempts.at(-1)?.results.status;
        if (status) this.counts[status]++;
        this.durations.push(event.run.attempts.at(-1)?.durationMs ?? 0);
        this.print(endLine(event.run, event.done, event.total, this.output.color));
        break;
      }
      case "interrupt":
        this.print(
          this.c.red(
            `Interrupted by ${event.reason}: cancelling ${event.running} running task(s) and removing their desktops\u2026`
          )
        );
        break;
    }
    this.redraw();
  }
  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = void 0;
    this.clear();
  }
  /** Estimated milliseconds left, or undefined before anything is known. */
  eta(now = Date.now()) {
    const mean = this.durations.length ? this.durations.reduce((a, b) => a + b, 0) / this.durations.length : void 0;
    const expected = (id) => (id !== void 0 ? this.options.expectedMs?.get(id) : void 0) ?? mean;
    if (mean === void 0 && !this.options.expectedMs?.size) return void 0;
    const queued = Math.max(0, this.total - this.done - this.running.size);
    let work = 0;
    for (let i = 0; i < queued; i++) work += expected() ?? 0;
    for (const r of this.running.values()) {
      const e = expected(r.id);
      if (e === void 0) return void 0;
      work += Math.max(e - (now - r.started), e * 0.05);
    }
    return work / Math.max(1, Math.min(this.concurrency, queued + this.running.size));
  }
  print(line) {
    this.clear();
    this.output.out(line + "\n");
    this.draw();
  }
  redraw() {
    if (!this.timer) return;
    this.clear();
    this.draw();
  }
  clear() {
    if (this.drawn > 0) this.output.out(`\x1B[${this.drawn}F\x1B[0J`);
    this.drawn = 0;
  }
  draw() {
    if (!this.timer || this.total === 0) return;
    const width = Math.max(20, (this.options.columns?.() ?? 80) - 1);
    const fit = (text2) => cutText(text2, width);
    const spinner = "\u280B\u2819\u2839\u2838\u283C\u2834\u2826\u2827\u2807\u280F"[this.frame++ % 10];
    const now = Date.now();
    const eta = this.eta(now);
    const head = [
      `${spinner} ${this.running.size} running`,
      `${this.done}/${this.total} done`,
      `${this.counts.pass} passed`,
      `${this.counts.fail} failed`,
      `${this.counts.error} errors`,
      `${clock(now - this.started)} elapsed`,
      `ETA ${eta === void 0 ? "\u2014" : clock(eta)}`
    ].join(" \xB7 ");
    const lines = [this.c.bold(fit(head))];
    const idWidth = Math.min(28, Math.max(0, ...[...this.running.keys()].map((id) => id.length)));
    for (const r of this.running.values()) {
      const id = r.id.length > idWidth ? r.id.slice(0, idWidth - 1) + "\u2026" : r.id.padEnd(idWidth);
      const elapsed = formatSuiteDuration(now - r.started).padStart(7);
      const attempt = r.attempt > 1 ? ` (attempt ${r.attempt})` : "";
      const text2 = fit(`  ${id} ${elapsed}${attempt}  ${r.last}`);
      lines.push(this.c.dim(text2));
    }
    this.output.out(lines.join("\n") + "\n");
    this.drawn = lines.length;
  }
};
function clock(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(s / 3600);
  const m = Math.floor(s % 3600 / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

// src/report/write-reports.ts
import { mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/report/junit.ts
function renderJunit(report) {
  const { run: run2, summary } = report;
  const shard = run2.shard ? ` (shard ${run2.shard.index}/${run2.shard.count})` : "";
  const counts = {
    tests: summary.total,
    failures: summary.failed,
    errors: summary.errors,
    skipped: summary.skipped,
    time: seconds(run2.duration_ms),
    timestamp: run2.started_at
  };
  const properties = [
    ["desktest.run_id", run2.id],
    ["desktest.mode", run2.mode],
    ["desktest.commit", run2.source.commit],
    ["desktest.ref", run2.source.ref],
    ["desktest.shard", run2.shard ? `${run2.shard.index}/${run2.shard.count}` : null],
    ["desktest.concurrency", String(run2.concurrency)],
    ["desktest.interrupted", run2.interrupted],
    ["desktest.runner", `${run2.runner.os}/${run2.runner.arch}`]
  ];
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites ${attrs({ name: "desktest", ...counts })}>`,
    `  <testsuite ${attrs({ name: `desktest${shard}`, ...counts })}>`,
    `    <properties>`,
    ...properties.filter((p) => p[1] !== null).map(([name, value]) => `      <property ${attrs({ name, value })}/>`),
    `    </properties>`,
    ...report.tasks.flatMap(testcase),
    `  </testsuite>`,
    `</testsuites>`
  ];
  return lines.join("\n") + "\n";
}
function testcase(task) {
  const head = `    <testcase ${attrs({ name: task.id, classname: task.file, file: task.file, time: seconds(task.duration_ms) })}>`;
  const body = [];
  const message = task.culprit && task.status !== "skipped" && task.reason ? `[${CULPRIT_WORDS[task.culprit.kind].label}] ${task.reason}` : task.reason ?? "";
  const properties = [
    ...task.quarantined ? [["desktest.quarantined", "true"]] : [],
    ...task.culprit ? [["desktest.culprit", task.culprit.kind]] : []
  ];
  if (properties.length > 0) {
    body.push(
      `      <properties>`,
      ...properties.map(([name, value]) => `        <property ${attrs({ name, value })}/>`),
      `      </properties>`
    );
  }
  const passed = task.status === "pass" || task.status === "flaky";
  if (task.status === "skipped") {
    body.push(`      <skipped ${attrs({ message })}/>`);
  } else if (!passed) {
    const tag = task.status === "fail" ? "failure" : "error";
    const type = task.error_category ?? (task.status === "fail" ? "test_failure" : "infra_error");
    body.push(`      <${tag} ${attrs({ message, type })}>${text(failureText(task))}</${tag}>`);
  }
  const earlier = task.attempts.slice(0, -1).filter((a) => a.status !== "pass");
  for (const attempt of earlier) {
    const kind = attempt.status === "fail" ? "Failure" : "Error";
    const tag = passed ? `flaky${kind}` : `rerun${kind}`;
    const type = attempt.error_category ?? "infra_error";
    const review = attempt.review ? `, review: ${attempt.review}` : "";
    const detail = `attempt ${attempt.attempt}: ${attempt.reason ?? attempt.status} (artifacts: ${attempt.artifacts_dir}${review})`;
    body.push(`      <${tag} ${attrs({ message: attempt.reason ?? "", type })}>${text(detail)}</${tag}>`);
  }
  const out = artifactLines(task);
  if (out.length > 0) body.push(`      <system-out>${text(out.join("\n"))}</system-out>`);
  return [head, ...body, `    </testcase>`];
}
function failureText(task) {
  const parts = [task.detail ?? task.reason ?? ""];
  const culprit = culpritLines(task.culprit);
  if (culprit.length > 0) parts.push("", ...culprit);
  const failed = task.metrics.filter((m) => !m.passed);
  if (failed.length > 0) {
    parts.push(
      "",
      "Failed metrics:",
      ...failed.map((m) => `- ${m.metric}: ${m.detail}
  expected: ${m.expected}
  actual:   ${m.actual}`)
    );
  }
  const failure = failureTextLines({ metrics: task.metrics, file: task.file, location: task.location });
  if (failure.length > 0) parts.push("", ...failure);
  return parts.join("\n");
}
function artifactLines(task) {
  const a = task.artifacts;
  if (!a) return [];
  const rows = [
    ["artifacts", a.dir],
    ["review", a.review],
    ["final screenshot", a.final_screenshot],
    ["results", a.results],
    ["trajectory", a.trajectory],
    ["recording", a.recording],
    ["log", a.log]
  ];
  return rows.filter((r) => r[1] !== null).map(([k, v]) => `${k}: ${v}`);
}
function seconds(ms) {
  return (ms / 1e3).toFixed(3);
}
var NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
function text(value) {
  return value.replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function attrs(values) {
  return Object.entries(values).map(([key, value]) => {
    const escaped = text(String(value)).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
    return `${key}="${escaped}"`;
  }).join(" ");
}

// src/report/failures-first.ts
var ORDER = { fail: 0, error: 1, flaky: 2, skipped: 3, pass: 4 };
function failuresFirst(tasks) {
  return [...tasks].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || Number(a.quarantined === true) - Number(b.quarantined === true)
  );
}
function wentWrong(task) {
  return task.status === "fail" || task.status === "error" || task.status === "flaky";
}

// src/report/embed-screens.ts
var EMBED_LIMITS = {
  /** A larger final screen is linked, not embedded. */
  screenBytes: 6 * 1024 * 1024,
  /** Every embedded screen together (base64 adds a third on the page). */
  totalBytes: 30 * 1024 * 1024
};
async function embedFinalScreens(report, reportDir, limits = EMBED_LIMITS) {
  const byPath = /* @__PURE__ */ new Map();
  const files = await ArtifactFiles.open(reportDir);
  if (!files) return { byPath, left: 0 };
  let total = 0;
  let left = 0;
  for (const task of failuresFirst(report.tasks)) {
    const shot = task.artifacts?.final_screenshot;
    if (!shot || byPath.has(shot)) continue;
    const read = await files.read(shot, limits.screenBytes);
    if (!read) continue;
    const image = read.truncated ? void 0 : imageDataUri(read.bytes);
    if (!image || total + read.bytes.length > limits.totalBytes) {
      left++;
      continue;
    }
    total += read.bytes.length;
    byPath.set(shot, image.uri);
  }
  return { byPath, left };
}

// src/report/render-html.ts
var TONES = {
  pass: "ok",
  fail: "error",
  error: "error",
  skipped: "neutral",
  flaky: "warn"
};
function hrefOf(reportPath) {
  if (!reportPath) return void 0;
  return reportPath.split("/").map((segment) => segment === "." || segment === ".." ? segment : encodeURIComponent(segment)).join("/");
}
function relativeLinks(report) {
  return {
    href: (reportPath) => hrefOf(reportPath),
    outputs: [REPORT_FILES.report, report.run.paths.junit, report.run.paths.suite_results].map((file) => ({
      label: file,
      href: hrefOf(file)
    })),
    screensWhere: "open them beside the report (artifacts/)"
  };
}
var MAX_FAILURE_CARDS = 50;
function suiteReportModel(report, screens = { byPath: /* @__PURE__ */ new Map(), left: 0 }, links = relativeLinks(report)) {
  const { run: run2, summary } = report;
  const status = run2.interrupted ? { label: "INTERRUPTED", tone: "error" } : run2.status === "pass" ? { label: "PASSED", tone: "ok" } : run2.status === "fail" ? { label: "FAILED", tone: "error" } : { label: "ERROR", tone: "error" };
  const facts = [
    { label: "commit", value: run2.source.commit ? run2.source.commit.slice(0, 12) : null },
    { label: "ref", value: run2.source.ref },
    {
      label: "shard",
      value: run2.shard ? `${run2.shard.index}/${run2.shard.count} (by ${run2.shard.strategy})` : null
    },
    {
      label: "mode",
      value: run2.mode === "agent" && (run2.provider || run2.model) ? `agent \xB7 ${[run2.provider, run2.model].filter(Boolean).join("/")}` : run2.mode
    },
    { label: "concurrency", value: String(run2.concurrency) },
    { label: "runner", value: `${run2.runner.os} ${run2.runner.arch} \xB7 ${run2.runner.cpus} CPUs` },
    {
      label: "image",
      value: run2.images.map((i) => `${i.name}${i.id ? ` (${i.id.replace(/^sha256:/, "").slice(0, 12)})` : ""}`).join(", ") || null
    },
    { label: "screen", value: `${run2.resolution.width}\xD7${run2.resolution.height}` },
    { label: "started", value: run2.started_at.replace("T", " ").replace(/\.\d+Z$/, " UTC") }
  ];
  const notRun = summary.skipped;
  const banner = run2.interrupted ? {
    text: `Interrupted by ${run2.interrupted}: this report is partial${notRun > 0 ? `; ${notRun} task(s) did not run` : ""}.`,
    tone: "error"
  } : run2.fail_fast_after ? {
    text: `--fail-fast: stopped after '${run2.fail_fast_after}' did not pass${notRun > 0 ? `; ${notRun} task(s) did not run` : ""}.`,
    tone: "warn"
  } : void 0;
  const ordered = failuresFirst(report.tasks);
  const rows = ordered.map((task, index) => taskRow(task, index, screens, links));
  const failures = ordered.flatMap(
    (task, index) => wentWrong(task) ? [failureCard(task, rows[index], links)] : []
  );
  const counts = [
    { label: "tasks", value: summary.total, tone: "neutral", filter: "all" },
    { label: "passed", value: summary.passed, tone: "ok", filter: "pass" },
    {
      label: "failed",
      value: summary.failed,
      tone: summary.failed > 0 ? "error" : "neutral",
      filter: "fail"
    },
    {
      label: "errors",
      value: summary.errors,
      tone: summary.errors > 0 ? "error" : "neutral",
      filter: "error"
    }
  ];
  if (summary.skipped > 0)
    counts.push({ label: "not run", value: summary.skipped, tone: "neutral", filter: "skipped" });
  if (summary.flaky > 0) counts.push({ label: "flaky", value: summary.flaky, tone: "warn", filter: "flaky" });
  if (summary.quarantined > 0)
    counts.push({ label: "quarantined", value: summary.quarantined, tone: "neutral", filter: "quarantined" });
  return {
    title: `desktest suite \xB7 ${status.label.toLowerCase()} \xB7 ${summary.passed}/${summary.total} passed${summary.flaky > 0 ? `, ${summary.flaky} flaky` : ""}${run2.shard ? ` \xB7 shard ${run2.shard.index}/${run2.shard.count}` : ""}`,
    status,
    facts: facts.filter((f) => f.value !== null && f.value !== ""),
    ...banner ? { banner } : {},
    counts,
    wallTime: formatDuration(run2.duration_ms),
    taskTime: formatDuration(summary.task_time_ms),
    failures: failures.slice(0, MAX_FAILURE_CARDS),
    ...failures.length > MAX_FAILURE_CARDS ? {
      moreFailures: `${failures.length - MAX_FAILURE_CARDS} more task(s) went wrong: see the table below.`
    } : {},
    ...screens.left > 0 ? {
      screensNote: links.screensWhere ? `${screens.left} final screen(s) are linked instead of embedded, to keep this page small: ${links.screensWhere}.` : `${screens.left} final screen(s) are not embedded, to keep this page small.`
    } : {},
    tasks: rows.map((row) => ({
      ...row,
      thumbWidth: THUMB_WIDTH,
      thumbHeight: Math.round(THUMB_WIDTH * run2.resolution.height / run2.resolution.width)
    })),
    ...run2.shard && report.tasks.length === 0 ? {
      shardNote: `shard ${run2.shard.index}/${run2.shard.count} of ${run2.shard.suite_total} task(s) got none`
    } : {},
    skippedFiles: report.skipped_files,
    generator: `${report.generator.name} ${report.generator.version} \xB7 report v${report.report_version}`,
    outputs: links.outputs
  };
}
var THUMB_WIDTH = 176;
function taskRow(task, index, screens, links) {
  const link = (reportPath) => reportPath ? links.href(reportPath) : void 0;
  const a = task.artifacts;
  const shot = a?.final_screenshot ?? void 0;
  const attempts = task.attempts.length;
  return {
    id: task.id,
    anchor: String(index + 1),
    file: task.file,
    status: task.status,
    statusLabel: statusWord(task.status),
    tone: task.culprit?.kind === "environment" && task.status !== "flaky" ? "warn" : TONES[task.status],
    flaky: task.flaky,
    quarantined: task.quarantined,
    searchText: `${task.id} ${task.file}`.toLowerCase(),
    ...task.error_category ? { category: task.error_category } : {},
    ...task.reason ? { reason: task.reason } : {},
    ...task.culprit && task.status !== "flaky" ? { culprit: culpritView(task.culprit) } : {},
    duration: task.status === "skipped" ? "\u2014" : formatDuration(task.duration_ms),
    ...attempts > 1 ? { attemptsLabel: `${attempts} attempts` } : {},
    steps: task.steps === null ? "\u2014" : String(task.steps),
    ...optional("review", link(a?.review)),
    ...optional("artifactsDir", link(a?.dir)),
    ...optional("results", link(a?.results)),
    ...optional("finalScreenshot", link(shot)),
    ...optional("finalScreenshotSrc", (shot && screens.byPath.get(shot)) ?? link(shot)),
    ...optional(
      "failedStep",
      wentWrongText({ status: task.status, failedStep: task.failed_step, steps: task.steps }) ?? void 0
    ),
    failedMetrics: task.metrics.filter((m) => !m.passed).map((m) => ({ metric: m.metric, expected: m.expected, actual: m.actual, detail: m.detail })),
    earlierAttempts: task.attempts.slice(0, -1).map((attempt) => ({
      attempt: attempt.attempt,
      statusLabel: statusWord(attempt.status),
      tone: TONES[attempt.status],
      ...attempt.reason ? { reason: attempt.reason } : {},
      ...optional("artifactsDir", link(attempt.artifacts_dir)),
      ...optional("review", link(attempt.review))
    }))
  };
}
function failureCard(task, row, links) {
  const failed = task.status === "flaky" ? task.attempts.find((a) => a.status === "fail") : void 0;
  return {
    id: row.id,
    anchor: row.anchor,
    file: row.file,
    statusLabel: row.statusLabel,
    tone: row.tone,
    quarantined: row.quarantined,
    ...optional("category", row.category),
    ...optional("reason", row.reason),
    ...row.culprit ? { culprit: row.culprit } : {},
    ...optional("failedStep", row.failedStep),
    failedMetrics: row.failedMetrics,
    failureHtml: failureHtml(
      failureView({ metrics: task.metrics, file: task.file, location: task.location })
    ),
    ...optional("review", row.review),
    ...optional("finalScreenshot", row.finalScreenshot),
    ...optional("finalScreenshotSrc", row.finalScreenshotSrc),
    ...failed ? {
      failedAttempt: {
        attempt: failed.attempt,
        ...optional("reason", failed.reason ?? void 0),
        ...optional("review", failed.review ? links.href(failed.review) : void 0)
      }
    } : {}
  };
}
function optional(key, value) {
  return value === void 0 ? {} : { [key]: value };
}
function renderSuiteReportHtml(report, screens, links) {
  return renderPage("suite-report", suiteReportModel(report, screens, links), "'self' data:");
}

// src/report/suite-results.ts
function buildSuiteResults(run2) {
  const results = [];
  for (const task of run2.tasks) {
    const last = task.attempts.at(-1);
    if (!last) continue;
    const r = last.results;
    results.push({
      schema_version: "1.0",
      test_id: task.task.id,
      status: r.status,
      duration_ms: task.attempts.reduce((sum, a) => sum + a.durationMs, 0),
      metric_results: r.metric_results.map((m) => ({
        passed: m.passed,
        metric: m.metric,
        expected: m.expected,
        actual: m.actual,
        detail: m.detail
      })),
      ...r.agent_verdict ? {
        agent_verdict: {
          passed: r.agent_verdict.passed,
          reasoning: r.agent_verdict.reasoning,
          steps: r.agent_verdict.steps
        }
      } : {},
      ...r.error_category !== void 0 ? { error_category: r.error_category } : {},
      ...r.error_detail !== void 0 ? { error_detail: r.error_detail } : {},
      ...r.bugs_found !== void 0 ? { bugs_found: r.bugs_found } : {}
    });
  }
  const passed = results.filter((r) => r.status === "pass").length;
  const errors = results.filter((r) => r.status === "error").length;
  return {
    schema_version: "1.0",
    summary: { total: results.length, passed, failed: results.length - passed - errors, errors },
    total_duration_ms: run2.durationMs,
    results
  };
}

// src/report/validate-report.ts
var import__ = __toESM(require__(), 1);

// src/report/report-schema.json
var report_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:desktest:report-schema:1",
  title: "desktest suite report",
  description: "report.json, written by `desktest suite` for the GitHub Action and the GitHub App. `tasks[].file` is relative to the folder the suite ran in (the repository root in CI); every other path is relative to the folder report.json is in, with forward slashes. Readers must ignore properties they do not know: a minor report_version adds properties, a major one changes or removes them. 1.1 added tasks[].score; 1.2 added tasks[].location and tasks[].metrics[].location; 1.3 added the flaky task status, tasks[].quarantined, tasks[].failed_step, tasks[].step_times, tasks[].attempts[].review and final_screenshot, run.retries_on_failure and summary.quarantined; 1.4 made tasks[].failed_step null when no step failed, tasks[].reason and tasks[].attempts[].reason the whole reason on one line (newlines shown as \u23CE, at most 1000 characters) and added tasks[].location.snippet; 1.5 added tasks[].culprit. Every string, list and number is bounded here, so a reader can refuse a hostile report before it costs anything.",
  type: "object",
  additionalProperties: false,
  required: ["report_version", "generator", "run", "summary", "tasks", "skipped_files"],
  properties: {
    report_version: { const: "1.5" },
    generator: {
      type: "object",
      additionalProperties: false,
      required: ["name", "version"],
      properties: { name: { const: "desktest" }, version: { type: "string", maxLength: 65536 } }
    },
    run: { $ref: "#/$defs/run" },
    summary: { $ref: "#/$defs/summary" },
    tasks: { type: "array", items: { $ref: "#/$defs/task" }, maxItems: 1e4 },
    skipped_files: {
      description: "Task files that were found but do not load; they were not run.",
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["file", "reason"],
        properties: {
          file: { type: "string", maxLength: 65536 },
          reason: { type: "string", maxLength: 65536 }
        }
      },
      maxItems: 1e4
    }
  },
  $defs: {
    nullableString: { type: ["string", "null"], maxLength: 65536 },
    count: { type: "integer", minimum: 0, maximum: 1e6 },
    milliseconds: { type: "integer", minimum: 0, maximum: 31536e9 },
    timestamp: {
      description: "UTC, ISO 8601 with milliseconds.",
      type: "string",
      pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$",
      maxLength: 40
    },
    path: {
      description: "Relative to the report's folder, with forward slashes.",
      type: "string",
      minLength: 1,
      maxLength: 65536
    },
    nullablePath: { anyOf: [{ $ref: "#/$defs/path" }, { type: "null" }] },
    status: { enum: ["pass", "fail", "error"] },
    category: {
      description: "test_failure for a fail; config_error, infra_error or agent_error for an error; null when it passed or never ran.",
      enum: ["test_failure", "config_error", "infra_error", "agent_error", null]
    },
    usage: {
      description: "LLM usage; a field is null when nothing reported it (replay runs use no LLM).",
      type: "object",
      additionalProperties: false,
      required: ["input_tokens", "output_tokens", "cost_usd"],
      properties: {
        input_tokens: { type: ["integer", "null"], minimum: 0, maximum: 1e15 },
        output_tokens: { type: ["integer", "null"], minimum: 0, maximum: 1e15 },
        cost_usd: { type: ["number", "null"], minimum: 0, maximum: 1e9 }
      }
    },
    run: {
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "status",
        "exit_code",
        "started_at",
        "finished_at",
        "duration_ms",
        "interrupted",
        "fail_fast_after",
        "mode",
        "provider",
        "model",
        "source",
        "ci",
        "shard",
        "concurrency",
        "retries",
        "retries_on_failure",
        "retry_failures",
        "fail_fast",
        "filters",
        "runner",
        "images",
        "resolution",
        "paths"
      ],
      properties: {
        id: {
          description: "Labels every desktop of the run (`desktest reap --run-id`).",
          type: "string",
          minLength: 1,
          maxLength: 65536
        },
        status: {
          description: "error if any task errored or the run was interrupted, else fail if any task failed, else pass.",
          $ref: "#/$defs/status"
        },
        exit_code: {
          description: "The process exit code: 0 pass, 1 fail, 3 error or interrupted.",
          enum: [0, 1, 2, 3, 4]
        },
        started_at: { $ref: "#/$defs/timestamp" },
        finished_at: { $ref: "#/$defs/timestamp" },
        duration_ms: { description: "Wall time of the run.", $ref: "#/$defs/milliseconds" },
        interrupted: {
          description: "The signal that interrupted the run (SIGINT, SIGTERM), or null.",
          $ref: "#/$defs/nullableString"
        },
        fail_fast_after: {
          description: "With --fail-fast: the id of the task that stopped the run, or null.",
          $ref: "#/$defs/nullableString"
        },
        mode: { enum: ["replay", "agent"] },
        provider: { $ref: "#/$defs/nullableString" },
        model: { $ref: "#/$defs/nullableString" },
        source: {
          type: "object",
          additionalProperties: false,
          required: ["commit", "head_sha", "ref", "repository", "pull_request", "origin"],
          properties: {
            commit: {
              description: "The commit tested (GITHUB_SHA, else `git rev-parse HEAD`).",
              $ref: "#/$defs/nullableString"
            },
            head_sha: {
              description: "A pull request's head commit (the one a check run belongs to), else the commit.",
              $ref: "#/$defs/nullableString"
            },
            ref: { $ref: "#/$defs/nullableString" },
            repository: { description: "owner/name on GitHub.", $ref: "#/$defs/nullableString" },
            pull_request: { type: ["integer", "null"], minimum: 1 },
            origin: { enum: ["github", "git", null] }
          }
        },
        ci: {
          anyOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: ["provider", "run_id", "run_attempt", "workflow", "job", "server_url"],
              properties: {
                provider: { const: "github" },
                run_id: { $ref: "#/$defs/nullableString" },
                run_attempt: { type: ["integer", "null"], minimum: 1 },
                workflow: { $ref: "#/$defs/nullableString" },
                job: { $ref: "#/$defs/nullableString" },
                server_url: { $ref: "#/$defs/nullableString" }
              }
            }
          ]
        },
        shard: {
          anyOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: ["index", "count", "strategy", "suite_total"],
              properties: {
                index: { description: "1-based.", type: "integer", minimum: 1, maximum: 256 },
                count: { type: "integer", minimum: 1, maximum: 256 },
                strategy: {
                  description: "timings: balanced by recorded durations; hash: by task id.",
                  enum: ["hash", "timings"]
                },
                suite_total: {
                  description: "Tasks in the whole suite, every shard together.",
                  $ref: "#/$defs/count"
                }
              }
            }
          ]
        },
        concurrency: { type: "integer", minimum: 1, maximum: 1024 },
        retries: {
          description: "More runs of a task after an infrastructure error.",
          $ref: "#/$defs/count"
        },
        retries_on_failure: {
          description: "More runs of a task after a test failure (agent runs only; 0 for replays). Added in 1.3.",
          $ref: "#/$defs/count"
        },
        retry_failures: { description: "retries_on_failure > 0.", type: "boolean" },
        fail_fast: { type: "boolean" },
        filters: { type: "array", items: { type: "string", maxLength: 65536 }, maxItems: 1e4 },
        runner: {
          type: "object",
          additionalProperties: false,
          required: ["os", "os_release", "arch", "node", "cpus", "memory_bytes", "name"],
          properties: {
            os: {
              description: "Node's process.platform: linux, darwin, win32.",
              type: "string",
              maxLength: 65536
            },
            os_release: { type: "string", maxLength: 65536 },
            arch: {
              description: "Node's process.arch: x64, arm64.",
              type: "string",
              maxLength: 65536
            },
            node: { type: "string", maxLength: 65536 },
            cpus: { type: "integer", minimum: 1 },
            memory_bytes: { type: "integer", minimum: 0 },
            name: { description: "RUNNER_NAME on GitHub Actions.", $ref: "#/$defs/nullableString" }
          }
        },
        images: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name", "id", "digests"],
            properties: {
              name: { type: "string", maxLength: 65536 },
              id: { description: "Local image id (sha256:\u2026).", $ref: "#/$defs/nullableString" },
              digests: {
                type: "array",
                items: { type: "string", maxLength: 65536 },
                maxItems: 1e4
              }
            }
          },
          maxItems: 1e4
        },
        resolution: {
          type: "object",
          additionalProperties: false,
          required: ["width", "height"],
          properties: {
            width: { type: "integer", minimum: 1, maximum: 1e5 },
            height: { type: "integer", minimum: 1, maximum: 1e5 }
          }
        },
        paths: {
          type: "object",
          additionalProperties: false,
          required: ["artifacts_dir", "suite_results", "junit", "html"],
          properties: {
            artifacts_dir: { $ref: "#/$defs/path" },
            suite_results: { $ref: "#/$defs/path" },
            junit: { $ref: "#/$defs/path" },
            html: { $ref: "#/$defs/path" }
          }
        }
      }
    },
    summary: {
      type: "object",
      additionalProperties: false,
      required: [
        "total",
        "passed",
        "failed",
        "errors",
        "skipped",
        "flaky",
        "quarantined",
        "task_time_ms",
        "usage"
      ],
      properties: {
        total: { $ref: "#/$defs/count" },
        passed: { $ref: "#/$defs/count" },
        failed: { $ref: "#/$defs/count" },
        errors: { $ref: "#/$defs/count" },
        skipped: { $ref: "#/$defs/count" },
        flaky: {
          description: "Failed a check, then passed on a retry (status flaky).",
          $ref: "#/$defs/count"
        },
        quarantined: {
          description: "Tasks quarantined by .github/desktest.yml: reported, but they do not fail the run. Added in 1.3.",
          $ref: "#/$defs/count"
        },
        task_time_ms: { description: "Every task's duration added up.", $ref: "#/$defs/milliseconds" },
        usage: { $ref: "#/$defs/usage" }
      }
    },
    metric: {
      type: "object",
      additionalProperties: false,
      required: ["metric", "passed", "expected", "actual", "detail", "location"],
      properties: {
        metric: { type: "string", maxLength: 65536 },
        passed: { type: "boolean" },
        expected: { description: "At most 2000 characters.", type: "string", maxLength: 2e3 },
        actual: { description: "At most 2000 characters.", type: "string", maxLength: 2e3 },
        detail: { description: "At most 2000 characters.", type: "string", maxLength: 2e3 },
        location: {
          description: "Where this metric is in the task file (added in 1.2).",
          $ref: "#/$defs/location"
        }
      }
    },
    attempt: {
      type: "object",
      additionalProperties: false,
      required: [
        "attempt",
        "status",
        "error_category",
        "reason",
        "started_at",
        "duration_ms",
        "interrupted",
        "artifacts_dir",
        "results",
        "review",
        "final_screenshot"
      ],
      properties: {
        attempt: { type: "integer", minimum: 1, maximum: 100 },
        status: { $ref: "#/$defs/status" },
        error_category: { $ref: "#/$defs/category" },
        reason: { $ref: "#/$defs/nullableString" },
        started_at: { $ref: "#/$defs/timestamp" },
        duration_ms: { $ref: "#/$defs/milliseconds" },
        interrupted: { type: "boolean" },
        artifacts_dir: { $ref: "#/$defs/path" },
        results: { $ref: "#/$defs/nullablePath" },
        review: {
          description: "This attempt's review page (added in 1.3).",
          $ref: "#/$defs/nullablePath"
        },
        final_screenshot: {
          description: "This attempt's final.png (added in 1.3).",
          $ref: "#/$defs/nullablePath"
        }
      }
    },
    task: {
      type: "object",
      additionalProperties: false,
      required: [
        "id",
        "file",
        "instruction",
        "tags",
        "app_type",
        "status",
        "error_category",
        "reason",
        "detail",
        "flaky",
        "quarantined",
        "duration_ms",
        "steps",
        "score",
        "usage",
        "metrics",
        "attempts",
        "artifacts",
        "screenshots",
        "location",
        "failed_step",
        "culprit"
      ],
      properties: {
        id: { type: "string", minLength: 1, maxLength: 65536 },
        file: {
          description: "The task file, relative to the folder the suite ran in.",
          type: "string",
          minLength: 1,
          maxLength: 65536
        },
        instruction: { description: "At most 1000 characters.", type: "string", maxLength: 1e3 },
        tags: { type: "array", items: { type: "string", maxLength: 65536 }, maxItems: 100 },
        app_type: { type: "string", maxLength: 65536 },
        status: {
          description: "skipped: never ran (--fail-fast or an interruption); flaky: failed a check, then passed on a retry (added in 1.3).",
          enum: ["pass", "fail", "error", "skipped", "flaky"]
        },
        error_category: { $ref: "#/$defs/category" },
        reason: {
          description: "Why it did not pass (or why it never ran): the whole reason on one line, its newlines shown as \u23CE (before 1.4: its first line, at most 300 characters), at most 1000 characters, secrets redacted; null when it passed.",
          anyOf: [{ type: "string", maxLength: 1e3 }, { type: "null" }]
        },
        detail: {
          description: "The last attempt's full error_detail (at most 4000 characters), or null.",
          anyOf: [{ type: "string", maxLength: 4e3 }, { type: "null" }]
        },
        flaky: { description: "status is flaky.", type: "boolean" },
        quarantined: {
          description: "Quarantined by .github/desktest.yml: its failure or error does not fail the run (added in 1.3).",
          type: "boolean"
        },
        culprit: {
          description: "Whose fault it is that the task did not pass, as its run decided: product (the app did not do what the task checks: the run went clean and a check failed), test (the task or its replay is wrong: a replay step failed or raised, a task-file error found at run time, a check that could not be evaluated), agent (the agent gave up, used up its steps or time, claimed success the checks refute, or its model could not be used) or environment (the runner: a module or tool missing, the desktop died or never started; never the app's failure). null when it passed, never ran, or ran before 1.5. Added in 1.5.",
          oneOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: ["kind", "evidence", "stderr_tail"],
              properties: {
                kind: { enum: ["product", "test", "agent", "environment"] },
                evidence: {
                  description: "The fact that decided it, on one line (newlines shown as \u23CE), secrets redacted.",
                  type: "string",
                  maxLength: 500
                },
                stderr_tail: {
                  description: "A failed replay script's last lines of error output (at most 20), secrets redacted; null when none ran.",
                  type: ["string", "null"],
                  maxLength: 2e3
                }
              }
            }
          ]
        },
        failed_step: {
          description: "The trajectory step where the task went wrong (the first failed action); null when it passed, has no trajectory or no step failed (the final check did; before 1.4 the last step then). Added in 1.3.",
          type: ["integer", "null"],
          minimum: 0,
          maximum: 1e5
        },
        duration_ms: { description: "Every attempt together.", $ref: "#/$defs/milliseconds" },
        steps: {
          description: "Agent steps, or trajectory entries for a replay; null when there is no trajectory.",
          type: ["integer", "null"],
          minimum: 0,
          maximum: 1e5
        },
        score: {
          description: "OSWorld tasks: the score in [0, 1] (pass means 1); null for desktest tasks. Added in 1.1.",
          anyOf: [{ type: "number", minimum: 0, maximum: 1 }, { type: "null" }]
        },
        usage: { $ref: "#/$defs/usage" },
        metrics: {
          description: "The last attempt's metric results.",
          type: "array",
          items: { $ref: "#/$defs/metric" },
          maxItems: 1e3
        },
        attempts: { type: "array", items: { $ref: "#/$defs/attempt" }, maxItems: 100 },
        artifacts: {
          description: "The last attempt's files; null when the task never ran.",
          anyOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: [
                "dir",
                "results",
                "review",
                "final_screenshot",
                "trajectory",
                "recording",
                "log",
                "task"
              ],
              properties: {
                dir: { $ref: "#/$defs/path" },
                results: { $ref: "#/$defs/nullablePath" },
                review: {
                  description: "Self-contained review page of the run.",
                  $ref: "#/$defs/nullablePath"
                },
                final_screenshot: {
                  description: "final.png: the screen after the evaluation.",
                  $ref: "#/$defs/nullablePath"
                },
                trajectory: { $ref: "#/$defs/nullablePath" },
                recording: { $ref: "#/$defs/nullablePath" },
                log: {
                  description: "The run pipeline's progress lines.",
                  $ref: "#/$defs/nullablePath"
                },
                task: {
                  description: "The effective task, secrets redacted.",
                  $ref: "#/$defs/nullablePath"
                }
              }
            }
          ]
        },
        step_times: {
          description: "A task that failed or errored: the last attempt's time and cost of each step (its last 100 steps; cost null in a replay); absent otherwise (added in 1.3).",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["step", "duration_ms", "cost_usd"],
            properties: {
              step: { type: "integer", minimum: 0, maximum: 1e5 },
              duration_ms: { anyOf: [{ $ref: "#/$defs/milliseconds" }, { type: "null" }] },
              cost_usd: { type: ["number", "null"], minimum: 0, maximum: 1e6 }
            }
          },
          maxItems: 100
        },
        screenshots: {
          description: "The last attempt's screenshot of each trajectory step that has one.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["step", "path", "result"],
            properties: {
              step: { type: "integer", minimum: 0 },
              path: { $ref: "#/$defs/path" },
              result: { type: "string", maxLength: 65536 }
            }
          },
          maxItems: 1e4
        },
        location: {
          description: "Where the task's failure points in its file: the first failing metric, or the configuration error's position; null when it passed or the position is unknown (added in 1.2).",
          $ref: "#/$defs/location"
        }
      }
    },
    location: {
      description: "A position in the task file (`tasks[].file`), 1-based; null when unknown.",
      anyOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["line", "column"],
          properties: {
            line: { type: "integer", minimum: 1, maximum: 1e7 },
            column: { type: "integer", minimum: 1, maximum: 1e7 },
            snippet: {
              description: "The task file's lines around `line` (at most 2 before and 6 after, each at most 200 characters); added in 1.4.",
              type: "object",
              additionalProperties: false,
              required: ["first_line", "lines"],
              properties: {
                first_line: { type: "integer", minimum: 1, maximum: 1e7 },
                lines: { type: "array", maxItems: 9, items: { type: "string", maxLength: 200 } }
              }
            }
          }
        }
      ]
    }
  }
};

// src/report/validate-report.ts
var ajv = new import__.Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
var validate = ajv.compile(report_schema_default);
function checkReport(report) {
  if (validate(report)) return [];
  return (validate.errors ?? []).map(describe);
}
function describe(error) {
  const where = error.instancePath || "/";
  const extra = error.keyword === "additionalProperties" ? ` ('${error.params.additionalProperty}')` : error.keyword === "enum" ? ` (${JSON.stringify(error.params.allowedValues)})` : "";
  return `${where} ${error.message ?? "is invalid"}${extra}`;
}

// src/report/write-reports.ts
async function writeSuiteReports(run2, context) {
  const dir = context.outputDir;
  const files = {
    report: path2.join(dir, REPORT_FILES.report),
    suiteResults: path2.join(dir, REPORT_FILES.suiteResults),
    junit: path2.join(dir, REPORT_FILES.junit),
    html: path2.join(dir, REPORT_FILES.html)
  };
  const report = await buildReport(run2, context);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(files.suiteResults, JSON.stringify(buildSuiteResults(run2), null, 2));
    await writeFile(files.junit, renderJunit(report));
  } catch (error) {
    throw new InfraError(`Cannot write the suite reports into ${dir}: ${error.message}`, {
      cause: error
    });
  }
  const problems = checkReport(report);
  if (problems.length > 0) {
    throw new InfraError(
      `report.json does not match its schema, so it was not written (a desktest bug): ${problems.slice(0, 5).join("; ")}`
    );
  }
  try {
    await writeFile(files.report, JSON.stringify(report, null, 2) + "\n");
    await writeFile(files.html, renderSuiteReportHtml(report, await embedFinalScreens(report, dir)));
  } catch (error) {
    throw new InfraError(`Cannot write the suite reports into ${dir}: ${error.message}`, {
      cause: error
    });
  }
  return { report, files };
}

// src/suite/run-metadata.ts
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { availableParallelism, release, totalmem } from "node:os";
import { promisify } from "node:util";
var run = promisify(execFile);
async function collectSource(env, cwd) {
  const nonEmpty = (v) => v && v.trim() ? v.trim() : null;
  if (env.GITHUB_ACTIONS === "true" || nonEmpty(env.GITHUB_SHA)) {
    const event = await readEvent(env.GITHUB_EVENT_PATH);
    const pr = event?.pull_request;
    return {
      commit: nonEmpty(env.GITHUB_SHA),
      head_sha: typeof pr?.head?.sha === "string" ? pr.head.sha : nonEmpty(env.GITHUB_SHA),
      ref: nonEmpty(env.GITHUB_REF),
      repository: nonEmpty(env.GITHUB_REPOSITORY),
      pull_request: typeof pr?.number === "number" ? pr.number : null,
      origin: "github"
    };
  }
  const git = async (...args) => run("git", args, { cwd, timeout: 5e3 }).then(
    (r) => r.stdout.trim() || null,
    () => null
  );
  const commit = await git("rev-parse", "HEAD");
  return {
    commit,
    head_sha: commit,
    ref: commit ? await git("symbolic-ref", "-q", "HEAD") : null,
    repository: null,
    pull_request: null,
    origin: commit ? "git" : null
  };
}
function collectCi(env) {
  if (env.GITHUB_ACTIONS !== "true" && !env.GITHUB_RUN_ID) return null;
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return {
    provider: "github",
    run_id: env.GITHUB_RUN_ID || null,
    run_attempt: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : null,
    workflow: env.GITHUB_WORKFLOW || null,
    job: env.GITHUB_JOB || null,
    server_url: env.GITHUB_SERVER_URL || null
  };
}
function collectRunner(env) {
  return {
    os: process.platform,
    os_release: release(),
    arch: process.arch,
    node: process.version,
    cpus: availableParallelism(),
    memory_bytes: totalmem(),
    name: env.RUNNER_NAME || null
  };
}
async function readEvent(file) {
  if (!file) return void 0;
  try {
    const value = JSON.parse(await readFile(file, "utf8"));
    return typeof value === "object" && value !== null ? value : void 0;
  } catch {
    return void 0;
  }
}

// src/suite/run-suite.ts
import { randomUUID } from "node:crypto";
import path6 from "node:path";

// src/suite/attempt-review.ts
import path3 from "node:path";
async function writeAttemptReview(attempt, taskFile, options) {
  return writeReview(
    attempt.artifactsDir,
    path3.join(attempt.artifactsDir, REVIEW_PAGE),
    options.cwd,
    options.env,
    {
      file: taskFile,
      location: attemptFailureLocation(attempt)
    }
  ).catch(() => void 0);
}

// src/suite/interruption.ts
function reasonOf(signal) {
  const reason = signal.reason;
  if (typeof reason === "string") return reason;
  if (reason instanceof Error && reason.name !== "AbortError") return reason.message;
  return "user";
}
function interruptedResults(testId, reason, durationMs) {
  return {
    schema_version: "1.0",
    test_id: testId,
    status: "error",
    duration_ms: durationMs,
    metric_results: [],
    error_category: "infra_error",
    error_detail: displayError("infra_error", `Interrupted by ${reason}`)
  };
}
async function cancelRunning(running, options) {
  const giveUpAt = Date.now() + options.graceMs;
  const reap = () => reapDesktops({ runId: options.runId, ...options.docker ? { docker: options.docker } : {} });
  while (running.count > 0 && Date.now() < giveUpAt) {
    await reap();
    await Promise.race([running.ended(), delay(Math.min(500, Math.max(0, giveUpAt - Date.now())))]);
  }
  await reap();
}
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// src/suite/place-suite-tasks.ts
function placeSuiteTasks(tasks, flags) {
  const placements = /* @__PURE__ */ new Map();
  for (const task of tasks) {
    const placement = placeSuiteTask(task, flags);
    if (placement) placements.set(task.id, placement);
  }
  return placements;
}
function placeSuiteTask(task, flags) {
  try {
    return placeTask(task.loaded, flags);
  } catch {
    return void 0;
  }
}

// src/suite/run-attempt.ts
import { createWriteStream } from "node:fs";
import { mkdir as mkdir2, readFile as readFile2, writeFile as writeFile2 } from "node:fs/promises";
import path4 from "node:path";
async function runAttempt(task, attempt, context) {
  const folder = path4.join(context.artifactsRoot, task.folder);
  if (attempt === 1) await removeEarlierRun(folder);
  await mkdir2(folder, { recursive: true });
  context.emit({ type: "task-start", task, attempt });
  const redactor = taskRedactor(task, context.env, [...context.apiKeys]);
  const logStream = createWriteStream(path4.join(folder, RUN_LOG), { flags: "a" });
  logStream.on("error", () => void 0);
  const log = (line) => {
    const clean = redactor.redact(line);
    logStream.write(`${(/* @__PURE__ */ new Date()).toISOString()} ${clean}
`);
    context.emit({ type: "task-log", task, line: clean });
  };
  const attemptStarted = Date.now();
  let results;
  let locations;
  const preflightError = context.preflightFailures.get(task.id);
  try {
    if (preflightError !== void 0) throw preflightError;
    const result = await context.runTask({
      ...context.runOptionsOf(task),
      outputDir: folder,
      artifactsDir: folder,
      ...context.desktopsOf?.(task) ? { desktops: context.desktopsOf(task) } : {},
      log,
      observer: context.observeTask?.(task, attempt)
    });
    results = await readResults(result.resultsFile) ?? redactor.redactJson(result.results);
    locations = result.locations;
  } catch (error) {
    log(`the run pipeline failed: ${error instanceof Error ? error.message : String(error)}`);
    results = resultsForError(task.id, error, redactor, Date.now() - attemptStarted);
    await writeFile2(path4.join(folder, "results.json"), sortedJson(results)).catch(() => void 0);
  }
  await new Promise((resolve) => logStream.end(resolve));
  return {
    attempt,
    startedAt: new Date(attemptStarted).toISOString(),
    durationMs: Date.now() - attemptStarted,
    artifactsDir: folder,
    results,
    ...locations ? { locations } : {}
  };
}
function taskRedactor(task, env, extra) {
  try {
    return resolveSecrets(task.task, env).redactor.with(extra);
  } catch {
    return new Redactor(extra);
  }
}
async function readResults(file) {
  try {
    return JSON.parse(await readFile2(file, "utf8"));
  } catch {
    return void 0;
  }
}

// src/suite/until-abort.ts
function untilAbort(signal, work) {
  return Promise.race([
    work,
    new Promise((resolve) => {
      if (signal?.aborted) resolve(void 0);
      signal?.addEventListener("abort", () => resolve(void 0), { once: true });
    })
  ]);
}

// src/suite/suite-images-step.ts
async function prepareSuiteImages(options) {
  let docker = options.docker;
  const { tasks, signal } = options;
  if (options.preflight === false || tasks.length === 0 || signal?.aborted) {
    return { docker, images: [], failures: /* @__PURE__ */ new Map() };
  }
  const preflight = checkRunner(tasks, {
    backend: options.backend,
    ssh: options.ssh,
    prebuiltImage: options.prebuiltImage,
    log: options.log,
    // The suite's Docker client: the one given, else connected by the first backend that needs Docker.
    probe: { ...hostProbe(), connectDocker: async () => docker ??= await connectDocker() }
  }).catch((error) => ({
    images: [],
    failures: new Map(tasks.map((t) => [t.id, error]))
  }));
  const prepared = await untilAbort(signal, preflight);
  return { docker, images: prepared?.images ?? [], failures: new Map(prepared?.failures ?? []) };
}

// src/suite/suite-warm-pool.ts
var SuiteWarmPool = class {
  constructor(options) {
    this.options = options;
    for (const { backend } of options.placements.values())
      if (backend.warm && !this.pools.has(backend))
        this.pools.set(
          backend,
          backend.warm.pool({
            docker: options.docker,
            runId: options.runId,
            capacity: options.capacity,
            onTake: () => this.refill()
          })
        );
  }
  options;
  pools = /* @__PURE__ */ new Map();
  specs = /* @__PURE__ */ new Map();
  refills = 0;
  /** The pool a task's desktop may come from (its backend's), if any. */
  desktopsOf(task) {
    const placement = this.options.placements.get(task.id);
    return placement ? this.pools.get(placement.backend) : void 0;
  }
  /** Tell each pool which desktops the next tasks and the running ones need (the latest call wins). */
  refill() {
    if (this.pools.size === 0 || this.options.stopped()) return;
    const ticket = ++this.refills;
    const { next, running } = this.options.wanted(this.options.capacity);
    const specsOf = (tasks) => Promise.all(
      tasks.map(async (task) => ({
        backend: this.options.placements.get(task.id)?.backend,
        spec: await this.desktopOf(task)
      }))
    );
    void Promise.all([specsOf(next), specsOf(running)]).then(([upcoming, now]) => {
      if (ticket !== this.refills || this.options.stopped()) return;
      const of = (list, backend) => list.filter((d) => d.backend === backend && d.spec !== void 0).map((d) => d.spec);
      for (const [backend, pool] of this.pools) pool.want(of(upcoming, backend), of(now, backend));
    });
  }
  /** Remove every desktop still waiting. */
  async close() {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
  /** The desktop the task will start (its backend's spec), or undefined when none can be started for it ahead. */
  desktopOf(task) {
    let spec = this.specs.get(task.id);
    if (!spec) {
      spec = this.startableSpec(task).catch(() => void 0);
      this.specs.set(task.id, spec);
      void spec.then((known) => known || this.specs.delete(task.id));
    }
    return spec;
  }
  async startableSpec(task) {
    const { placements, preflightFailures, runOptionsOf } = this.options;
    const placement = placements.get(task.id);
    const warm = placement?.backend.warm;
    if (preflightFailures.has(task.id) || !placement || !warm) return void 0;
    const request = desktopOfRun({
      ...runOptionsOf(task),
      placement,
      outputDir: ".",
      artifactsDir: "."
    });
    return request ? warm.spec(request.task, request.context) : void 0;
  }
};

// src/suite/task-run-options.ts
function taskRunOptions(options, task, placement, suite) {
  return {
    task: { loaded: task.loaded },
    ...placement ? { placement } : {},
    cwd: options.cwd,
    env: options.env,
    replay: options.replay,
    agent: options.agent,
    apiKeys: options.apiKeys,
    width: options.width,
    height: options.height,
    record: options.record,
    noNetwork: options.noNetwork,
    backend: options.backend,
    ...options.ssh ? { ssh: options.ssh } : {},
    paths: options.paths,
    repositoryRoot: options.repositoryRoot,
    prebuiltImage: options.prebuiltImage,
    noArtifacts: options.noArtifacts,
    artifactsTimeoutSecs: options.artifactsTimeoutSecs,
    artifactsExclude: options.artifactsExclude,
    docker: suite.docker,
    runId: suite.runId
  };
}

// src/suite/task-scheduler.ts
import path5 from "node:path";
var TaskScheduler = class {
  constructor(options) {
    this.options = options;
    this.queue = options.runs.map((run2) => ({ run: run2, attempt: 1, used: NO_RETRIES_USED }));
  }
  options;
  queue;
  active = /* @__PURE__ */ new Map();
  perBackend = /* @__PURE__ */ new Map();
  wake = () => void 0;
  finalized = false;
  stopStarting = false;
  done = 0;
  /** The task after which fail-fast stopped starting tasks. */
  failFastAfter;
  get count() {
    return this.active.size;
  }
  /** True once no task will start any more (fail-fast or an interruption). */
  get stopped() {
    return this.stopStarting || this.options.signal?.aborted === true;
  }
  ended() {
    return Promise.allSettled([...this.active.values()].map((a) => a.promise));
  }
  /** The next tasks to start (at most `count`) and the running ones. */
  wanted(count) {
    return {
      next: this.queue.slice(0, count).map((job) => job.run.task),
      running: [...this.active.keys()].map((job) => job.run.task)
    };
  }
  /** Start tasks as places free up until every task has ended, fail-fast stopped them, or an abort. */
  async runAll() {
    const { signal, concurrency, emit } = this.options;
    const onAbort = () => this.wake();
    signal?.addEventListener("abort", onAbort);
    emit({ type: "start", total: this.options.runs.length, concurrency });
    const backends = this.queue.map((job) => this.options.backendOf(job.run.task)).filter(isDefined);
    for (const line of capNotes(backends, concurrency)) emit({ type: "preflight", line });
    for (; ; ) {
      if (signal?.aborted) break;
      if (!this.stopStarting) this.startWhatFits();
      if (this.active.size === 0 && (this.queue.length === 0 || this.stopStarting)) break;
      this.options.onWait();
      await new Promise((resolve) => this.wake = resolve);
    }
    signal?.removeEventListener("abort", onAbort);
  }
  /**
   * Stop recording: attempts still running are recorded as interrupted (they are given up on), tasks
   * that never started are marked not run, by the interruption or by fail-fast.
   */
  finalize(interrupted, artifactsRoot, now) {
    this.finalized = true;
    for (const [job, { started }] of this.active) {
      job.run.attempts.push({
        attempt: job.attempt,
        startedAt: new Date(started).toISOString(),
        durationMs: now - started,
        artifactsDir: path5.join(artifactsRoot, job.run.task.folder),
        results: interruptedResults(job.run.task.id, interrupted ?? "user", now - started),
        interrupted: true
      });
    }
    for (const run2 of this.options.runs) {
      if (run2.attempts.length === 0) run2.notRun = interrupted !== void 0 ? "interrupted" : "fail-fast";
    }
  }
  startWhatFits() {
    for (let i = 0; i < this.queue.length && this.active.size < this.options.concurrency; ) {
      const job = this.queue[i];
      const backend = this.options.backendOf(job.run.task);
      if ((this.perBackend.get(backend) ?? 0) < (backend?.concurrency.limit ?? Number.POSITIVE_INFINITY)) {
        this.queue.splice(i, 1);
        this.start(job, backend);
      } else i++;
    }
  }
  start(job, backend) {
    this.perBackend.set(backend, (this.perBackend.get(backend) ?? 0) + 1);
    const promise = this.options.runAttempt(job.run.task, job.attempt).then((attempt) => this.finish(job, attempt)).catch(
      (error) => this.options.emit({ type: "task-log", task: job.run.task, line: `suite error: ${String(error)}` })
    ).finally(() => {
      this.active.delete(job);
      this.perBackend.set(backend, (this.perBackend.get(backend) ?? 1) - 1);
      this.wake();
    });
    this.active.set(job, { promise, started: Date.now() });
  }
  /** Record an ended attempt: retried (set aside, queued again) or the task's last, with its review. */
  async finish(job, attempt) {
    if (this.finalized) return;
    const { run: run2 } = job;
    const { signal, budget, emit } = this.options;
    if (signal?.aborted && attempt.results.status !== "pass") {
      attempt.interrupted = true;
      attempt.results = interruptedResults(run2.task.id, reasonOf(signal), attempt.durationMs);
    }
    run2.attempts.push(attempt);
    const retry = signal?.aborted || this.stopStarting ? void 0 : this.retryOf(job, attempt.results);
    if (retry) {
      const aside = await setAttemptAside(attempt.artifactsDir, job.attempt).catch(() => void 0);
      if (aside) {
        attempt.artifactsDir = aside;
        if (!signal?.aborted) attempt.reviewFile = await this.options.review(attempt, run2.task.file);
        this.queue.push(retry);
        const of = mostAttempts(budget);
        emit({ type: "task-retry", task: run2.task, ended: attempt, next: retry.attempt, of });
        return;
      }
    }
    if (!signal?.aborted) {
      attempt.reviewFile = await this.options.review(attempt, run2.task.file);
      run2.reviewFile = attempt.reviewFile;
    }
    if (this.finalized) return;
    this.done++;
    emit({ type: "task-end", run: run2, done: this.done, total: this.options.runs.length });
    if (this.options.failFast && attempt.results.status !== "pass" && !this.stopStarting) {
      this.stopStarting = true;
      this.failFastAfter = run2.task.id;
    }
  }
  /** The next job for a retry of this attempt, or undefined when its kind of retry is used up. */
  retryOf(job, results) {
    const used = nextRetry(results, job.used, this.options.budget);
    return used ? { ...job, attempt: job.attempt + 1, used } : void 0;
  }
};
function isDefined(value) {
  return value !== void 0;
}

// src/suite/run-suite.ts
async function runSuite(options) {
  const started = Date.now();
  const runId = options.runId ?? randomUUID();
  const emit = options.onEvent ?? (() => void 0);
  const { signal } = options;
  const artifactsRoot = path6.resolve(options.cwd, options.artifactsDir);
  const runs = options.tasks.map((task) => ({ task, attempts: [] }));
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const log = (line) => emit({ type: "preflight", line });
  const { docker, images, failures } = await prepareSuiteImages({ ...options, log });
  const placements = placeSuiteTasks(options.tasks, placementFlags(options));
  const runOptionsOf = (task) => taskRunOptions(options, task, placements.get(task.id), { docker, runId });
  const capacity = warmPoolCapacity(concurrency);
  const pool = docker && options.warmDesktops !== false && !options.ssh && !options.runTask && capacity > 0 ? new SuiteWarmPool({
    docker,
    runId,
    capacity,
    placements,
    preflightFailures: failures,
    runOptionsOf,
    wanted: (count) => scheduler.wanted(count),
    stopped: () => scheduler.stopped
  }) : void 0;
  const scheduler = new TaskScheduler({
    runs,
    concurrency,
    budget: retryBudget(options),
    failFast: options.failFast === true,
    signal,
    backendOf: (task) => placements.get(task.id)?.backend,
    runAttempt: (task, attempt) => runAttempt(task, attempt, {
      artifactsRoot,
      env: options.env,
      apiKeys: options.apiKeys ?? [],
      runOptionsOf,
      preflightFailures: failures,
      ...pool ? { desktopsOf: (task2) => pool.desktopsOf(task2) } : {},
      observeTask: options.observeTask,
      runTask: options.runTask ?? runTask,
      emit
    }),
    review: async (attempt, file) => options.reviews === false ? void 0 : writeAttemptReview(attempt, file, options),
    onWait: () => pool?.refill(),
    emit
  });
  await scheduler.runAll();
  const poolClosed = pool?.close();
  const interrupted = signal?.aborted ? reasonOf(signal) : void 0;
  if (interrupted !== void 0) {
    emit({ type: "interrupt", reason: interrupted, running: scheduler.count });
    await cancelRunning(scheduler, { runId, docker, graceMs: options.interruptGraceMs ?? 15e3 });
  }
  await poolClosed;
  const now = Date.now();
  scheduler.finalize(interrupted, artifactsRoot, now);
  return {
    runId,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(now).toISOString(),
    durationMs: now - started,
    concurrency,
    artifactsDir: artifactsRoot,
    tasks: runs,
    images,
    ...interrupted !== void 0 ? { interrupted } : {},
    ...scheduler.failFastAfter !== void 0 ? { failFastAfter: scheduler.failFastAfter } : {}
  };
}

// src/suite/shard.ts
import { createHash } from "node:crypto";
import { readFile as readFile3 } from "node:fs/promises";
import path7 from "node:path";
function parseShard(text2) {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text2);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new ConfigError(`--shard must be i/n with 1 \u2264 i \u2264 n (e.g. 2/3), got '${text2}'`);
  }
  return { index, count };
}
function shardTasks(tasks, shard, timings) {
  const ids = tasks.map((t) => t.id);
  const known = timings ? ids.filter((id) => timings.has(id)) : [];
  const strategy = known.length > 0 ? "timings" : "hash";
  const assignment = strategy === "timings" ? balanceByTimings(ids, shard.count, timings) : balanceByHash(ids, shard.count);
  const shards = Array.from({ length: shard.count }, () => []);
  for (const id of ids) shards[assignment.get(id)].push(id);
  return {
    tasks: tasks.filter((t) => assignment.get(t.id) === shard.index - 1),
    strategy,
    shards
  };
}
function balanceByTimings(ids, count, timings) {
  const known = ids.flatMap((id) => timings.has(id) ? [timings.get(id)] : []).sort((a, b) => a - b);
  const median = known[Math.floor((known.length - 1) / 2)];
  const weighted = ids.map((id) => ({ id, ms: timings.get(id) ?? median })).sort((a, b) => b.ms - a.ms || compareStrings(a.id, b.id));
  const loads = new Array(count).fill(0);
  const assignment = /* @__PURE__ */ new Map();
  for (const { id, ms } of weighted) {
    let best = 0;
    for (let s = 1; s < count; s++) if (loads[s] < loads[best]) best = s;
    loads[best] += ms;
    assignment.set(id, best);
  }
  return assignment;
}
function balanceByHash(ids, count) {
  const base = Math.floor(ids.length / count);
  let extraLeft = ids.length % count;
  const counts = new Array(count).fill(0);
  const assignment = /* @__PURE__ */ new Map();
  const order = ids.map((id) => ({ id, key: sha256(id) })).sort((a, b) => compareStrings(a.key, b.key) || compareStrings(a.id, b.id));
  for (const { id } of order) {
    const ranked = Array.from({ length: count }, (_, s) => ({ s, weight: sha256(`${s + 1}:${id}`) })).sort(
      (a, b) => compareStrings(b.weight, a.weight) || a.s - b.s
    );
    for (const { s } of ranked) {
      const n = counts[s];
      if (n < base || n === base && extraLeft > 0) {
        if (n === base) extraLeft--;
        counts[s] = n + 1;
        assignment.set(id, s);
        break;
      }
    }
  }
  return assignment;
}
function sha256(text2) {
  return createHash("sha256").update(text2, "utf8").digest("hex");
}
async function readTimings(files, cwd) {
  const timings = /* @__PURE__ */ new Map();
  for (const file of files) {
    let value;
    try {
      value = JSON.parse(await readFile3(path7.resolve(cwd, file), "utf8"));
    } catch (error) {
      throw new ConfigError(`--timings '${file}' cannot be read as JSON: ${error.message}`);
    }
    for (const [id, ms] of timingsOf(value, file)) timings.set(id, ms);
  }
  return timings;
}
function timingsOf(value, file) {
  const bad = (why) => new ConfigError(
    `--timings '${file}' ${why}: expected a desktest report.json, a suite-results.json or {"<task id>": <ms>}`
  );
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad("is not a JSON object");
  const record = value;
  const duration = (ms) => typeof ms === "number" && Number.isFinite(ms) && ms >= 0 ? ms : void 0;
  if (Array.isArray(record.tasks) && "report_version" in record) {
    return record.tasks.flatMap((t) => {
      const task = t;
      const ms = duration(task.attempts?.at(-1)?.duration_ms);
      return typeof task.id === "string" && task.status !== "skipped" && ms !== void 0 ? [[task.id, ms]] : [];
    });
  }
  if (Array.isArray(record.results)) {
    return record.results.flatMap((r) => {
      const result = r;
      const ms = duration(result.duration_ms);
      return typeof result.test_id === "string" && ms !== void 0 ? [[result.test_id, ms]] : [];
    });
  }
  return Object.entries(record).map(([id, ms]) => {
    const checked = duration(ms);
    if (checked === void 0) throw bad(`gives '${id}' a duration that is not a number of milliseconds`);
    return [id, checked];
  });
}

// src/suite/suite-job.ts
async function planSuite(inputs, options) {
  const discovered = await discoverSuite(inputs, {
    cwd: options.cwd,
    recursive: options.recursive,
    filters: options.filters,
    exclude: options.exclude
  });
  const plan = {
    found: discovered.tasks,
    skipped: discovered.skipped,
    tasks: discovered.tasks,
    filters: options.filters
  };
  if (!options.shard) return plan;
  const timings = options.timingsFiles && options.timingsFiles.length > 0 ? await readTimings(options.timingsFiles, options.cwd) : void 0;
  const selection = shardTasks(discovered.tasks, options.shard, timings);
  return {
    ...plan,
    tasks: selection.tasks,
    shard: { ...options.shard, strategy: selection.strategy, suiteTotal: discovered.tasks.length },
    ...timings ? { timings } : {}
  };
}
async function runSuiteJob(plan, options) {
  const { outputDir, provider, model, quarantine = [], ...suite } = options;
  const run2 = await runSuite({ ...suite, tasks: plan.tasks });
  const agent = !options.replay;
  const written = await writeSuiteReports(run2, {
    outputDir,
    version: VERSION,
    mode: agent ? "agent" : "replay",
    provider: agent ? provider : void 0,
    model: agent ? model : void 0,
    shard: plan.shard,
    retries: options.retries ?? 0,
    retriesOnFailure: agent ? options.retriesOnFailure ?? 0 : 0,
    quarantine,
    failFast: options.failFast === true,
    filters: plan.filters,
    width: options.width,
    height: options.height,
    source: await collectSource(options.env, options.cwd),
    ci: collectCi(options.env),
    runner: collectRunner(options.env),
    skippedFiles: plan.skipped
  });
  return { ...written, run: run2, exitCode: suiteExitCode(run2, quarantine) };
}

// src/cli/commands/suite.ts
async function suiteCommand(inputs, options, io, extras = {}) {
  const flags = suiteFlags(options, io, extras);
  const plan = await planTasks(inputs, options, flags, io);
  const docker = plan.tasks.length > 0 ? await warnOfWhatIsMissing(plan.tasks, options, flags, io) : void 0;
  const liveView = await startLiveView(options, io);
  const view = progressView(plan, options, io, extras);
  const interruption = interruptOnSignals(io, extras.handleSignals ?? true);
  try {
    const job = await runSuiteJob(plan, {
      ...jobOptions(options, flags, io, extras),
      ...docker ? { docker } : {},
      signal: interruption.signal,
      onEvent: (event) => {
        view.handle(event);
        if (liveView && (event.type === "start" || event.type === "task-end"))
          liveView.hub.publish({
            type: "progress",
            completed: event.type === "start" ? 0 : event.done,
            total: event.total
          });
      },
      ...liveView ? { observeTask: () => liveView.hub.observer() } : {}
    });
    view.stop();
    printOutcome(job, plan, flags.shard, io);
    if (job.run.interrupted !== void 0 && interruption.handled) {
      setTimeout(() => process.exit(ExitCode.infra), 2e3).unref();
    }
    return job.exitCode;
  } finally {
    view.stop();
    await liveView?.server.close();
    interruption.dispose();
  }
}
function suiteFlags(options, io, extras) {
  const c = import_picocolors2.default.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  const ssh = sshDesktopFrom(options, io.cwd);
  const retries = wholeNumber("--retries", options.retries, 0);
  const retriesOnFailure = wholeNumber("--retries-on-failure", options.retriesOnFailure, 0);
  if (retriesOnFailure > 0 && options.replay) {
    io.stderr(c.yellow("Warning: --retries-on-failure applies to agent runs; a replay is not retried\n"));
  }
  const concurrency = options.concurrency !== void 0 ? wholeNumber("--concurrency", options.concurrency, 1) : defaultConcurrency();
  const shard = options.shard !== void 0 ? parseShard(options.shard) : void 0;
  if (!["auto", "live", "plain"].includes(options.progress)) {
    throw new ConfigError(`--progress must be auto, live or plain, got '${options.progress}'`);
  }
  if (options.timings.length > 0 && !shard)
    throw new ConfigError("--timings balances shards: give --shard i/n too");
  if (!options.replay && !extras.agent) {
    throw new ConfigError(
      "the suite runs the agent unless --replay is given, and no LLM provider is configured for it",
      { hint: "add --replay to run each task's codified replay_script (no LLM, no API key)" }
    );
  }
  return { width, height, ssh, retries, retriesOnFailure, concurrency, shard };
}
async function planTasks(inputs, options, flags, io) {
  const c = import_picocolors2.default.createColors(io.color);
  const plan = await planSuite(inputs, {
    cwd: io.cwd,
    recursive: options.recursive,
    filters: options.filter,
    exclude: [options.artifactsDir, options.output],
    shard: flags.shard,
    timingsFiles: options.timings
  });
  for (const skipped of plan.skipped) {
    io.stderr(c.yellow(`Warning: skipped ${skipped.file}: ${skipped.reason}
`));
  }
  if (plan.shard) {
    io.stderr(
      c.dim(
        `shard ${plan.shard.index}/${plan.shard.count}: ${plan.tasks.length} of ${plan.found.length} task(s), balanced by ${plan.shard.strategy === "timings" ? "recorded durations" : "task id hash"}
`
      )
    );
  }
  return plan;
}
async function warnOfWhatIsMissing(tasks, options, { ssh }, io) {
  const c = import_picocolors2.default.createColors(io.color);
  const preflight = await checkRunner(tasks, {
    prebuiltImage: options.image,
    backend: options.backend,
    ...ssh ? { ssh } : {},
    // A first run builds the desktop image (minutes): say each step as it goes.
    ...options.quiet ? {} : { log: (line) => io.stderr(c.dim(`[image] ${line}
`)) }
  });
  for (const check of preflight.checks.filter((candidate) => !candidate.ok)) {
    io.stderr(
      c.yellow(
        `Warning: preflight: ${check.name}: ${check.detail}${check.tasks ? ` (needed by ${check.tasks})` : ""}
`
      ) + (check.fix ? `  fix: ${check.fix}
` : "")
    );
  }
  return preflight.docker;
}
function progressView(plan, options, io, extras) {
  const output = { out: io.stdout, err: io.stderr, color: io.color };
  const live = !options.quiet && (options.progress === "live" || options.progress === "auto" && wantsLiveView(io.env, extras.isTTY ?? Boolean(process.stdout.isTTY)));
  return live ? new LiveProgress(output, { columns: () => process.stdout.columns ?? 80, expectedMs: plan.timings }) : plainProgress(output, { quiet: options.quiet });
}
function interruptOnSignals(io, handled) {
  const controller = new AbortController();
  const onSignal = (signal) => {
    if (controller.signal.aborted) {
      io.stderr(`
${signal} again: exiting now; \`desktest reap\` removes any desktop left behind.
`);
      process.exit(ExitCode.infra);
    }
    controller.abort(signal);
  };
  if (handled) {
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
  const dispose = () => {
    if (!handled) return;
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  return { signal: controller.signal, handled, dispose };
}
function jobOptions(options, flags, io, extras) {
  const artifactsTimeout = Number(options.artifactsTimeout);
  return {
    outputDir: path8.resolve(io.cwd, options.output),
    provider: options.provider,
    model: options.model,
    cwd: io.cwd,
    env: io.env,
    artifactsDir: options.artifactsDir,
    concurrency: flags.concurrency,
    retries: flags.retries,
    retriesOnFailure: flags.retriesOnFailure,
    failFast: options.failFast,
    replay: options.replay,
    agent: extras.agent,
    apiKeys: extras.apiKeys,
    width: flags.width,
    height: flags.height,
    record: options.record,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ...flags.ssh ? { ssh: flags.ssh } : {},
    prebuiltImage: options.image,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(artifactsTimeout) && artifactsTimeout >= 0 ? artifactsTimeout : 120,
    artifactsExclude: options.artifactsExclude
  };
}
function printOutcome({ run: run2, report, files }, plan, shard, io) {
  if (plan.tasks.length === 0 && shard) {
    io.stdout(
      `Shard ${shard.index}/${shard.count} has no tasks (${plan.found.length} over ${shard.count} shards).
`
    );
  } else {
    io.stdout(formatSummaryTable(report.tasks, run2.durationMs));
  }
  const shown = (file) => {
    const relative = relativeFile(io.cwd, file);
    return relative.startsWith("../") ? file : relative;
  };
  io.stdout(
    `Reports: ${shown(files.html)}, ${shown(files.report)}, ${shown(files.junit)}, ${shown(files.suiteResults)}
Artifacts, results.json and review page of each task: ${shown(run2.artifactsDir)}/<task id>/
`
  );
}
export {
  suiteCommand
};
