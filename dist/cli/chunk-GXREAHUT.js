import {
  require_saxes
} from "./chunk-6PGMFJ6X.js";
import {
  byPosition
} from "./chunk-4VNERU5G.js";
import {
  OSWORLD_APPS,
  osworldImageTag
} from "./chunk-3FFUO7WU.js";
import {
  describeValue,
  didYouMean
} from "./chunk-ZLH7AXKL.js";
import {
  TASK_DEFAULTS
} from "./chunk-ZHTCD5HQ.js";
import {
  exactTopLevelValue,
  joinPointer
} from "./chunk-DZFXMRMN.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZL7SQM4.js";

// node_modules/@xmldom/xmldom/lib/conventions.js
var require_conventions = __commonJS({
  "node_modules/@xmldom/xmldom/lib/conventions.js"(exports) {
    "use strict";
    function find(list, predicate, ac) {
      if (ac === void 0) {
        ac = Array.prototype;
      }
      if (list && typeof ac.find === "function") {
        return ac.find.call(list, predicate);
      }
      for (var i2 = 0; i2 < list.length; i2++) {
        if (hasOwn(list, i2)) {
          var item2 = list[i2];
          if (predicate.call(void 0, item2, i2, list)) {
            return item2;
          }
        }
      }
    }
    function freeze(object, oc) {
      if (oc === void 0) {
        oc = Object;
      }
      if (oc && typeof oc.getOwnPropertyDescriptors === "function") {
        object = oc.create(null, oc.getOwnPropertyDescriptors(object));
      }
      return oc && typeof oc.freeze === "function" ? oc.freeze(object) : object;
    }
    function hasOwn(object, key2) {
      return Object.prototype.hasOwnProperty.call(object, key2);
    }
    function assign(target, source) {
      if (target === null || typeof target !== "object") {
        throw new TypeError("target is not an object");
      }
      for (var key2 in source) {
        if (hasOwn(source, key2)) {
          target[key2] = source[key2];
        }
      }
      return target;
    }
    var HTML_BOOLEAN_ATTRIBUTES = freeze({
      allowfullscreen: true,
      async: true,
      autofocus: true,
      autoplay: true,
      checked: true,
      controls: true,
      default: true,
      defer: true,
      disabled: true,
      formnovalidate: true,
      hidden: true,
      ismap: true,
      itemscope: true,
      loop: true,
      multiple: true,
      muted: true,
      nomodule: true,
      novalidate: true,
      open: true,
      playsinline: true,
      readonly: true,
      required: true,
      reversed: true,
      selected: true
    });
    function isHTMLBooleanAttribute(name) {
      return hasOwn(HTML_BOOLEAN_ATTRIBUTES, name.toLowerCase());
    }
    var HTML_VOID_ELEMENTS = freeze({
      area: true,
      base: true,
      br: true,
      col: true,
      embed: true,
      hr: true,
      img: true,
      input: true,
      link: true,
      meta: true,
      param: true,
      source: true,
      track: true,
      wbr: true
    });
    function isHTMLVoidElement(tagName) {
      return hasOwn(HTML_VOID_ELEMENTS, tagName.toLowerCase());
    }
    var HTML_RAW_TEXT_ELEMENTS = freeze({
      script: false,
      style: false,
      textarea: true,
      title: true
    });
    function isHTMLRawTextElement(tagName) {
      var key2 = tagName.toLowerCase();
      return hasOwn(HTML_RAW_TEXT_ELEMENTS, key2) && !HTML_RAW_TEXT_ELEMENTS[key2];
    }
    function isHTMLEscapableRawTextElement(tagName) {
      var key2 = tagName.toLowerCase();
      return hasOwn(HTML_RAW_TEXT_ELEMENTS, key2) && HTML_RAW_TEXT_ELEMENTS[key2];
    }
    function isHTMLMimeType(mimeType) {
      return mimeType === MIME_TYPE.HTML;
    }
    function hasDefaultHTMLNamespace(mimeType) {
      return isHTMLMimeType(mimeType) || mimeType === MIME_TYPE.XML_XHTML_APPLICATION;
    }
    var MIME_TYPE = freeze({
      /**
       * `text/html`, the only mime type that triggers treating an XML document as HTML.
       *
       * @see https://www.iana.org/assignments/media-types/text/html IANA MimeType registration
       * @see https://en.wikipedia.org/wiki/HTML Wikipedia
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMParser/parseFromString MDN
       * @see https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
       *      WHATWG HTML Spec
       */
      HTML: "text/html",
      /**
       * `application/xml`, the standard mime type for XML documents.
       *
       * @see https://www.iana.org/assignments/media-types/application/xml IANA MimeType
       *      registration
       * @see https://tools.ietf.org/html/rfc7303#section-9.1 RFC 7303
       * @see https://en.wikipedia.org/wiki/XML_and_MIME Wikipedia
       */
      XML_APPLICATION: "application/xml",
      /**
       * `text/xml`, an alias for `application/xml`.
       *
       * @see https://tools.ietf.org/html/rfc7303#section-9.2 RFC 7303
       * @see https://www.iana.org/assignments/media-types/text/xml IANA MimeType registration
       * @see https://en.wikipedia.org/wiki/XML_and_MIME Wikipedia
       */
      XML_TEXT: "text/xml",
      /**
       * `application/xhtml+xml`, indicates an XML document that has the default HTML namespace,
       * but is parsed as an XML document.
       *
       * @see https://www.iana.org/assignments/media-types/application/xhtml+xml IANA MimeType
       *      registration
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocument WHATWG DOM Spec
       * @see https://en.wikipedia.org/wiki/XHTML Wikipedia
       */
      XML_XHTML_APPLICATION: "application/xhtml+xml",
      /**
       * `image/svg+xml`,
       *
       * @see https://www.iana.org/assignments/media-types/image/svg+xml IANA MimeType registration
       * @see https://www.w3.org/TR/SVG11/ W3C SVG 1.1
       * @see https://en.wikipedia.org/wiki/Scalable_Vector_Graphics Wikipedia
       */
      XML_SVG_IMAGE: "image/svg+xml"
    });
    var _MIME_TYPES = Object.keys(MIME_TYPE).map(function(key2) {
      return MIME_TYPE[key2];
    });
    function isValidMimeType(mimeType) {
      return _MIME_TYPES.indexOf(mimeType) > -1;
    }
    var NAMESPACE = freeze({
      /**
       * The XHTML namespace.
       *
       * @see http://www.w3.org/1999/xhtml
       */
      HTML: "http://www.w3.org/1999/xhtml",
      /**
       * The SVG namespace.
       *
       * @see http://www.w3.org/2000/svg
       */
      SVG: "http://www.w3.org/2000/svg",
      /**
       * The `xml:` namespace.
       *
       * @see http://www.w3.org/XML/1998/namespace
       */
      XML: "http://www.w3.org/XML/1998/namespace",
      /**
       * The `xmlns:` namespace.
       *
       * @see https://www.w3.org/2000/xmlns/
       */
      XMLNS: "http://www.w3.org/2000/xmlns/"
    });
    exports.assign = assign;
    exports.find = find;
    exports.freeze = freeze;
    exports.HTML_BOOLEAN_ATTRIBUTES = HTML_BOOLEAN_ATTRIBUTES;
    exports.HTML_RAW_TEXT_ELEMENTS = HTML_RAW_TEXT_ELEMENTS;
    exports.HTML_VOID_ELEMENTS = HTML_VOID_ELEMENTS;
    exports.hasDefaultHTMLNamespace = hasDefaultHTMLNamespace;
    exports.hasOwn = hasOwn;
    exports.isHTMLBooleanAttribute = isHTMLBooleanAttribute;
    exports.isHTMLRawTextElement = isHTMLRawTextElement;
    exports.isHTMLEscapableRawTextElement = isHTMLEscapableRawTextElement;
    exports.isHTMLMimeType = isHTMLMimeType;
    exports.isHTMLVoidElement = isHTMLVoidElement;
    exports.isValidMimeType = isValidMimeType;
    exports.MIME_TYPE = MIME_TYPE;
    exports.NAMESPACE = NAMESPACE;
  }
});

// node_modules/@xmldom/xmldom/lib/errors.js
var require_errors = __commonJS({
  "node_modules/@xmldom/xmldom/lib/errors.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    function extendError(constructor, writableName) {
      constructor.prototype = Object.create(Error.prototype, {
        constructor: { value: constructor },
        name: { value: constructor.name, enumerable: true, writable: writableName }
      });
    }
    var DOMExceptionName = conventions.freeze({
      /**
       * the default value as defined by the spec
       */
      Error: "Error",
      /**
       * @deprecated
       * Use RangeError instead.
       */
      IndexSizeError: "IndexSizeError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      DomstringSizeError: "DomstringSizeError",
      HierarchyRequestError: "HierarchyRequestError",
      WrongDocumentError: "WrongDocumentError",
      InvalidCharacterError: "InvalidCharacterError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      NoDataAllowedError: "NoDataAllowedError",
      NoModificationAllowedError: "NoModificationAllowedError",
      NotFoundError: "NotFoundError",
      NotSupportedError: "NotSupportedError",
      InUseAttributeError: "InUseAttributeError",
      InvalidStateError: "InvalidStateError",
      SyntaxError: "SyntaxError",
      InvalidModificationError: "InvalidModificationError",
      NamespaceError: "NamespaceError",
      /**
       * @deprecated
       * Use TypeError for invalid arguments,
       * "NotSupportedError" DOMException for unsupported operations,
       * and "NotAllowedError" DOMException for denied requests instead.
       */
      InvalidAccessError: "InvalidAccessError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      ValidationError: "ValidationError",
      /**
       * @deprecated
       * Use TypeError instead.
       */
      TypeMismatchError: "TypeMismatchError",
      SecurityError: "SecurityError",
      NetworkError: "NetworkError",
      AbortError: "AbortError",
      /**
       * @deprecated
       * Just to match the related static code, not part of the spec.
       */
      URLMismatchError: "URLMismatchError",
      QuotaExceededError: "QuotaExceededError",
      TimeoutError: "TimeoutError",
      InvalidNodeTypeError: "InvalidNodeTypeError",
      DataCloneError: "DataCloneError",
      EncodingError: "EncodingError",
      NotReadableError: "NotReadableError",
      UnknownError: "UnknownError",
      ConstraintError: "ConstraintError",
      DataError: "DataError",
      TransactionInactiveError: "TransactionInactiveError",
      ReadOnlyError: "ReadOnlyError",
      VersionError: "VersionError",
      OperationError: "OperationError",
      NotAllowedError: "NotAllowedError",
      OptOutError: "OptOutError"
    });
    var DOMExceptionNames = Object.keys(DOMExceptionName);
    function isValidDomExceptionCode(value) {
      return typeof value === "number" && value >= 1 && value <= 25;
    }
    function endsWithError(value) {
      return typeof value === "string" && value.substring(value.length - DOMExceptionName.Error.length) === DOMExceptionName.Error;
    }
    function DOMException(messageOrCode, nameOrMessage) {
      if (isValidDomExceptionCode(messageOrCode)) {
        this.name = DOMExceptionNames[messageOrCode];
        this.message = nameOrMessage || "";
      } else {
        this.message = messageOrCode;
        this.name = endsWithError(nameOrMessage) ? nameOrMessage : DOMExceptionName.Error;
      }
      if (Error.captureStackTrace) Error.captureStackTrace(this, DOMException);
    }
    extendError(DOMException, true);
    Object.defineProperties(DOMException.prototype, {
      code: {
        enumerable: true,
        get: function() {
          var code = DOMExceptionNames.indexOf(this.name);
          if (isValidDomExceptionCode(code)) return code;
          return 0;
        }
      }
    });
    var ExceptionCode = {
      INDEX_SIZE_ERR: 1,
      DOMSTRING_SIZE_ERR: 2,
      HIERARCHY_REQUEST_ERR: 3,
      WRONG_DOCUMENT_ERR: 4,
      INVALID_CHARACTER_ERR: 5,
      NO_DATA_ALLOWED_ERR: 6,
      NO_MODIFICATION_ALLOWED_ERR: 7,
      NOT_FOUND_ERR: 8,
      NOT_SUPPORTED_ERR: 9,
      INUSE_ATTRIBUTE_ERR: 10,
      INVALID_STATE_ERR: 11,
      SYNTAX_ERR: 12,
      INVALID_MODIFICATION_ERR: 13,
      NAMESPACE_ERR: 14,
      INVALID_ACCESS_ERR: 15,
      VALIDATION_ERR: 16,
      TYPE_MISMATCH_ERR: 17,
      SECURITY_ERR: 18,
      NETWORK_ERR: 19,
      ABORT_ERR: 20,
      URL_MISMATCH_ERR: 21,
      QUOTA_EXCEEDED_ERR: 22,
      TIMEOUT_ERR: 23,
      INVALID_NODE_TYPE_ERR: 24,
      DATA_CLONE_ERR: 25
    };
    var entries = Object.entries(ExceptionCode);
    for (i2 = 0; i2 < entries.length; i2++) {
      key2 = entries[i2][0];
      DOMException[key2] = entries[i2][1];
    }
    var key2;
    var i2;
    function ParseError(message, locator, cause) {
      this.message = message;
      this.locator = locator;
      this.cause = cause;
      if (Error.captureStackTrace) Error.captureStackTrace(this, ParseError);
    }
    extendError(ParseError);
    exports.DOMException = DOMException;
    exports.DOMExceptionName = DOMExceptionName;
    exports.ExceptionCode = ExceptionCode;
    exports.ParseError = ParseError;
  }
});

// node_modules/@xmldom/xmldom/lib/grammar.js
var require_grammar = __commonJS({
  "node_modules/@xmldom/xmldom/lib/grammar.js"(exports) {
    "use strict";
    function detectUnicodeSupport(RegExpImpl) {
      try {
        if (typeof RegExpImpl !== "function") {
          RegExpImpl = RegExp;
        }
        var match = new RegExpImpl("\u{1D306}", "u").exec("\u{1D306}");
        return !!match && match[0].length === 2;
      } catch (error) {
      }
      return false;
    }
    var UNICODE_SUPPORT = detectUnicodeSupport();
    function chars(regexp) {
      if (regexp.source[0] !== "[") {
        throw new Error(regexp + " can not be used with chars");
      }
      return regexp.source.slice(1, regexp.source.lastIndexOf("]"));
    }
    function chars_without(regexp, search) {
      if (regexp.source[0] !== "[") {
        throw new Error("/" + regexp.source + "/ can not be used with chars_without");
      }
      if (!search || typeof search !== "string") {
        throw new Error(JSON.stringify(search) + " is not a valid search");
      }
      if (regexp.source.indexOf(search) === -1) {
        throw new Error('"' + search + '" is not is /' + regexp.source + "/");
      }
      if (search === "-" && regexp.source.indexOf(search) !== 1) {
        throw new Error('"' + search + '" is not at the first postion of /' + regexp.source + "/");
      }
      return new RegExp(regexp.source.replace(search, ""), UNICODE_SUPPORT ? "u" : "");
    }
    function reg(args) {
      var self = this;
      return new RegExp(
        Array.prototype.slice.call(arguments).map(function(part) {
          var isStr = typeof part === "string";
          if (isStr && self === void 0 && part === "|") {
            throw new Error("use regg instead of reg to wrap expressions with `|`!");
          }
          return isStr ? part : part.source;
        }).join(""),
        UNICODE_SUPPORT ? "u" : ""
      );
    }
    function regg(args) {
      if (arguments.length === 0) {
        throw new Error("no parameters provided");
      }
      return reg.apply(regg, ["(?:"].concat(Array.prototype.slice.call(arguments), [")"]));
    }
    var UNICODE_REPLACEMENT_CHARACTER = "\uFFFD";
    var Char = /[-\x09\x0A\x0D\x20-\x2C\x2E-\uD7FF\uE000-\uFFFD]/;
    if (UNICODE_SUPPORT) {
      Char = reg("[", chars(Char), "\\u{10000}-\\u{10FFFF}", "]");
    }
    var InvalidChar = new RegExp("[^" + chars(Char) + "]", UNICODE_SUPPORT ? "u" : "");
    var _SChar = /[\x20\x09\x0D\x0A]/;
    var SChar_s = chars(_SChar);
    var S = reg(_SChar, "+");
    var S_OPT = reg(_SChar, "*");
    var NameStartChar = /[:_a-zA-Z\xC0-\xD6\xD8-\xF6\xF8-\u02FF\u0370-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
    if (UNICODE_SUPPORT) {
      NameStartChar = reg("[", chars(NameStartChar), "\\u{10000}-\\u{10FFFF}", "]");
    }
    var NameStartChar_s = chars(NameStartChar);
    var NameChar = reg("[", NameStartChar_s, chars(/[-.0-9\xB7]/), chars(/[\u0300-\u036F\u203F-\u2040]/), "]");
    var Name = reg(NameStartChar, NameChar, "*");
    var Name_exact = reg("^", Name, "$");
    var Nmtoken = reg(NameChar, "+");
    var EntityRef = reg("&", Name, ";");
    var CharRef = regg(/&#[0-9]+;|&#x[0-9a-fA-F]+;/);
    var Reference = regg(EntityRef, "|", CharRef);
    var PEReference = reg("%", Name, ";");
    var EntityValue = regg(
      reg('"', regg(/[^%&"]/, "|", PEReference, "|", Reference), "*", '"'),
      "|",
      reg("'", regg(/[^%&']/, "|", PEReference, "|", Reference), "*", "'")
    );
    var AttValue = regg('"', regg(/[^<&"]/, "|", Reference), "*", '"', "|", "'", regg(/[^<&']/, "|", Reference), "*", "'");
    var NCNameStartChar = chars_without(NameStartChar, ":");
    var NCNameChar = chars_without(NameChar, ":");
    var NCName = reg(NCNameStartChar, NCNameChar, "*");
    var NCName_exact = reg("^", NCName, "$");
    var QName = reg(NCName, regg(":", NCName), "?");
    var QName_exact = reg("^", QName, "$");
    var QName_group = reg("(", QName, ")");
    var SystemLiteral = regg(/"[^"]*"|'[^']*'/);
    var PI = reg(/^<\?/, "(", Name, ")", regg(S, "(?!", _SChar, ")(", Char, "*?)"), "?", /\?>/);
    var PubidChar = /[\x20\x0D\x0Aa-zA-Z0-9-'()+,./:=?;!*#@$_%]/;
    var PubidLiteral = regg('"', PubidChar, '*"', "|", "'", chars_without(PubidChar, "'"), "*'");
    var COMMENT_START = "<!--";
    var COMMENT_END = "-->";
    var Comment = reg(COMMENT_START, regg(chars_without(Char, "-"), "|", reg("-", chars_without(Char, "-"))), "*", COMMENT_END);
    var PCDATA = "#PCDATA";
    var Mixed = regg(
      reg(/\(/, S_OPT, PCDATA, regg(S_OPT, /\|/, S_OPT, QName), "*", S_OPT, /\)\*/),
      "|",
      reg(/\(/, S_OPT, PCDATA, S_OPT, /\)/)
    );
    var _children_quantity = /[?*+]?/;
    var children2 = reg(
      /\([^>]+\)/,
      _children_quantity
      /*regg(choice, '|', seq), _children_quantity*/
    );
    var contentspec = regg("EMPTY", "|", "ANY", "|", Mixed, "|", children2);
    var ELEMENTDECL_START = "<!ELEMENT";
    var elementdecl = reg(ELEMENTDECL_START, S, regg(QName, "|", PEReference), S, regg(contentspec, "|", PEReference), S_OPT, ">");
    var NotationType = reg("NOTATION", S, /\(/, S_OPT, Name, regg(S_OPT, /\|/, S_OPT, Name), "*", S_OPT, /\)/);
    var Enumeration = reg(/\(/, S_OPT, Nmtoken, regg(S_OPT, /\|/, S_OPT, Nmtoken), "*", S_OPT, /\)/);
    var EnumeratedType = regg(NotationType, "|", Enumeration);
    var AttType = regg(/CDATA|ID|IDREF|IDREFS|ENTITY|ENTITIES|NMTOKEN|NMTOKENS/, "|", EnumeratedType);
    var DefaultDecl = regg(/#REQUIRED|#IMPLIED/, "|", regg(regg("#FIXED", S), "?", AttValue));
    var AttDef = regg(S, Name, S, AttType, S, DefaultDecl);
    var ATTLIST_DECL_START = "<!ATTLIST";
    var AttlistDecl = reg(ATTLIST_DECL_START, S, Name, AttDef, "*", S_OPT, ">");
    var ABOUT_LEGACY_COMPAT = "about:legacy-compat";
    var ABOUT_LEGACY_COMPAT_SystemLiteral = regg('"' + ABOUT_LEGACY_COMPAT + '"', "|", "'" + ABOUT_LEGACY_COMPAT + "'");
    var SYSTEM = "SYSTEM";
    var PUBLIC = "PUBLIC";
    var ExternalID = regg(regg(SYSTEM, S, SystemLiteral), "|", regg(PUBLIC, S, PubidLiteral, S, SystemLiteral));
    var ExternalID_match = reg(
      "^",
      regg(
        regg(SYSTEM, S, "(?<SystemLiteralOnly>", SystemLiteral, ")"),
        "|",
        regg(PUBLIC, S, "(?<PubidLiteral>", PubidLiteral, ")", S, "(?<SystemLiteral>", SystemLiteral, ")")
      )
    );
    var PubidLiteral_match = reg("^", PubidLiteral, "$");
    var SystemLiteral_match = reg("^", SystemLiteral, "$");
    var NDataDecl = regg(S, "NDATA", S, Name);
    var EntityDef = regg(EntityValue, "|", regg(ExternalID, NDataDecl, "?"));
    var ENTITY_DECL_START = "<!ENTITY";
    var GEDecl = reg(ENTITY_DECL_START, S, Name, S, EntityDef, S_OPT, ">");
    var PEDef = regg(EntityValue, "|", ExternalID);
    var PEDecl = reg(ENTITY_DECL_START, S, "%", S, Name, S, PEDef, S_OPT, ">");
    var EntityDecl = regg(GEDecl, "|", PEDecl);
    var PublicID = reg(PUBLIC, S, PubidLiteral);
    var NotationDecl = reg("<!NOTATION", S, Name, S, regg(ExternalID, "|", PublicID), S_OPT, ">");
    var Eq = reg(S_OPT, "=", S_OPT);
    var VersionNum = /1[.]\d+/;
    var VersionInfo = reg(S, "version", Eq, regg("'", VersionNum, "'", "|", '"', VersionNum, '"'));
    var EncName = /[A-Za-z][-A-Za-z0-9._]*/;
    var EncodingDecl = regg(S, "encoding", Eq, regg('"', EncName, '"', "|", "'", EncName, "'"));
    var SDDecl = regg(S, "standalone", Eq, regg("'", regg("yes", "|", "no"), "'", "|", '"', regg("yes", "|", "no"), '"'));
    var XMLDecl = reg(/^<\?xml/, VersionInfo, EncodingDecl, "?", SDDecl, "?", S_OPT, /\?>/);
    var DOCTYPE_DECL_START = "<!DOCTYPE";
    var CDATA_START = "<![CDATA[";
    var CDATA_END = "]]>";
    var CDStart = /<!\[CDATA\[/;
    var CDEnd = /\]\]>/;
    var CData = reg(Char, "*?", CDEnd);
    var CDSect = reg(CDStart, CData);
    exports.chars = chars;
    exports.chars_without = chars_without;
    exports.detectUnicodeSupport = detectUnicodeSupport;
    exports.reg = reg;
    exports.regg = regg;
    exports.ABOUT_LEGACY_COMPAT = ABOUT_LEGACY_COMPAT;
    exports.ABOUT_LEGACY_COMPAT_SystemLiteral = ABOUT_LEGACY_COMPAT_SystemLiteral;
    exports.AttlistDecl = AttlistDecl;
    exports.CDATA_START = CDATA_START;
    exports.CDATA_END = CDATA_END;
    exports.CDSect = CDSect;
    exports.Char = Char;
    exports.Comment = Comment;
    exports.COMMENT_START = COMMENT_START;
    exports.COMMENT_END = COMMENT_END;
    exports.DOCTYPE_DECL_START = DOCTYPE_DECL_START;
    exports.elementdecl = elementdecl;
    exports.EntityDecl = EntityDecl;
    exports.EntityValue = EntityValue;
    exports.ExternalID = ExternalID;
    exports.ExternalID_match = ExternalID_match;
    exports.Name = Name;
    exports.Name_exact = Name_exact;
    exports.NCName_exact = NCName_exact;
    exports.NotationDecl = NotationDecl;
    exports.Reference = Reference;
    exports.PEReference = PEReference;
    exports.PI = PI;
    exports.PUBLIC = PUBLIC;
    exports.PubidLiteral = PubidLiteral;
    exports.PubidLiteral_match = PubidLiteral_match;
    exports.QName = QName;
    exports.QName_exact = QName_exact;
    exports.QName_group = QName_group;
    exports.S = S;
    exports.SChar_s = SChar_s;
    exports.S_OPT = S_OPT;
    exports.SYSTEM = SYSTEM;
    exports.SystemLiteral = SystemLiteral;
    exports.SystemLiteral_match = SystemLiteral_match;
    exports.InvalidChar = InvalidChar;
    exports.UNICODE_REPLACEMENT_CHARACTER = UNICODE_REPLACEMENT_CHARACTER;
    exports.UNICODE_SUPPORT = UNICODE_SUPPORT;
    exports.XMLDecl = XMLDecl;
  }
});

// node_modules/@xmldom/xmldom/lib/dom.js
var require_dom = __commonJS({
  "node_modules/@xmldom/xmldom/lib/dom.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var find = conventions.find;
    var hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    var hasOwn = conventions.hasOwn;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isHTMLRawTextElement = conventions.isHTMLRawTextElement;
    var isHTMLVoidElement = conventions.isHTMLVoidElement;
    var MIME_TYPE = conventions.MIME_TYPE;
    var NAMESPACE = conventions.NAMESPACE;
    var PDC = /* @__PURE__ */ Symbol();
    var errors = require_errors();
    var DOMException = errors.DOMException;
    var DOMExceptionName = errors.DOMExceptionName;
    var g = require_grammar();
    function checkSymbol(symbol) {
      if (symbol !== PDC) {
        throw new TypeError("Illegal constructor");
      }
    }
    function notEmptyString(input) {
      return input !== "";
    }
    function splitOnASCIIWhitespace(input) {
      return input ? input.split(/[\t\n\f\r ]+/).filter(notEmptyString) : [];
    }
    function orderedSetReducer(current, element) {
      if (!hasOwn(current, element)) {
        current[element] = true;
      }
      return current;
    }
    function toOrderedSet(input) {
      if (!input) return [];
      var list = splitOnASCIIWhitespace(input);
      return Object.keys(list.reduce(orderedSetReducer, {}));
    }
    function arrayIncludes(list) {
      return function(element) {
        return list && list.indexOf(element) !== -1;
      };
    }
    function validateQualifiedName(qualifiedName) {
      if (!g.QName_exact.test(qualifiedName)) {
        throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'invalid character in qualified name "' + qualifiedName + '"');
      }
    }
    function validateAndExtract(namespace, qualifiedName) {
      validateQualifiedName(qualifiedName);
      namespace = namespace || null;
      var prefix = null;
      var localName = qualifiedName;
      if (qualifiedName.indexOf(":") >= 0) {
        var splitResult = qualifiedName.split(":");
        prefix = splitResult[0];
        localName = splitResult[1];
      }
      if (prefix !== null && namespace === null) {
        throw new DOMException(DOMException.NAMESPACE_ERR, "prefix is non-null and namespace is null");
      }
      if (prefix === "xml" && namespace !== conventions.NAMESPACE.XML) {
        throw new DOMException(DOMException.NAMESPACE_ERR, 'prefix is "xml" and namespace is not the XML namespace');
      }
      if ((prefix === "xmlns" || qualifiedName === "xmlns") && namespace !== conventions.NAMESPACE.XMLNS) {
        throw new DOMException(
          DOMException.NAMESPACE_ERR,
          'either qualifiedName or prefix is "xmlns" and namespace is not the XMLNS namespace'
        );
      }
      if (namespace === conventions.NAMESPACE.XMLNS && prefix !== "xmlns" && qualifiedName !== "xmlns") {
        throw new DOMException(
          DOMException.NAMESPACE_ERR,
          'namespace is the XMLNS namespace and neither qualifiedName nor prefix is "xmlns"'
        );
      }
      return [namespace, prefix, localName];
    }
    function copy(src, dest) {
      for (var p in src) {
        if (hasOwn(src, p)) {
          dest[p] = src[p];
        }
      }
    }
    function _extends(Class, Super) {
      var pt = Class.prototype;
      if (!(pt instanceof Super)) {
        let t = function() {
        };
        t.prototype = Super.prototype;
        t = new t();
        copy(pt, t);
        Class.prototype = pt = t;
      }
      if (pt.constructor != Class) {
        if (typeof Class != "function") {
          console.error("unknown Class:" + Class);
        }
        pt.constructor = Class;
      }
    }
    var NodeType = {};
    var ELEMENT_NODE = NodeType.ELEMENT_NODE = 1;
    var ATTRIBUTE_NODE = NodeType.ATTRIBUTE_NODE = 2;
    var TEXT_NODE = NodeType.TEXT_NODE = 3;
    var CDATA_SECTION_NODE = NodeType.CDATA_SECTION_NODE = 4;
    var ENTITY_REFERENCE_NODE = NodeType.ENTITY_REFERENCE_NODE = 5;
    var ENTITY_NODE = NodeType.ENTITY_NODE = 6;
    var PROCESSING_INSTRUCTION_NODE = NodeType.PROCESSING_INSTRUCTION_NODE = 7;
    var COMMENT_NODE = NodeType.COMMENT_NODE = 8;
    var DOCUMENT_NODE = NodeType.DOCUMENT_NODE = 9;
    var DOCUMENT_TYPE_NODE = NodeType.DOCUMENT_TYPE_NODE = 10;
    var DOCUMENT_FRAGMENT_NODE = NodeType.DOCUMENT_FRAGMENT_NODE = 11;
    var NOTATION_NODE = NodeType.NOTATION_NODE = 12;
    var DocumentPosition = conventions.freeze({
      DOCUMENT_POSITION_DISCONNECTED: 1,
      DOCUMENT_POSITION_PRECEDING: 2,
      DOCUMENT_POSITION_FOLLOWING: 4,
      DOCUMENT_POSITION_CONTAINS: 8,
      DOCUMENT_POSITION_CONTAINED_BY: 16,
      DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC: 32
    });
    function commonAncestor(a, b) {
      if (b.length < a.length) return commonAncestor(b, a);
      var c = null;
      for (var n in a) {
        if (a[n] !== b[n]) return c;
        c = a[n];
      }
      return c;
    }
    function docGUID(doc) {
      if (!doc.guid) doc.guid = Math.random();
      return doc.guid;
    }
    function NodeList() {
    }
    NodeList.prototype = {
      /**
       * The number of nodes in the list. The range of valid child node indices is 0 to length-1
       * inclusive.
       *
       * @type {number}
       */
      length: 0,
      /**
       * Returns the item at `index`. If index is greater than or equal to the number of nodes in
       * the list, this returns null.
       *
       * @param index
       * Unsigned long Index into the collection.
       * @returns {Node | null}
       * The node at position `index` in the NodeList,
       * or null if that is not a valid index.
       */
      item: function(index) {
        return index >= 0 && index < this.length ? this[index] : null;
      },
      /**
       * Returns a string representation of the NodeList.
       *
       * Accepts the same `options` object as `XMLSerializer.prototype.serializeToString`
       * (`requireWellFormed`, `splitCDATASections`, `nodeFilter`). Passing a function is treated as
       * a legacy `nodeFilter` for backward compatibility.
       *
       * @param {Object | function} [options]
       * @param {boolean} [options.requireWellFormed=false]
       * @param {boolean} [options.splitCDATASections=true]
       * @param {function} [options.nodeFilter]
       * @returns {string}
       */
      toString: function(options) {
        var opts;
        if (typeof options === "function") {
          opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: options };
        } else if (!!options) {
          opts = {
            requireWellFormed: !!options.requireWellFormed,
            splitCDATASections: options.splitCDATASections !== false,
            nodeFilter: options.nodeFilter || null
          };
        } else {
          opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: null };
        }
        for (var buf = [], i2 = 0; i2 < this.length; i2++) {
          serializeToString(this[i2], buf, null, opts);
        }
        return buf.join("");
      },
      /**
       * Filters the NodeList based on a predicate.
       *
       * @param {function(Node): boolean} predicate
       * - A predicate function to filter the NodeList.
       * @returns {Node[]}
       * An array of nodes that satisfy the predicate.
       * @private
       */
      filter: function(predicate) {
        return Array.prototype.filter.call(this, predicate);
      },
      /**
       * Returns the first index at which a given node can be found in the NodeList, or -1 if it is
       * not present.
       *
       * @param {Node} item
       * - The Node item to locate in the NodeList.
       * @returns {number}
       * The first index of the node in the NodeList; -1 if not found.
       * @private
       */
      indexOf: function(item2) {
        return Array.prototype.indexOf.call(this, item2);
      }
    };
    NodeList.prototype[Symbol.iterator] = function() {
      var me = this;
      var index = 0;
      return {
        next: function() {
          if (index < me.length) {
            return {
              value: me[index++],
              done: false
            };
          } else {
            return {
              done: true
            };
          }
        },
        return: function() {
          return {
            done: true
          };
        }
      };
    };
    function LiveNodeList(node, refresh) {
      this._node = node;
      this._refresh = refresh;
      _updateLiveList(this);
    }
    function _updateLiveList(list) {
      var inc = list._node._inc || list._node.ownerDocument._inc;
      if (list._inc !== inc) {
        var ls = list._refresh(list._node);
        __set__(list, "length", ls.length);
        if (!list.$$length || ls.length < list.$$length) {
          for (var i2 = ls.length; i2 in list; i2++) {
            if (hasOwn(list, i2)) {
              delete list[i2];
            }
          }
        }
        copy(ls, list);
        list._inc = inc;
      }
    }
    LiveNodeList.prototype.item = function(i2) {
      _updateLiveList(this);
      return this[i2] || null;
    };
    _extends(LiveNodeList, NodeList);
    function NamedNodeMap() {
      this._nsIndex = /* @__PURE__ */ Object.create(null);
      this._noNsIndex = /* @__PURE__ */ Object.create(null);
    }
    function _findNodeIndex(list, node) {
      var i2 = 0;
      while (i2 < list.length) {
        if (list[i2] === node) {
          return i2;
        }
        i2++;
      }
    }
    function _nnmBucket(map, namespaceURI, create) {
      if (!namespaceURI) {
        return map._noNsIndex;
      }
      var bucket = map._nsIndex[namespaceURI];
      if (!bucket && create) {
        bucket = map._nsIndex[namespaceURI] = /* @__PURE__ */ Object.create(null);
      }
      return bucket;
    }
    function _nnmIndexFind(map, namespaceURI, localName) {
      var bucket = _nnmBucket(map, namespaceURI, false);
      var found = bucket && bucket[localName];
      return found ? found : null;
    }
    function _nnmIndexAdd(map, attr) {
      _nnmBucket(map, attr.namespaceURI, true)[attr.localName] = attr;
    }
    function _nnmIndexRemove(map, attr) {
      var bucket = _nnmBucket(map, attr.namespaceURI, false);
      if (bucket) {
        delete bucket[attr.localName];
      }
    }
    function _addNamedNode(el, list, newAttr, oldAttr) {
      if (oldAttr) {
        list[_findNodeIndex(list, oldAttr)] = newAttr;
      } else {
        list[list.length] = newAttr;
        list.length++;
      }
      _nnmIndexAdd(list, newAttr);
      if (el) {
        newAttr.ownerElement = el;
        var doc = el.ownerDocument;
        if (doc) {
          oldAttr && _onRemoveAttribute(doc, el, oldAttr);
          _onAddAttribute(doc, el, newAttr);
        }
      }
    }
    function _removeNamedNode(el, list, attr) {
      var i2 = _findNodeIndex(list, attr);
      if (i2 >= 0) {
        var lastIndex = list.length - 1;
        while (i2 <= lastIndex) {
          list[i2] = list[++i2];
        }
        list.length = lastIndex;
        _nnmIndexRemove(list, attr);
        if (el) {
          var doc = el.ownerDocument;
          if (doc) {
            _onRemoveAttribute(doc, el, attr);
          }
          attr.ownerElement = null;
        }
      }
    }
    NamedNodeMap.prototype = {
      length: 0,
      item: NodeList.prototype.item,
      /**
       * Get an attribute by name. Note: Name is in lower case in case of HTML namespace and
       * document.
       *
       * @param {string} localName
       * The local name of the attribute.
       * @returns {Attr | null}
       * The attribute with the given local name, or null if no such attribute exists.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-get-by-name
       */
      getNamedItem: function(localName) {
        if (this._ownerElement && this._ownerElement._isInHTMLDocumentAndNamespace()) {
          localName = localName.toLowerCase();
        }
        var i2 = 0;
        while (i2 < this.length) {
          var attr = this[i2];
          if (attr.nodeName === localName) {
            return attr;
          }
          i2++;
        }
        return null;
      },
      /**
       * Set an attribute.
       *
       * @param {Attr} attr
       * The attribute to set.
       * @returns {Attr | null}
       * The old attribute with the same local name and namespace URI as the new one, or null if no
       * such attribute exists.
       * @throws {DOMException}
       * With code:
       * - {@link INUSE_ATTRIBUTE_ERR} - If the attribute is already an attribute of another
       * element.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-set
       */
      setNamedItem: function(attr) {
        var el = attr.ownerElement;
        if (el && el !== this._ownerElement) {
          throw new DOMException(DOMException.INUSE_ATTRIBUTE_ERR);
        }
        var oldAttr = _nnmIndexFind(this, attr.namespaceURI, attr.localName);
        if (oldAttr === attr) {
          return attr;
        }
        _addNamedNode(this._ownerElement, this, attr, oldAttr);
        return oldAttr;
      },
      /**
       * Set an attribute, replacing an existing attribute with the same local name and namespace
       * URI if one exists.
       *
       * @param {Attr} attr
       * The attribute to set.
       * @returns {Attr | null}
       * The old attribute with the same local name and namespace URI as the new one, or null if no
       * such attribute exists.
       * @throws {DOMException}
       * Throws a DOMException with the name "InUseAttributeError" if the attribute is already an
       * attribute of another element.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-set
       */
      setNamedItemNS: function(attr) {
        return this.setNamedItem(attr);
      },
      /**
       * Removes an attribute specified by the local name.
       *
       * @param {string} localName
       * The local name of the attribute to be removed.
       * @returns {Attr}
       * The attribute node that was removed.
       * @throws {DOMException}
       * With code:
       * - {@link DOMException.NOT_FOUND_ERR} if no attribute with the given name is found.
       * @see https://dom.spec.whatwg.org/#dom-namednodemap-removenameditem
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-name
       */
      removeNamedItem: function(localName) {
        var attr = this.getNamedItem(localName);
        if (!attr) {
          throw new DOMException(DOMException.NOT_FOUND_ERR, localName);
        }
        _removeNamedNode(this._ownerElement, this, attr);
        return attr;
      },
      /**
       * Removes an attribute specified by the namespace and local name.
       *
       * @param {string | null} namespaceURI
       * The namespace URI of the attribute to be removed.
       * @param {string} localName
       * The local name of the attribute to be removed.
       * @returns {Attr}
       * The attribute node that was removed.
       * @throws {DOMException}
       * With code:
       * - {@link DOMException.NOT_FOUND_ERR} if no attribute with the given namespace URI and local
       * name is found.
       * @see https://dom.spec.whatwg.org/#dom-namednodemap-removenameditemns
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-remove-by-namespace
       */
      removeNamedItemNS: function(namespaceURI, localName) {
        var attr = this.getNamedItemNS(namespaceURI, localName);
        if (!attr) {
          throw new DOMException(DOMException.NOT_FOUND_ERR, namespaceURI ? namespaceURI + " : " + localName : localName);
        }
        _removeNamedNode(this._ownerElement, this, attr);
        return attr;
      },
      /**
       * Get an attribute by namespace and local name.
       *
       * @param {string | null} namespaceURI
       * The namespace URI of the attribute.
       * @param {string} localName
       * The local name of the attribute.
       * @returns {Attr | null}
       * The attribute with the given namespace URI and local name, or null if no such attribute
       * exists.
       * @see https://dom.spec.whatwg.org/#concept-element-attributes-get-by-namespace
       */
      getNamedItemNS: function(namespaceURI, localName) {
        if (!namespaceURI) {
          namespaceURI = null;
        }
        var i2 = 0;
        while (i2 < this.length) {
          var node = this[i2];
          if (node.localName === localName && node.namespaceURI === namespaceURI) {
            return node;
          }
          i2++;
        }
        return null;
      }
    };
    NamedNodeMap.prototype[Symbol.iterator] = function() {
      var me = this;
      var index = 0;
      return {
        next: function() {
          if (index < me.length) {
            return {
              value: me[index++],
              done: false
            };
          } else {
            return {
              done: true
            };
          }
        },
        return: function() {
          return {
            done: true
          };
        }
      };
    };
    function DOMImplementation() {
    }
    DOMImplementation.prototype = {
      /**
       * Test if the DOM implementation implements a specific feature and version, as specified in
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/core.html#DOMFeatures DOM Features}.
       *
       * The DOMImplementation.hasFeature() method returns a Boolean flag indicating if a given
       * feature is supported. The different implementations fairly diverged in what kind of
       * features were reported. The latest version of the spec settled to force this method to
       * always return true, where the functionality was accurate and in use.
       *
       * @deprecated
       * It is deprecated and modern browsers return true in all cases.
       * @function DOMImplementation#hasFeature
       * @param {string} feature
       * The name of the feature to test.
       * @param {string} [version]
       * This is the version number of the feature to test.
       * @returns {boolean}
       * Always returns true.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/hasFeature MDN
       * @see https://www.w3.org/TR/REC-DOM-Level-1/level-one-core.html#ID-5CED94D7 DOM Level 1 Core
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-hasfeature DOM Living Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#ID-5CED94D7 DOM Level 3 Core
       */
      hasFeature: function(feature, version) {
        return true;
      },
      /**
       * Creates a DOM Document object of the specified type with its document element. Note that
       * based on the {@link DocumentType}
       * given to create the document, the implementation may instantiate specialized
       * {@link Document} objects that support additional features than the "Core", such as "HTML"
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#DOM2HTML DOM Level 2 HTML}.
       * On the other hand, setting the {@link DocumentType} after the document was created makes
       * this very unlikely to happen. Alternatively, specialized {@link Document} creation methods,
       * such as createHTMLDocument
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#DOM2HTML DOM Level 2 HTML},
       * can be used to obtain specific types of {@link Document} objects.
       *
       * __It behaves slightly different from the description in the living standard__:
       * - There is no interface/class `XMLDocument`, it returns a `Document`
       * instance (with it's `type` set to `'xml'`).
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       *
       * @function DOMImplementation.createDocument
       * @param {string | null} namespaceURI
       * The
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-namespaceURI namespace URI}
       * of the document element to create or null.
       * @param {string | null} qualifiedName
       * The
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-qualifiedname qualified name}
       * of the document element to be created or null.
       * @param {DocumentType | null} [doctype=null]
       * The type of document to be created or null. When doctype is not null, its
       * {@link Node#ownerDocument} attribute is set to the document being created. Default is
       * `null`
       * @returns {Document}
       * A new {@link Document} object with its document element. If the NamespaceURI,
       * qualifiedName, and doctype are null, the returned {@link Document} is empty with no
       * document element.
       * @throws {DOMException}
       * With code:
       *
       * - `INVALID_CHARACTER_ERR`: Raised if the specified qualified name is not an XML name
       * according to {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#XML XML 1.0}.
       * - `NAMESPACE_ERR`: Raised if the qualifiedName is malformed, if the qualifiedName has a
       * prefix and the namespaceURI is null, or if the qualifiedName is null and the namespaceURI
       * is different from null, or if the qualifiedName has a prefix that is "xml" and the
       * namespaceURI is different from "{@link http://www.w3.org/XML/1998/namespace}"
       * {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#Namespaces XML Namespaces},
       * or if the DOM implementation does not support the "XML" feature but a non-null namespace
       * URI was provided, since namespaces were defined by XML.
       * - `WRONG_DOCUMENT_ERR`: Raised if doctype has already been used with a different document
       * or was created from a different implementation.
       * - `NOT_SUPPORTED_ERR`: May be raised if the implementation does not support the feature
       * "XML" and the language exposed through the Document does not support XML Namespaces (such
       * as {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#HTML40 HTML 4.01}).
       * @since DOM Level 2.
       * @see {@link #createHTMLDocument}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/createDocument MDN
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocument DOM Living Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Level-2-Core-DOM-createDocument DOM
       *      Level 3 Core
       * @see https://www.w3.org/TR/DOM-Level-2-Core/core.html#Level-2-Core-DOM-createDocument DOM
       *      Level 2 Core (initial)
       */
      createDocument: function(namespaceURI, qualifiedName, doctype) {
        var contentType = MIME_TYPE.XML_APPLICATION;
        if (namespaceURI === NAMESPACE.HTML) {
          contentType = MIME_TYPE.XML_XHTML_APPLICATION;
        } else if (namespaceURI === NAMESPACE.SVG) {
          contentType = MIME_TYPE.XML_SVG_IMAGE;
        }
        var doc = new Document(PDC, { contentType });
        doc.implementation = this;
        doc.childNodes = new NodeList();
        doc.doctype = doctype || null;
        if (doctype) {
          doc.appendChild(doctype);
        }
        if (qualifiedName) {
          var root = doc.createElementNS(namespaceURI, qualifiedName);
          doc.appendChild(root);
        }
        return doc;
      },
      /**
       * Creates an empty DocumentType node. Entity declarations and notations are not made
       * available. Entity reference expansions and default attribute additions do not occur.
       *
       * **This behavior is slightly different from the one in the specs**:
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       * - `publicId` and `systemId` contain the raw data including any possible quotes,
       *   so they can always be serialized back to the original value
       * - `internalSubset` contains the raw string between `[` and `]` if present,
       *   but is not parsed or validated in any form.
       *
       * @function DOMImplementation#createDocumentType
       * @param {string} qualifiedName
       * The {@link https://www.w3.org/TR/DOM-Level-3-Core/glossary.html#dt-qualifiedname qualified
       * name} of the document type to be created.
       * @param {string} [publicId]
       * The external subset public identifier. Stored verbatim including surrounding quotes.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value is non-empty and does not match the XML `PubidLiteral` production
       * (W3C DOM Parsing §3.2.1.3; XML 1.0 production [12]). Creation-time validation is not
       * enforced — deferred to a future breaking release.
       * @param {string} [systemId]
       * The external subset system identifier. Stored verbatim including surrounding quotes.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value is non-empty and does not match the XML `SystemLiteral` production
       * (W3C DOM Parsing §3.2.1.3; XML 1.0 production [11]). Creation-time validation is not
       * enforced — deferred to a future breaking release.
       * @param {string} [internalSubset]
       * The internal subset or an empty string if it is not present. Stored verbatim.
       * When serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       * if the value contains `"]>"`. Creation-time validation is not enforced.
       * @returns {DocumentType}
       * A new {@link DocumentType} node with {@link Node#ownerDocument} set to null.
       * @throws {DOMException}
       * With code:
       *
       * - `INVALID_CHARACTER_ERR`: Raised if the specified qualified name is not an XML name
       * according to {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#XML XML 1.0}.
       * - `NAMESPACE_ERR`: Raised if the qualifiedName is malformed.
       * - `NOT_SUPPORTED_ERR`: May be raised if the implementation does not support the feature
       * "XML" and the language exposed through the Document does not support XML Namespaces (such
       * as {@link https://www.w3.org/TR/DOM-Level-3-Core/references.html#HTML40 HTML 4.01}).
       * @since DOM Level 2.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/DOMImplementation/createDocumentType
       *      MDN
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype DOM Living
       *      Standard
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Level-3-Core-DOM-createDocType DOM
       *      Level 3 Core
       * @see https://www.w3.org/TR/DOM-Level-2-Core/core.html#Level-2-Core-DOM-createDocType DOM
       *      Level 2 Core
       * @see https://github.com/xmldom/xmldom/blob/master/CHANGELOG.md#050
       * @see https://www.w3.org/TR/DOM-Level-2-Core/#core-ID-Core-DocType-internalSubset
       * @prettierignore
       */
      createDocumentType: function(qualifiedName, publicId, systemId, internalSubset) {
        validateQualifiedName(qualifiedName);
        var node = new DocumentType(PDC);
        node.name = qualifiedName;
        node.nodeName = qualifiedName;
        node.publicId = publicId || "";
        node.systemId = systemId || "";
        node.internalSubset = internalSubset || "";
        node.childNodes = new NodeList();
        return node;
      },
      /**
       * Returns an HTML document, that might already have a basic DOM structure.
       *
       * __It behaves slightly different from the description in the living standard__:
       * - If the first argument is `false` no initial nodes are added (steps 3-7 in the specs are
       * omitted)
       * - `encoding`, `mode`, `origin`, `url` fields are currently not declared.
       *
       * @param {string | false} [title]
       * A string containing the title to give the new HTML document.
       * @returns {Document}
       * The HTML document.
       * @since WHATWG Living Standard.
       * @see {@link #createDocument}
       * @see https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
       * @see https://dom.spec.whatwg.org/#html-document
       */
      createHTMLDocument: function(title) {
        var doc = new Document(PDC, { contentType: MIME_TYPE.HTML });
        doc.implementation = this;
        doc.childNodes = new NodeList();
        if (title !== false) {
          doc.doctype = this.createDocumentType("html");
          doc.doctype.ownerDocument = doc;
          doc.appendChild(doc.doctype);
          var htmlNode = doc.createElement("html");
          doc.appendChild(htmlNode);
          var headNode = doc.createElement("head");
          htmlNode.appendChild(headNode);
          if (typeof title === "string") {
            var titleNode = doc.createElement("title");
            titleNode.appendChild(doc.createTextNode(title));
            headNode.appendChild(titleNode);
          }
          htmlNode.appendChild(doc.createElement("body"));
        }
        return doc;
      }
    };
    function Node(symbol) {
      checkSymbol(symbol);
    }
    Node.prototype = {
      /**
       * The first child of this node.
       *
       * @type {Node | null}
       */
      firstChild: null,
      /**
       * The last child of this node.
       *
       * @type {Node | null}
       */
      lastChild: null,
      /**
       * The previous sibling of this node.
       *
       * @type {Node | null}
       */
      previousSibling: null,
      /**
       * The next sibling of this node.
       *
       * @type {Node | null}
       */
      nextSibling: null,
      /**
       * The parent node of this node.
       *
       * @type {Node | null}
       */
      parentNode: null,
      /**
       * The parent element of this node.
       *
       * @type {Element | null}
       */
      get parentElement() {
        return this.parentNode && this.parentNode.nodeType === this.ELEMENT_NODE ? this.parentNode : null;
      },
      /**
       * The child nodes of this node.
       *
       * @type {NodeList}
       */
      childNodes: null,
      /**
       * The document object associated with this node.
       *
       * @type {Document | null}
       */
      ownerDocument: null,
      /**
       * The value of this node.
       *
       * @type {string | null}
       */
      nodeValue: null,
      /**
       * The namespace URI of this node.
       *
       * @type {string | null}
       */
      namespaceURI: null,
      /**
       * The prefix of the namespace for this node.
       *
       * @type {string | null}
       */
      prefix: null,
      /**
       * The local part of the qualified name of this node.
       *
       * @type {string | null}
       */
      localName: null,
      /**
       * The baseURI is currently always `about:blank`,
       * since that's what happens when you create a document from scratch.
       *
       * @type {'about:blank'}
       */
      baseURI: "about:blank",
      /**
       * Is true if this node is part of a document.
       *
       * @type {boolean}
       */
      get isConnected() {
        var rootNode = this.getRootNode();
        return rootNode && rootNode.nodeType === rootNode.DOCUMENT_NODE;
      },
      /**
       * Checks whether `other` is an inclusive descendant of this node.
       *
       * @param {Node | null | undefined} other
       * The node to check.
       * @returns {boolean}
       * True if `other` is an inclusive descendant of this node; false otherwise.
       * @see https://dom.spec.whatwg.org/#dom-node-contains
       */
      contains: function(other) {
        if (!other) return false;
        var parent = other;
        do {
          if (this === parent) return true;
          parent = parent.parentNode;
        } while (parent);
        return false;
      },
      /**
       * @typedef GetRootNodeOptions
       * @property {boolean} [composed=false]
       */
      /**
       * Searches for the root node of this node.
       *
       * **This behavior is slightly different from the in the specs**:
       * - ignores `options.composed`, since `ShadowRoot`s are unsupported, always returns root.
       *
       * @param {GetRootNodeOptions} [options]
       * @returns {Node}
       * Root node.
       * @see https://dom.spec.whatwg.org/#dom-node-getrootnode
       * @see https://dom.spec.whatwg.org/#concept-shadow-including-root
       */
      getRootNode: function(options) {
        var parent = this;
        do {
          if (!parent.parentNode) {
            return parent;
          }
          parent = parent.parentNode;
        } while (parent);
      },
      /**
       * Checks whether the given node is equal to this node.
       *
       * Two nodes are equal when they have the same type, defining characteristics (for the type),
       * and the same childNodes. The comparison is iterative to avoid stack overflows on
       * deeply-nested trees. Attribute nodes of each Element pair are also pushed onto the stack
       * and compared the same way.
       *
       * @param {Node} [otherNode]
       * @returns {boolean}
       * @see https://dom.spec.whatwg.org/#concept-node-equals
       * @see ../docs/walk-dom.md.
       */
      isEqualNode: function(otherNode) {
        if (!otherNode) return false;
        var stack = [{ node: this, other: otherNode }];
        while (stack.length > 0) {
          var pair = stack.pop();
          var node = pair.node;
          var other = pair.other;
          if (node.nodeType !== other.nodeType) return false;
          switch (node.nodeType) {
            case node.DOCUMENT_TYPE_NODE:
              if (node.name !== other.name) return false;
              if (node.publicId !== other.publicId) return false;
              if (node.systemId !== other.systemId) return false;
              break;
            case node.ELEMENT_NODE:
              if (node.namespaceURI !== other.namespaceURI) return false;
              if (node.prefix !== other.prefix) return false;
              if (node.localName !== other.localName) return false;
              if (node.attributes.length !== other.attributes.length) return false;
              for (var i2 = 0; i2 < node.attributes.length; i2++) {
                var attr = node.attributes.item(i2);
                var otherAttr = other.getAttributeNodeNS(attr.namespaceURI, attr.localName);
                if (!otherAttr) return false;
                stack.push({ node: attr, other: otherAttr });
              }
              break;
            case node.ATTRIBUTE_NODE:
              if (node.namespaceURI !== other.namespaceURI) return false;
              if (node.localName !== other.localName) return false;
              if (node.value !== other.value) return false;
              break;
            case node.PROCESSING_INSTRUCTION_NODE:
              if (node.target !== other.target || node.data !== other.data) return false;
              break;
            case node.TEXT_NODE:
            case node.CDATA_SECTION_NODE:
            case node.COMMENT_NODE:
              if (node.data !== other.data) return false;
              break;
          }
          if (node.childNodes.length !== other.childNodes.length) return false;
          for (var i2 = node.childNodes.length - 1; i2 >= 0; i2--) {
            stack.push({ node: node.childNodes[i2], other: other.childNodes[i2] });
          }
        }
        return true;
      },
      /**
       * Checks whether or not the given node is this node.
       *
       * @param {Node} [otherNode]
       */
      isSameNode: function(otherNode) {
        return this === otherNode;
      },
      /**
       * Inserts a node before a reference node as a child of this node.
       *
       * @param {Node} newChild
       * The new child node to be inserted.
       * @param {Node | null} refChild
       * The reference node before which newChild will be inserted.
       * @returns {Node}
       * The new child node successfully inserted.
       * @throws {DOMException}
       * Throws a DOMException if inserting the node would result in a DOM tree that is not
       * well-formed, or if `child` is provided but is not a child of `parent`.
       * See {@link _insertBefore} for more details.
       * @since Modified in DOM L2
       */
      insertBefore: function(newChild, refChild) {
        return _insertBefore(this, newChild, refChild);
      },
      /**
       * Replaces an old child node with a new child node within this node.
       *
       * @param {Node} newChild
       * The new node that is to replace the old node.
       * If it already exists in the DOM, it is removed from its original position.
       * @param {Node} oldChild
       * The existing child node to be replaced.
       * @returns {Node}
       * Returns the replaced child node.
       * @throws {DOMException}
       * Throws a DOMException if replacing the node would result in a DOM tree that is not
       * well-formed, or if `oldChild` is not a child of `this`.
       * This can also occur if the pre-replacement validity assertion fails.
       * See {@link _insertBefore}, {@link Node.removeChild}, and
       * {@link assertPreReplacementValidityInDocument} for more details.
       * @see https://dom.spec.whatwg.org/#concept-node-replace
       */
      replaceChild: function(newChild, oldChild) {
        _insertBefore(this, newChild, oldChild, assertPreReplacementValidityInDocument);
        if (oldChild) {
          this.removeChild(oldChild);
        }
      },
      /**
       * Removes an existing child node from this node.
       *
       * @param {Node} oldChild
       * The child node to be removed.
       * @returns {Node}
       * Returns the removed child node.
       * @throws {DOMException}
       * Throws a DOMException if `oldChild` is not a child of `this`.
       * See {@link _removeChild} for more details.
       */
      removeChild: function(oldChild) {
        return _removeChild(this, oldChild);
      },
      /**
       * Appends a child node to this node.
       *
       * @param {Node} newChild
       * The child node to be appended to this node.
       * If it already exists in the DOM, it is removed from its original position.
       * @returns {Node}
       * Returns the appended child node.
       * @throws {DOMException}
       * Throws a DOMException if appending the node would result in a DOM tree that is not
       * well-formed, or if `newChild` is not a valid Node.
       * See {@link insertBefore} for more details.
       */
      appendChild: function(newChild) {
        return this.insertBefore(newChild, null);
      },
      /**
       * Determines whether this node has any child nodes.
       *
       * @returns {boolean}
       * Returns true if this node has any child nodes, and false otherwise.
       */
      hasChildNodes: function() {
        return this.firstChild != null;
      },
      /**
       * Creates a copy of the calling node.
       *
       * @param {boolean} deep
       * If true, the contents of the node are recursively copied.
       * If false, only the node itself (and its attributes, if it is an element) are copied.
       * @returns {Node}
       * Returns the newly created copy of the node.
       * @throws {DOMException}
       * May throw a DOMException if operations within {@link Element#setAttributeNode} or
       * {@link Node#appendChild} (which are potentially invoked in this method) do not meet their
       * specific constraints.
       * @see {@link cloneNode}
       */
      cloneNode: function(deep) {
        return cloneNode(this.ownerDocument || this, this, deep);
      },
      /**
       * Puts the specified node and all of its subtree into a "normalized" form. In a normalized
       * subtree, no text nodes in the subtree are empty and there are no adjacent text nodes.
       *
       * Specifically, this method merges any adjacent text nodes (i.e., nodes for which `nodeType`
       * is `TEXT_NODE`) into a single node with the combined data. It also removes any empty text
       * nodes.
       *
       * This method iterativly traverses all child nodes to normalize all descendent nodes within
       * the subtree.
       *
       * @throws {DOMException}
       * May throw a DOMException if operations within removeChild or appendData (which are
       * potentially invoked in this method) do not meet their specific constraints.
       * @since Modified in DOM Level 2
       * @see {@link Node.removeChild}
       * @see {@link CharacterData.appendData}
       * @see ../docs/walk-dom.md.
       */
      normalize: function() {
        walkDOM(this, null, {
          enter: function(node) {
            var child2 = node.firstChild;
            while (child2) {
              var next = child2.nextSibling;
              if (next !== null && next.nodeType === TEXT_NODE && child2.nodeType === TEXT_NODE) {
                var tail = [];
                var sibling = next;
                while (sibling !== null && sibling.nodeType === TEXT_NODE) {
                  tail.push(sibling.data);
                  sibling = sibling.nextSibling;
                }
                var removed = child2.nextSibling;
                while (removed !== sibling) {
                  var following = removed.nextSibling;
                  removed.parentNode = null;
                  removed.previousSibling = null;
                  removed.nextSibling = null;
                  removed = following;
                }
                child2.nextSibling = sibling;
                if (sibling !== null) {
                  sibling.previousSibling = child2;
                } else {
                  node.lastChild = child2;
                }
                child2.appendData(tail.join(""));
                _onUpdateChild(node.ownerDocument, node);
                child2 = sibling;
              } else {
                child2 = next;
              }
            }
            return true;
          }
        });
      },
      /**
       * Checks whether the DOM implementation implements a specific feature and its version.
       *
       * @deprecated
       * Since `DOMImplementation.hasFeature` is deprecated and always returns true.
       * @param {string} feature
       * The package name of the feature to test. This is the same name that can be passed to the
       * method `hasFeature` on `DOMImplementation`.
       * @param {string} version
       * This is the version number of the package name to test.
       * @returns {boolean}
       * Returns true in all cases in the current implementation.
       * @since Introduced in DOM Level 2
       * @see {@link DOMImplementation.hasFeature}
       */
      isSupported: function(feature, version) {
        return this.ownerDocument.implementation.hasFeature(feature, version);
      },
      /**
       * Look up the prefix associated to the given namespace URI, starting from this node.
       * **The default namespace declarations are ignored by this method.**
       * See Namespace Prefix Lookup for details on the algorithm used by this method.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} namespaceURI
       * The namespace URI for which to find the associated prefix.
       * @returns {string | null}
       * The associated prefix, if found; otherwise, null.
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-lookupNamespacePrefix
       * @see https://www.w3.org/TR/DOM-Level-3-Core/namespaces-algorithms.html#lookupNamespacePrefixAlgo
       * @see https://dom.spec.whatwg.org/#dom-node-lookupprefix
       * @see https://github.com/xmldom/xmldom/issues/322
       * @prettierignore
       */
      lookupPrefix: function(namespaceURI) {
        var el = this;
        while (el) {
          var map = el._nsMap;
          if (map) {
            for (var n in map) {
              if (hasOwn(map, n) && map[n] === namespaceURI) {
                return n;
              }
            }
          }
          el = el.nodeType == ATTRIBUTE_NODE ? el.ownerDocument : el.parentNode;
        }
        return null;
      },
      /**
       * This function is used to look up the namespace URI associated with the given prefix,
       * starting from this node.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} prefix
       * The prefix for which to find the associated namespace URI.
       * @returns {string | null}
       * The associated namespace URI, if found; otherwise, null.
       * @since DOM Level 3
       * @see https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-lookupNamespaceURI
       * @prettierignore
       */
      lookupNamespaceURI: function(prefix) {
        var el = this;
        while (el) {
          var map = el._nsMap;
          if (map) {
            if (hasOwn(map, prefix)) {
              return map[prefix];
            }
          }
          el = el.nodeType == ATTRIBUTE_NODE ? el.ownerDocument : el.parentNode;
        }
        return null;
      },
      /**
       * Determines whether the given namespace URI is the default namespace.
       *
       * The function works by looking up the prefix associated with the given namespace URI. If no
       * prefix is found (i.e., the namespace URI is not registered in the namespace map of this
       * node or any of its ancestors), it returns `true`, implying the namespace URI is considered
       * the default.
       *
       * **This behavior is different from the in the specs**:
       * - no node type specific handling
       * - uses the internal attribute _nsMap for resolving namespaces that is updated when changing attributes
       *
       * @param {string | null} namespaceURI
       * The namespace URI to be checked.
       * @returns {boolean}
       * Returns true if the given namespace URI is the default namespace, false otherwise.
       * @since DOM Level 3
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#Node3-isDefaultNamespace
       * @see https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
       * @prettierignore
       */
      isDefaultNamespace: function(namespaceURI) {
        var prefix = this.lookupPrefix(namespaceURI);
        return prefix == null;
      },
      /**
       * Compares the reference node with a node with regard to their position in the document and
       * according to the document order.
       *
       * @param {Node} other
       * The node to compare the reference node to.
       * @returns {number}
       * Returns how the node is positioned relatively to the reference node according to the
       * bitmask. 0 if reference node and given node are the same.
       * @since DOM Level 3
       * @see https://www.w3.org/TR/2004/REC-DOM-Level-3-Core-20040407/core.html#Node3-compare
       * @see https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
       */
      compareDocumentPosition: function(other) {
        if (this === other) return 0;
        var node1 = other;
        var node2 = this;
        var attr1 = null;
        var attr2 = null;
        if (node1 instanceof Attr) {
          attr1 = node1;
          node1 = attr1.ownerElement;
        }
        if (node2 instanceof Attr) {
          attr2 = node2;
          node2 = attr2.ownerElement;
          if (attr1 && node1 && node2 === node1) {
            for (var i2 = 0, attr; attr = node2.attributes[i2]; i2++) {
              if (attr === attr1)
                return DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
              if (attr === attr2)
                return DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
            }
          }
        }
        if (!node1 || !node2 || node2.ownerDocument !== node1.ownerDocument) {
          return DocumentPosition.DOCUMENT_POSITION_DISCONNECTED + DocumentPosition.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC + (docGUID(node2.ownerDocument) > docGUID(node1.ownerDocument) ? DocumentPosition.DOCUMENT_POSITION_FOLLOWING : DocumentPosition.DOCUMENT_POSITION_PRECEDING);
        }
        if (attr2 && node1 === node2) {
          return DocumentPosition.DOCUMENT_POSITION_CONTAINS + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
        }
        if (attr1 && node1 === node2) {
          return DocumentPosition.DOCUMENT_POSITION_CONTAINED_BY + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
        }
        var chain1 = [];
        var ancestor1 = node1.parentNode;
        while (ancestor1) {
          if (!attr2 && ancestor1 === node2) {
            return DocumentPosition.DOCUMENT_POSITION_CONTAINED_BY + DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          }
          chain1.push(ancestor1);
          ancestor1 = ancestor1.parentNode;
        }
        chain1.reverse();
        var chain2 = [];
        var ancestor2 = node2.parentNode;
        while (ancestor2) {
          if (!attr1 && ancestor2 === node1) {
            return DocumentPosition.DOCUMENT_POSITION_CONTAINS + DocumentPosition.DOCUMENT_POSITION_PRECEDING;
          }
          chain2.push(ancestor2);
          ancestor2 = ancestor2.parentNode;
        }
        chain2.reverse();
        var ca = commonAncestor(chain1, chain2);
        for (var n in ca.childNodes) {
          var child2 = ca.childNodes[n];
          if (child2 === node2) return DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          if (child2 === node1) return DocumentPosition.DOCUMENT_POSITION_PRECEDING;
          if (chain2.indexOf(child2) >= 0) return DocumentPosition.DOCUMENT_POSITION_FOLLOWING;
          if (chain1.indexOf(child2) >= 0) return DocumentPosition.DOCUMENT_POSITION_PRECEDING;
        }
        return 0;
      }
    };
    function _xmlEncoder(c) {
      return c == "<" && "&lt;" || c == ">" && "&gt;" || c == "&" && "&amp;" || c == '"' && "&quot;" || "&#" + c.charCodeAt() + ";";
    }
    copy(NodeType, Node);
    copy(NodeType, Node.prototype);
    copy(DocumentPosition, Node);
    copy(DocumentPosition, Node.prototype);
    function _visitNode(node, callback) {
      walkDOM(node, null, {
        enter: function(n) {
          return callback(n) ? walkDOM.STOP : true;
        }
      });
    }
    function walkDOM(node, context, callbacks) {
      var stack = [{ node, context, phase: walkDOM.ENTER }];
      while (stack.length > 0) {
        var frame = stack.pop();
        if (frame.phase === walkDOM.ENTER) {
          var childContext = callbacks.enter(frame.node, frame.context);
          if (childContext === walkDOM.STOP) {
            return walkDOM.STOP;
          }
          stack.push({ node: frame.node, context: childContext, phase: walkDOM.EXIT });
          if (childContext === null || childContext === void 0) {
            continue;
          }
          var child2 = frame.node.lastChild;
          while (child2) {
            stack.push({ node: child2, context: childContext, phase: walkDOM.ENTER });
            child2 = child2.previousSibling;
          }
        } else {
          if (callbacks.exit) {
            callbacks.exit(frame.node, frame.context);
          }
        }
      }
    }
    walkDOM.STOP = /* @__PURE__ */ Symbol("walkDOM.STOP");
    walkDOM.ENTER = 0;
    walkDOM.EXIT = 1;
    function Document(symbol, options) {
      checkSymbol(symbol);
      var opt = options || {};
      this.ownerDocument = this;
      this.contentType = opt.contentType || MIME_TYPE.XML_APPLICATION;
      this.type = isHTMLMimeType(this.contentType) ? "html" : "xml";
    }
    function _onAddAttribute(doc, el, newAttr) {
      doc && doc._inc++;
      var ns = newAttr.namespaceURI;
      if (ns === NAMESPACE.XMLNS) {
        el._nsMap[newAttr.prefix ? newAttr.localName : ""] = newAttr.value;
      }
    }
    function _onRemoveAttribute(doc, el, newAttr, remove) {
      doc && doc._inc++;
      var ns = newAttr.namespaceURI;
      if (ns === NAMESPACE.XMLNS) {
        delete el._nsMap[newAttr.prefix ? newAttr.localName : ""];
      }
    }
    function _onUpdateChild(doc, parent, newChild) {
      if (doc && doc._inc) {
        doc._inc++;
        var childNodes = parent.childNodes;
        if (newChild && !newChild.nextSibling) {
          childNodes[childNodes.length++] = newChild;
        } else {
          var child2 = parent.firstChild;
          var i2 = 0;
          while (child2) {
            childNodes[i2++] = child2;
            child2 = child2.nextSibling;
          }
          childNodes.length = i2;
          delete childNodes[childNodes.length];
        }
      }
    }
    function _removeChild(parentNode, child2) {
      if (parentNode !== child2.parentNode) {
        throw new DOMException(DOMException.NOT_FOUND_ERR, "child's parent is not parent");
      }
      var oldPreviousSibling = child2.previousSibling;
      var oldNextSibling = child2.nextSibling;
      if (oldPreviousSibling) {
        oldPreviousSibling.nextSibling = oldNextSibling;
      } else {
        parentNode.firstChild = oldNextSibling;
      }
      if (oldNextSibling) {
        oldNextSibling.previousSibling = oldPreviousSibling;
      } else {
        parentNode.lastChild = oldPreviousSibling;
      }
      _onUpdateChild(parentNode.ownerDocument, parentNode);
      child2.parentNode = null;
      child2.previousSibling = null;
      child2.nextSibling = null;
      return child2;
    }
    function hasValidParentNodeType(node) {
      return node && (node.nodeType === Node.DOCUMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE || node.nodeType === Node.ELEMENT_NODE);
    }
    function hasInsertableNodeType(node) {
      return node && (node.nodeType === Node.CDATA_SECTION_NODE || node.nodeType === Node.COMMENT_NODE || node.nodeType === Node.DOCUMENT_FRAGMENT_NODE || node.nodeType === Node.DOCUMENT_TYPE_NODE || node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.PROCESSING_INSTRUCTION_NODE || node.nodeType === Node.TEXT_NODE);
    }
    function isDocTypeNode(node) {
      return node && node.nodeType === Node.DOCUMENT_TYPE_NODE;
    }
    function isElementNode(node) {
      return node && node.nodeType === Node.ELEMENT_NODE;
    }
    function isTextNode(node) {
      return node && node.nodeType === Node.TEXT_NODE;
    }
    function isElementInsertionPossible(doc, child2) {
      var parentChildNodes = doc.childNodes || [];
      if (find(parentChildNodes, isElementNode) || isDocTypeNode(child2)) {
        return false;
      }
      var docTypeNode = find(parentChildNodes, isDocTypeNode);
      return !(child2 && docTypeNode && parentChildNodes.indexOf(docTypeNode) > parentChildNodes.indexOf(child2));
    }
    function isElementReplacementPossible(doc, child2) {
      var parentChildNodes = doc.childNodes || [];
      function hasElementChildThatIsNotChild(node) {
        return isElementNode(node) && node !== child2;
      }
      if (find(parentChildNodes, hasElementChildThatIsNotChild)) {
        return false;
      }
      var docTypeNode = find(parentChildNodes, isDocTypeNode);
      return !(child2 && docTypeNode && parentChildNodes.indexOf(docTypeNode) > parentChildNodes.indexOf(child2));
    }
    function assertPreInsertionValidity1to5(parent, node, child2) {
      if (!hasValidParentNodeType(parent)) {
        throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Unexpected parent node type " + parent.nodeType);
      }
      if (child2 && child2.parentNode !== parent) {
        throw new DOMException(DOMException.NOT_FOUND_ERR, "child not in parent");
      }
      if (
        // 4. If `node` is not a DocumentFragment, DocumentType, Element, or CharacterData node, then throw a "HierarchyRequestError" DOMException.
        !hasInsertableNodeType(node) || // 5. If either `node` is a Text node and `parent` is a document,
        // the sax parser currently adds top level text nodes, this will be fixed in 0.9.0
        // || (node.nodeType === Node.TEXT_NODE && parent.nodeType === Node.DOCUMENT_NODE)
        // or `node` is a doctype and `parent` is not a document, then throw a "HierarchyRequestError" DOMException.
        isDocTypeNode(node) && parent.nodeType !== Node.DOCUMENT_NODE
      ) {
        throw new DOMException(
          DOMException.HIERARCHY_REQUEST_ERR,
          "Unexpected node type " + node.nodeType + " for parent node type " + parent.nodeType
        );
      }
    }
    function assertPreInsertionValidityInDocument(parent, node, child2) {
      var parentChildNodes = parent.childNodes || [];
      var nodeChildNodes = node.childNodes || [];
      if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
        var nodeChildElements = nodeChildNodes.filter(isElementNode);
        if (nodeChildElements.length > 1 || find(nodeChildNodes, isTextNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "More than one element or text in fragment");
        }
        if (nodeChildElements.length === 1 && !isElementInsertionPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Element in fragment can not be inserted before doctype");
        }
      }
      if (isElementNode(node)) {
        if (!isElementInsertionPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one element can be added and only after doctype");
        }
      }
      if (isDocTypeNode(node)) {
        if (find(parentChildNodes, isDocTypeNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one doctype is allowed");
        }
        var parentElementChild = find(parentChildNodes, isElementNode);
        if (child2 && parentChildNodes.indexOf(parentElementChild) < parentChildNodes.indexOf(child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can only be inserted before an element");
        }
        if (!child2 && parentElementChild) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can not be appended since element is present");
        }
      }
    }
    function assertPreReplacementValidityInDocument(parent, node, child2) {
      var parentChildNodes = parent.childNodes || [];
      var nodeChildNodes = node.childNodes || [];
      if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) {
        var nodeChildElements = nodeChildNodes.filter(isElementNode);
        if (nodeChildElements.length > 1 || find(nodeChildNodes, isTextNode)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "More than one element or text in fragment");
        }
        if (nodeChildElements.length === 1 && !isElementReplacementPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Element in fragment can not be inserted before doctype");
        }
      }
      if (isElementNode(node)) {
        if (!isElementReplacementPossible(parent, child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one element can be added and only after doctype");
        }
      }
      if (isDocTypeNode(node)) {
        let hasDoctypeChildThatIsNotChild = function(node2) {
          return isDocTypeNode(node2) && node2 !== child2;
        };
        if (find(parentChildNodes, hasDoctypeChildThatIsNotChild)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Only one doctype is allowed");
        }
        var parentElementChild = find(parentChildNodes, isElementNode);
        if (child2 && parentChildNodes.indexOf(parentElementChild) < parentChildNodes.indexOf(child2)) {
          throw new DOMException(DOMException.HIERARCHY_REQUEST_ERR, "Doctype can only be inserted before an element");
        }
      }
    }
    function _insertBefore(parent, node, child2, _inDocumentAssertion) {
      assertPreInsertionValidity1to5(parent, node, child2);
      if (parent.nodeType === Node.DOCUMENT_NODE) {
        (_inDocumentAssertion || assertPreInsertionValidityInDocument)(parent, node, child2);
      }
      var cp = node.parentNode;
      if (cp) {
        cp.removeChild(node);
      }
      if (node.nodeType === DOCUMENT_FRAGMENT_NODE) {
        var newFirst = node.firstChild;
        if (newFirst == null) {
          return node;
        }
        var newLast = node.lastChild;
      } else {
        newFirst = newLast = node;
      }
      var pre = child2 ? child2.previousSibling : parent.lastChild;
      newFirst.previousSibling = pre;
      newLast.nextSibling = child2;
      if (pre) {
        pre.nextSibling = newFirst;
      } else {
        parent.firstChild = newFirst;
      }
      if (child2 == null) {
        parent.lastChild = newLast;
      } else {
        child2.previousSibling = newLast;
      }
      do {
        newFirst.parentNode = parent;
      } while (newFirst !== newLast && (newFirst = newFirst.nextSibling));
      _onUpdateChild(parent.ownerDocument || parent, parent, node);
      if (node.nodeType == DOCUMENT_FRAGMENT_NODE) {
        node.firstChild = node.lastChild = null;
      }
      return node;
    }
    Document.prototype = {
      /**
       * The implementation that created this document.
       *
       * @type DOMImplementation
       * @readonly
       */
      implementation: null,
      nodeName: "#document",
      nodeType: DOCUMENT_NODE,
      /**
       * The DocumentType node of the document.
       *
       * @type DocumentType
       * @readonly
       */
      doctype: null,
      documentElement: null,
      _inc: 1,
      insertBefore: function(newChild, refChild) {
        if (newChild.nodeType === DOCUMENT_FRAGMENT_NODE) {
          var child2 = newChild.firstChild;
          while (child2) {
            var next = child2.nextSibling;
            this.insertBefore(child2, refChild);
            child2 = next;
          }
          return newChild;
        }
        _insertBefore(this, newChild, refChild);
        newChild.ownerDocument = this;
        if (this.documentElement === null && newChild.nodeType === ELEMENT_NODE) {
          this.documentElement = newChild;
        }
        return newChild;
      },
      removeChild: function(oldChild) {
        var removed = _removeChild(this, oldChild);
        if (removed === this.documentElement) {
          this.documentElement = null;
        }
        return removed;
      },
      replaceChild: function(newChild, oldChild) {
        _insertBefore(this, newChild, oldChild, assertPreReplacementValidityInDocument);
        newChild.ownerDocument = this;
        if (oldChild) {
          this.removeChild(oldChild);
        }
        if (isElementNode(newChild)) {
          this.documentElement = newChild;
        }
      },
      /**
       * Imports a node from another document into this document, creating a new copy owned by this
       * document. The source node and its subtree are not modified.
       *
       * @param {Node} importedNode
       * The node to import.
       * @param {boolean} deep
       * If true, the contents of the node are recursively imported.
       * If false, only the node itself (and its attributes, if it is an element) are imported.
       * @returns {Node}
       * Returns the newly created import of the node.
       * @see {@link importNode}
       * @see {@link https://dom.spec.whatwg.org/#dom-document-importnode}
       */
      importNode: function(importedNode, deep) {
        return importNode(this, importedNode, deep);
      },
      // Introduced in DOM Level 2:
      getElementById: function(id) {
        var rtv = null;
        _visitNode(this.documentElement, function(node) {
          if (node.nodeType == ELEMENT_NODE) {
            if (node.getAttribute("id") == id) {
              rtv = node;
              return true;
            }
          }
        });
        return rtv;
      },
      /**
       * Creates a new `Element` that is owned by this `Document`.
       * In HTML Documents `localName` is the lower cased `tagName`,
       * otherwise no transformation is being applied.
       * When `contentType` implies the HTML namespace, it will be set as `namespaceURI`.
       *
       * __This implementation differs from the specification:__ - The provided name is not checked
       * against the `Name` production,
       * so no related error will be thrown.
       * - There is no interface `HTMLElement`, it is always an `Element`.
       * - There is no support for a second argument to indicate using custom elements.
       *
       * @param {string} tagName
       * @returns {Element}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createElement
       * @see https://dom.spec.whatwg.org/#dom-document-createelement
       * @see https://dom.spec.whatwg.org/#concept-create-element
       */
      createElement: function(tagName) {
        var node = new Element(PDC);
        node.ownerDocument = this;
        if (this.type === "html") {
          tagName = tagName.toLowerCase();
        }
        if (hasDefaultHTMLNamespace(this.contentType)) {
          node.namespaceURI = NAMESPACE.HTML;
        }
        node.nodeName = tagName;
        node.tagName = tagName;
        node.localName = tagName;
        node.childNodes = new NodeList();
        var attrs = node.attributes = new NamedNodeMap();
        attrs._ownerElement = node;
        return node;
      },
      /**
       * @returns {DocumentFragment}
       */
      createDocumentFragment: function() {
        var node = new DocumentFragment(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        return node;
      },
      /**
       * @param {string} data
       * @returns {Text}
       */
      createTextNode: function(data) {
        var node = new Text(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * @param {string} data
       * @returns {Comment}
       * @see https://dom.spec.whatwg.org/#dom-document-createcomment
       * @see https://www.w3.org/TR/xml/#NT-Comment XML 1.0 production [15]
       * @see https://www.w3.org/TR/DOM-Parsing/#dfn-concept-serialize-xml §3.2.1.3
       *
       *      Note: no validation is performed at creation time. When the resulting document is
       *      serialized with `requireWellFormed: true`, the serializer throws `InvalidStateError`
       *      if the comment data contains `--` anywhere, ends with `-`, or contains characters
       *      outside the XML Char production (W3C DOM Parsing §3.2.1.3). Without that option the
       *      data is emitted verbatim.
       */
      createComment: function(data) {
        var node = new Comment(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * Returns a new CDATASection node whose data is `data`.
       *
       * __This implementation differs from the specification:__ - calling this method on an HTML
       * document does not throw `NotSupportedError`.
       *
       * @param {string} data
       * @returns {CDATASection}
       * @throws {DOMException}
       * With code `INVALID_CHARACTER_ERR` if `data` contains `"]]>"`.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createCDATASection
       * @see https://dom.spec.whatwg.org/#dom-document-createcdatasection
       */
      createCDATASection: function(data) {
        if (data.indexOf("]]>") !== -1) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'data contains "]]>"');
        }
        var node = new CDATASection(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.appendData(data);
        return node;
      },
      /**
       * Returns a ProcessingInstruction node whose target is target and data is data.
       *
       * __This behavior is slightly different from the in the specs__:
       * - it does not do any input validation on the arguments and doesn't throw
       * "InvalidCharacterError".
       *
       * Note: When the resulting document is serialized with `requireWellFormed: true`, the
       * serializer throws `InvalidStateError` if `.target` is not a valid XML `NCName` (a `Name`
       * with no colon) or is an ASCII case-insensitive match for `"xml"`, or if `.data` contains
       * `?>` or characters outside the XML Char production (W3C DOM Parsing §3.2.1.7). Without that
       * option the target and data are emitted verbatim.
       *
       * @param {string} target
       * @param {string} data
       * @returns {ProcessingInstruction}
       * @see https://developer.mozilla.org/docs/Web/API/Document/createProcessingInstruction
       * @see https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
       * @see https://www.w3.org/TR/DOM-Parsing/#dfn-concept-serialize-xml §3.2.1.7
       */
      createProcessingInstruction: function(target, data) {
        var node = new ProcessingInstruction(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = node.target = target;
        node.nodeValue = node.data = data;
        return node;
      },
      /**
       * Creates an `Attr` node that is owned by this document.
       * In HTML Documents `localName` is the lower cased `name`,
       * otherwise no transformation is being applied.
       *
       * __This implementation differs from the specification:__ - The provided name is not checked
       * against the `Name` production,
       * so no related error will be thrown.
       *
       * @param {string} name
       * @returns {Attr}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/createAttribute
       * @see https://dom.spec.whatwg.org/#dom-document-createattribute
       */
      createAttribute: function(name) {
        if (!g.QName_exact.test(name)) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'invalid character in name "' + name + '"');
        }
        if (this.type === "html") {
          name = name.toLowerCase();
        }
        return this._createAttribute(name);
      },
      _createAttribute: function(name) {
        var node = new Attr(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.name = name;
        node.nodeName = name;
        node.localName = name;
        node.specified = true;
        return node;
      },
      /**
       * Creates an EntityReference object.
       * The current implementation does not fill the `childNodes` with those of the corresponding
       * `Entity`
       *
       * The `name` is validated against the XML `Name` production at creation time; an invalid name
       * throws `InvalidCharacterError`. When the resulting node is serialized with
       * `requireWellFormed: true`, the serializer re-validates `nodeName` against the XML `Name`
       * production and throws `InvalidStateError` if a later `nodeName` mutation made it invalid;
       * without that option the name is emitted verbatim.
       *
       * __This implementation differs from the specification:__ xmldom does not expand entities —
       * the parser resolves entity references inline and never constructs `EntityReference` nodes,
       * so this method is the only producer.
       *
       * @deprecated
       * In DOM Level 4.
       * @param {string} name
       * The name of the entity to reference. No namespace well-formedness checks are performed.
       * @returns {EntityReference}
       * @throws {DOMException}
       * With code `INVALID_CHARACTER_ERR` when `name` is not a valid XML `Name`.
       * @throws {DOMException}
       * with code `NOT_SUPPORTED_ERR` when the document is of type `html`
       * @see https://www.w3.org/TR/DOM-Level-3-Core/core.html#ID-392B75AE
       */
      createEntityReference: function(name) {
        if (!g.Name_exact.test(name)) {
          throw new DOMException(DOMException.INVALID_CHARACTER_ERR, 'not a valid xml name "' + name + '"');
        }
        if (this.type === "html") {
          throw new DOMException("document is an html document", DOMExceptionName.NotSupportedError);
        }
        var node = new EntityReference(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = name;
        return node;
      },
      // Introduced in DOM Level 2:
      /**
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @returns {Element}
       */
      createElementNS: function(namespaceURI, qualifiedName) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var node = new Element(PDC);
        var attrs = node.attributes = new NamedNodeMap();
        node.childNodes = new NodeList();
        node.ownerDocument = this;
        node.nodeName = qualifiedName;
        node.tagName = qualifiedName;
        node.namespaceURI = validated[0];
        node.prefix = validated[1];
        node.localName = validated[2];
        attrs._ownerElement = node;
        return node;
      },
      // Introduced in DOM Level 2:
      /**
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @returns {Attr}
       */
      createAttributeNS: function(namespaceURI, qualifiedName) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var node = new Attr(PDC);
        node.ownerDocument = this;
        node.childNodes = new NodeList();
        node.nodeName = qualifiedName;
        node.name = qualifiedName;
        node.specified = true;
        node.namespaceURI = validated[0];
        node.prefix = validated[1];
        node.localName = validated[2];
        return node;
      }
    };
    _extends(Document, Node);
    function Element(symbol) {
      checkSymbol(symbol);
      this._nsMap = /* @__PURE__ */ Object.create(null);
    }
    Element.prototype = {
      nodeType: ELEMENT_NODE,
      /**
       * The attributes of this element.
       *
       * @type {NamedNodeMap | null}
       */
      attributes: null,
      getQualifiedName: function() {
        return this.prefix ? this.prefix + ":" + this.localName : this.localName;
      },
      _isInHTMLDocumentAndNamespace: function() {
        return this.ownerDocument.type === "html" && this.namespaceURI === NAMESPACE.HTML;
      },
      /**
       * Implementaton of Level2 Core function hasAttributes.
       *
       * @returns {boolean}
       * True if attribute list is not empty.
       * @see https://www.w3.org/TR/DOM-Level-2-Core/#core-ID-NodeHasAttrs
       */
      hasAttributes: function() {
        return !!(this.attributes && this.attributes.length);
      },
      hasAttribute: function(name) {
        return !!this.getAttributeNode(name);
      },
      /**
       * Returns element’s first attribute whose qualified name is `name`, and `null`
       * if there is no such attribute.
       *
       * @param {string} name
       * @returns {string | null}
       */
      getAttribute: function(name) {
        var attr = this.getAttributeNode(name);
        return attr ? attr.value : null;
      },
      getAttributeNode: function(name) {
        if (this._isInHTMLDocumentAndNamespace()) {
          name = name.toLowerCase();
        }
        return this.attributes.getNamedItem(name);
      },
      /**
       * Sets the value of element’s first attribute whose qualified name is qualifiedName to value.
       *
       * @param {string} name
       * @param {string} value
       */
      setAttribute: function(name, value) {
        if (this._isInHTMLDocumentAndNamespace()) {
          name = name.toLowerCase();
        }
        var attr = this.getAttributeNode(name);
        if (attr) {
          attr.value = attr.nodeValue = "" + value;
        } else {
          attr = this.ownerDocument._createAttribute(name);
          attr.value = attr.nodeValue = "" + value;
          this.setAttributeNode(attr);
        }
      },
      removeAttribute: function(name) {
        var attr = this.getAttributeNode(name);
        attr && this.removeAttributeNode(attr);
      },
      setAttributeNode: function(newAttr) {
        return this.attributes.setNamedItem(newAttr);
      },
      setAttributeNodeNS: function(newAttr) {
        return this.attributes.setNamedItemNS(newAttr);
      },
      removeAttributeNode: function(oldAttr) {
        return this.attributes.removeNamedItem(oldAttr.nodeName);
      },
      //get real attribute name,and remove it by removeAttributeNode
      removeAttributeNS: function(namespaceURI, localName) {
        var old = this.getAttributeNodeNS(namespaceURI, localName);
        old && this.removeAttributeNode(old);
      },
      hasAttributeNS: function(namespaceURI, localName) {
        return this.getAttributeNodeNS(namespaceURI, localName) != null;
      },
      /**
       * Returns element’s attribute whose namespace is `namespaceURI` and local name is
       * `localName`,
       * or `null` if there is no such attribute.
       *
       * @param {string} namespaceURI
       * @param {string} localName
       * @returns {string | null}
       */
      getAttributeNS: function(namespaceURI, localName) {
        var attr = this.getAttributeNodeNS(namespaceURI, localName);
        return attr ? attr.value : null;
      },
      /**
       * Sets the value of element’s attribute whose namespace is `namespaceURI` and local name is
       * `localName` to value.
       *
       * @param {string} namespaceURI
       * @param {string} qualifiedName
       * @param {string} value
       * @see https://dom.spec.whatwg.org/#dom-element-setattributens
       */
      setAttributeNS: function(namespaceURI, qualifiedName, value) {
        var validated = validateAndExtract(namespaceURI, qualifiedName);
        var localName = validated[2];
        var attr = this.getAttributeNodeNS(namespaceURI, localName);
        if (attr) {
          attr.value = attr.nodeValue = "" + value;
        } else {
          attr = this.ownerDocument.createAttributeNS(namespaceURI, qualifiedName);
          attr.value = attr.nodeValue = "" + value;
          this.setAttributeNode(attr);
        }
      },
      getAttributeNodeNS: function(namespaceURI, localName) {
        return this.attributes.getNamedItemNS(namespaceURI, localName);
      },
      /**
       * Returns a LiveNodeList of all child elements which have **all** of the given class name(s).
       *
       * Returns an empty list if `classNames` is an empty string or only contains HTML white space
       * characters.
       *
       * Warning: This returns a live LiveNodeList.
       * Changes in the DOM will reflect in the array as the changes occur.
       * If an element selected by this array no longer qualifies for the selector,
       * it will automatically be removed. Be aware of this for iteration purposes.
       *
       * @param {string} classNames
       * Is a string representing the class name(s) to match; multiple class names are separated by
       * (ASCII-)whitespace.
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Element/getElementsByClassName
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Document/getElementsByClassName
       * @see https://dom.spec.whatwg.org/#concept-getelementsbyclassname
       */
      getElementsByClassName: function(classNames) {
        var classNamesSet = toOrderedSet(classNames);
        return new LiveNodeList(this, function(base) {
          var ls = [];
          if (classNamesSet.length > 0) {
            _visitNode(base, function(node) {
              if (node !== base && node.nodeType === ELEMENT_NODE) {
                var nodeClassNames = node.getAttribute("class");
                if (nodeClassNames) {
                  var matches = classNames === nodeClassNames;
                  if (!matches) {
                    var nodeClassNamesSet = toOrderedSet(nodeClassNames);
                    matches = classNamesSet.every(arrayIncludes(nodeClassNamesSet));
                  }
                  if (matches) {
                    ls.push(node);
                  }
                }
              }
            });
          }
          return ls;
        });
      },
      /**
       * Returns a LiveNodeList of elements with the given qualifiedName.
       * Searching for all descendants can be done by passing `*` as `qualifiedName`.
       *
       * All descendants of the specified element are searched, but not the element itself.
       * The returned list is live, which means it updates itself with the DOM tree automatically.
       * Therefore, there is no need to call `Element.getElementsByTagName()`
       * with the same element and arguments repeatedly if the DOM changes in between calls.
       *
       * When called on an HTML element in an HTML document,
       * `getElementsByTagName` lower-cases the argument before searching for it.
       * This is undesirable when trying to match camel-cased SVG elements (such as
       * `<linearGradient>`) in an HTML document.
       * Instead, use `Element.getElementsByTagNameNS()`,
       * which preserves the capitalization of the tag name.
       *
       * `Element.getElementsByTagName` is similar to `Document.getElementsByTagName()`,
       * except that it only searches for elements that are descendants of the specified element.
       *
       * @param {string} qualifiedName
       * @returns {LiveNodeList}
       * @see https://developer.mozilla.org/en-US/docs/Web/API/Element/getElementsByTagName
       * @see https://dom.spec.whatwg.org/#concept-getelementsbytagname
       */
      getElementsByTagName: function(qualifiedName) {
        var isHTMLDocument = (this.nodeType === DOCUMENT_NODE ? this : this.ownerDocument).type === "html";
        var lowerQualifiedName = qualifiedName.toLowerCase();
        return new LiveNodeList(this, function(base) {
          var ls = [];
          _visitNode(base, function(node) {
            if (node === base || node.nodeType !== ELEMENT_NODE) {
              return;
            }
            if (qualifiedName === "*") {
              ls.push(node);
            } else {
              var nodeQualifiedName = node.getQualifiedName();
              var matchingQName = isHTMLDocument && node.namespaceURI === NAMESPACE.HTML ? lowerQualifiedName : qualifiedName;
              if (nodeQualifiedName === matchingQName) {
                ls.push(node);
              }
            }
          });
          return ls;
        });
      },
      getElementsByTagNameNS: function(namespaceURI, localName) {
        return new LiveNodeList(this, function(base) {
          var ls = [];
          _visitNode(base, function(node) {
            if (node !== base && node.nodeType === ELEMENT_NODE && (namespaceURI === "*" || node.namespaceURI === namespaceURI) && (localName === "*" || node.localName == localName)) {
              ls.push(node);
            }
          });
          return ls;
        });
      }
    };
    Document.prototype.getElementsByClassName = Element.prototype.getElementsByClassName;
    Document.prototype.getElementsByTagName = Element.prototype.getElementsByTagName;
    Document.prototype.getElementsByTagNameNS = Element.prototype.getElementsByTagNameNS;
    _extends(Element, Node);
    function Attr(symbol) {
      checkSymbol(symbol);
      this.namespaceURI = null;
      this.prefix = null;
      this.ownerElement = null;
    }
    Attr.prototype.nodeType = ATTRIBUTE_NODE;
    _extends(Attr, Node);
    function CharacterData(symbol) {
      checkSymbol(symbol);
    }
    CharacterData.prototype = {
      data: "",
      substringData: function(offset, count) {
        return this.data.substring(offset, offset + count);
      },
      appendData: function(text2) {
        text2 = this.data + text2;
        this.nodeValue = this.data = text2;
        this.length = text2.length;
      },
      insertData: function(offset, text2) {
        this.replaceData(offset, 0, text2);
      },
      deleteData: function(offset, count) {
        this.replaceData(offset, count, "");
      },
      replaceData: function(offset, count, text2) {
        var start = this.data.substring(0, offset);
        var end = this.data.substring(offset + count);
        text2 = start + text2 + end;
        this.nodeValue = this.data = text2;
        this.length = text2.length;
      }
    };
    _extends(CharacterData, Node);
    function Text(symbol) {
      checkSymbol(symbol);
    }
    Text.prototype = {
      nodeName: "#text",
      nodeType: TEXT_NODE,
      splitText: function(offset) {
        var text2 = this.data;
        var newText = text2.substring(offset);
        text2 = text2.substring(0, offset);
        this.data = this.nodeValue = text2;
        this.length = text2.length;
        var newNode = this.ownerDocument.createTextNode(newText);
        if (this.parentNode) {
          this.parentNode.insertBefore(newNode, this.nextSibling);
        }
        return newNode;
      }
    };
    _extends(Text, CharacterData);
    function Comment(symbol) {
      checkSymbol(symbol);
    }
    Comment.prototype = {
      nodeName: "#comment",
      nodeType: COMMENT_NODE
    };
    _extends(Comment, CharacterData);
    function CDATASection(symbol) {
      checkSymbol(symbol);
    }
    CDATASection.prototype = {
      nodeName: "#cdata-section",
      nodeType: CDATA_SECTION_NODE
    };
    _extends(CDATASection, Text);
    function DocumentType(symbol) {
      checkSymbol(symbol);
    }
    DocumentType.prototype.nodeType = DOCUMENT_TYPE_NODE;
    _extends(DocumentType, Node);
    function Notation(symbol) {
      checkSymbol(symbol);
    }
    Notation.prototype.nodeType = NOTATION_NODE;
    _extends(Notation, Node);
    function Entity(symbol) {
      checkSymbol(symbol);
    }
    Entity.prototype.nodeType = ENTITY_NODE;
    _extends(Entity, Node);
    function EntityReference(symbol) {
      checkSymbol(symbol);
    }
    EntityReference.prototype.nodeType = ENTITY_REFERENCE_NODE;
    _extends(EntityReference, Node);
    function DocumentFragment(symbol) {
      checkSymbol(symbol);
    }
    DocumentFragment.prototype.nodeName = "#document-fragment";
    DocumentFragment.prototype.nodeType = DOCUMENT_FRAGMENT_NODE;
    _extends(DocumentFragment, Node);
    function ProcessingInstruction(symbol) {
      checkSymbol(symbol);
    }
    ProcessingInstruction.prototype.nodeType = PROCESSING_INSTRUCTION_NODE;
    _extends(ProcessingInstruction, CharacterData);
    function XMLSerializer() {
    }
    XMLSerializer.prototype.serializeToString = function(node, options) {
      return nodeSerializeToString.call(node, options);
    };
    Node.prototype.toString = nodeSerializeToString;
    function nodeSerializeToString(options) {
      var opts;
      if (typeof options === "function") {
        opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: options };
      } else if (options != null) {
        opts = {
          requireWellFormed: !!options.requireWellFormed,
          splitCDATASections: options.splitCDATASections !== false,
          nodeFilter: options.nodeFilter || null
        };
      } else {
        opts = { requireWellFormed: false, splitCDATASections: true, nodeFilter: null };
      }
      var buf = [];
      var refNode = this.nodeType === DOCUMENT_NODE && this.documentElement || this;
      var prefix = refNode.prefix;
      var uri = refNode.namespaceURI;
      if (uri && prefix == null) {
        var prefix = refNode.lookupPrefix(uri);
        if (prefix == null) {
          var visibleNamespaces = [
            { namespace: uri, prefix: null }
            //{namespace:uri,prefix:''}
          ];
        }
      }
      serializeToString(this, buf, visibleNamespaces, opts);
      return buf.join("");
    }
    function needNamespaceDefine(node, isHTML, visibleNamespaces) {
      var prefix = node.prefix || "";
      var uri = node.namespaceURI;
      if (!uri) {
        return false;
      }
      if (prefix === "xml" && uri === NAMESPACE.XML || uri === NAMESPACE.XMLNS) {
        return false;
      }
      var i2 = visibleNamespaces.length;
      while (i2--) {
        var ns = visibleNamespaces[i2];
        if (ns.prefix === prefix) {
          return ns.namespace !== uri;
        }
      }
      return true;
    }
    function addSerializedAttribute(buf, qualifiedName, value, requireWellFormed) {
      if (requireWellFormed && !g.QName_exact.test(qualifiedName)) {
        throw new DOMException(
          'The attribute name "' + qualifiedName + '" is not a valid XML QName',
          DOMExceptionName.InvalidStateError
        );
      }
      buf.push(" ", qualifiedName, '="', value.replace(/[<>&"\t\n\r]/g, _xmlEncoder), '"');
    }
    function serializeToString(node, buf, visibleNamespaces, opts) {
      if (!visibleNamespaces) {
        visibleNamespaces = [];
      }
      var nodeFilter = opts.nodeFilter;
      var requireWellFormed = opts.requireWellFormed;
      var splitCDATASections = opts.splitCDATASections;
      var doc = node.nodeType === DOCUMENT_NODE ? node : node.ownerDocument;
      var isHTML = doc.type === "html";
      walkDOM(
        node,
        { ns: visibleNamespaces },
        {
          enter: function(n, ctx) {
            var namespaces = ctx.ns;
            if (nodeFilter) {
              n = nodeFilter(n);
              if (n) {
                if (typeof n == "string") {
                  buf.push(n);
                  return null;
                }
              } else {
                return null;
              }
            }
            switch (n.nodeType) {
              case ELEMENT_NODE:
                var attrs = n.attributes;
                var len = attrs.length;
                var nodeName = n.tagName;
                var prefixedNodeName = nodeName;
                if (!isHTML && !n.prefix && n.namespaceURI) {
                  var defaultNS;
                  for (var ai = 0; ai < attrs.length; ai++) {
                    if (attrs.item(ai).name === "xmlns") {
                      defaultNS = attrs.item(ai).value;
                      break;
                    }
                  }
                  if (!defaultNS) {
                    for (var nsi = namespaces.length - 1; nsi >= 0; nsi--) {
                      var nsEntry = namespaces[nsi];
                      if (nsEntry.prefix === "" && nsEntry.namespace === n.namespaceURI) {
                        defaultNS = nsEntry.namespace;
                        break;
                      }
                    }
                  }
                  if (defaultNS !== n.namespaceURI) {
                    for (var nsi = namespaces.length - 1; nsi >= 0; nsi--) {
                      var nsEntry = namespaces[nsi];
                      if (nsEntry.namespace === n.namespaceURI) {
                        if (nsEntry.prefix) {
                          prefixedNodeName = nsEntry.prefix + ":" + nodeName;
                        }
                        break;
                      }
                    }
                  }
                }
                if (requireWellFormed && !g.QName_exact.test(prefixedNodeName)) {
                  throw new DOMException(
                    'The element name "' + prefixedNodeName + '" is not a valid XML QName',
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push("<", prefixedNodeName);
                var childNamespaces = namespaces.slice();
                for (var i2 = 0; i2 < len; i2++) {
                  var attr = attrs.item(i2);
                  if (attr.prefix == "xmlns") {
                    childNamespaces.push({
                      prefix: attr.localName,
                      namespace: attr.value
                    });
                  } else if (attr.nodeName == "xmlns") {
                    childNamespaces.push({ prefix: "", namespace: attr.value });
                  }
                }
                for (var i2 = 0; i2 < len; i2++) {
                  var attr = attrs.item(i2);
                  if (needNamespaceDefine(attr, isHTML, childNamespaces)) {
                    var attrPrefix = attr.prefix || "";
                    var uri = attr.namespaceURI;
                    addSerializedAttribute(buf, attrPrefix ? "xmlns:" + attrPrefix : "xmlns", uri, requireWellFormed);
                    childNamespaces.push({ prefix: attrPrefix, namespace: uri });
                  }
                  var filteredAttr = nodeFilter ? nodeFilter(attr) : attr;
                  if (filteredAttr) {
                    if (typeof filteredAttr === "string") {
                      buf.push(filteredAttr);
                    } else {
                      addSerializedAttribute(buf, filteredAttr.name, filteredAttr.value, requireWellFormed);
                    }
                  }
                }
                if (nodeName === prefixedNodeName && needNamespaceDefine(n, isHTML, childNamespaces)) {
                  var nodePrefix = n.prefix || "";
                  var uri = n.namespaceURI;
                  addSerializedAttribute(buf, nodePrefix ? "xmlns:" + nodePrefix : "xmlns", uri, requireWellFormed);
                  childNamespaces.push({ prefix: nodePrefix, namespace: uri });
                }
                var canCloseTag = !n.firstChild;
                if (canCloseTag && (isHTML || n.namespaceURI === NAMESPACE.HTML)) {
                  canCloseTag = isHTMLVoidElement(nodeName);
                }
                if (canCloseTag) {
                  buf.push("/>");
                  return null;
                }
                buf.push(">");
                if (isHTML && isHTMLRawTextElement(nodeName)) {
                  var child2 = n.firstChild;
                  while (child2) {
                    if (child2.data) {
                      buf.push(child2.data);
                    } else {
                      serializeToString(child2, buf, childNamespaces.slice(), opts);
                    }
                    child2 = child2.nextSibling;
                  }
                  buf.push("</", prefixedNodeName, ">");
                  return null;
                }
                return { ns: childNamespaces, tag: prefixedNodeName };
              case DOCUMENT_NODE:
              case DOCUMENT_FRAGMENT_NODE:
                if (requireWellFormed && n.nodeType === DOCUMENT_NODE && n.documentElement == null) {
                  throw new DOMException("The Document has no documentElement", DOMExceptionName.InvalidStateError);
                }
                return { ns: namespaces };
              case ATTRIBUTE_NODE:
                addSerializedAttribute(buf, n.name, n.value, requireWellFormed);
                return null;
              case TEXT_NODE:
                if (requireWellFormed && g.InvalidChar.test(n.data)) {
                  throw new DOMException(
                    "The Text node data contains characters outside the XML Char production",
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push(n.data.replace(/[<&>]/g, _xmlEncoder));
                return null;
              case CDATA_SECTION_NODE:
                if (requireWellFormed && n.data.indexOf("]]>") !== -1) {
                  throw new DOMException('The CDATASection data contains "]]>"', DOMExceptionName.InvalidStateError);
                }
                if (splitCDATASections) {
                  buf.push(g.CDATA_START, n.data.replace(/]]>/g, "]]]]><![CDATA[>"), g.CDATA_END);
                } else {
                  buf.push(g.CDATA_START, n.data, g.CDATA_END);
                }
                return null;
              case COMMENT_NODE:
                if (requireWellFormed) {
                  if (g.InvalidChar.test(n.data)) {
                    throw new DOMException(
                      "The comment node data contains characters outside the XML Char production",
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (n.data.indexOf("--") !== -1 || n.data[n.data.length - 1] === "-") {
                    throw new DOMException(
                      'The comment node data contains "--" or ends with "-"',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                }
                buf.push(g.COMMENT_START, n.data, g.COMMENT_END);
                return null;
              case DOCUMENT_TYPE_NODE:
                var pubid = n.publicId;
                var sysid = n.systemId;
                if (requireWellFormed) {
                  if (!g.Name_exact.test(n.name)) {
                    throw new DOMException(
                      'The doctype name "' + n.name + '" is not a valid XML Name',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (pubid && !g.PubidLiteral_match.test(pubid)) {
                    throw new DOMException("DocumentType publicId is not a valid PubidLiteral", DOMExceptionName.InvalidStateError);
                  }
                  if (sysid && sysid !== "." && !g.SystemLiteral_match.test(sysid)) {
                    throw new DOMException("DocumentType systemId is not a valid SystemLiteral", DOMExceptionName.InvalidStateError);
                  }
                  if (n.internalSubset && n.internalSubset.indexOf("]>") !== -1) {
                    throw new DOMException('DocumentType internalSubset contains "]>"', DOMExceptionName.InvalidStateError);
                  }
                }
                buf.push(g.DOCTYPE_DECL_START, " ", n.name);
                if (pubid) {
                  buf.push(" ", g.PUBLIC, " ", pubid);
                  if (sysid && sysid !== ".") {
                    buf.push(" ", sysid);
                  }
                } else if (sysid && sysid !== ".") {
                  buf.push(" ", g.SYSTEM, " ", sysid);
                }
                if (n.internalSubset) {
                  buf.push(" [", n.internalSubset, "]");
                }
                buf.push(">");
                return null;
              case PROCESSING_INSTRUCTION_NODE:
                if (requireWellFormed) {
                  if (!g.NCName_exact.test(n.target) || n.target.toLowerCase() === "xml") {
                    throw new DOMException(
                      'The processing instruction target "' + n.target + '" is not a valid XML NCName or is reserved',
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (g.InvalidChar.test(n.data)) {
                    throw new DOMException(
                      "The ProcessingInstruction data contains characters outside the XML Char production",
                      DOMExceptionName.InvalidStateError
                    );
                  }
                  if (n.data.indexOf("?>") !== -1) {
                    throw new DOMException('The ProcessingInstruction data contains "?>"', DOMExceptionName.InvalidStateError);
                  }
                }
                buf.push("<?", n.target, " ", n.data, "?>");
                return null;
              case ENTITY_REFERENCE_NODE:
                if (requireWellFormed && !g.Name_exact.test(n.nodeName)) {
                  throw new DOMException(
                    'The entity reference name "' + n.nodeName + '" is not a valid XML Name',
                    DOMExceptionName.InvalidStateError
                  );
                }
                buf.push("&", n.nodeName, ";");
                return null;
              //case ENTITY_NODE:
              //case NOTATION_NODE:
              default:
                buf.push("??", n.nodeName);
                return null;
            }
          },
          exit: function(n, childCtx) {
            if (childCtx && childCtx.tag) {
              buf.push("</", childCtx.tag, ">");
            }
          }
        }
      );
    }
    function importNode(doc, node, deep) {
      var destRoot;
      walkDOM(node, null, {
        enter: function(srcNode, destParent) {
          var destNode = srcNode.cloneNode(false);
          destNode.ownerDocument = doc;
          destNode.parentNode = null;
          if (destParent === null) {
            destRoot = destNode;
          } else {
            destParent.appendChild(destNode);
          }
          var shouldDeep = srcNode.nodeType === ATTRIBUTE_NODE || deep;
          return shouldDeep ? destNode : null;
        }
      });
      return destRoot;
    }
    function cloneNode(doc, node, deep) {
      var destRoot;
      walkDOM(node, null, {
        enter: function(srcNode, destParent) {
          var destNode = new srcNode.constructor(PDC);
          for (var n in srcNode) {
            if (hasOwn(srcNode, n)) {
              var v = srcNode[n];
              if (typeof v != "object") {
                if (v != destNode[n]) {
                  destNode[n] = v;
                }
              }
            }
          }
          if (srcNode.childNodes) {
            destNode.childNodes = new NodeList();
          }
          destNode.ownerDocument = doc;
          var shouldDeep = deep;
          switch (destNode.nodeType) {
            case ELEMENT_NODE:
              var attrs = srcNode.attributes;
              var attrs2 = destNode.attributes = new NamedNodeMap();
              var len = attrs.length;
              attrs2._ownerElement = destNode;
              for (var i2 = 0; i2 < len; i2++) {
                destNode.setAttributeNode(cloneNode(doc, attrs.item(i2), true));
              }
              break;
            case ATTRIBUTE_NODE:
              shouldDeep = true;
          }
          if (destParent !== null) {
            destParent.appendChild(destNode);
          } else {
            destRoot = destNode;
          }
          return shouldDeep ? destNode : null;
        }
      });
      return destRoot;
    }
    function __set__(object, key2, value) {
      object[key2] = value;
    }
    function childrenRefresh(node) {
      var ls = [];
      var child2 = node.firstChild;
      while (child2) {
        if (child2.nodeType === ELEMENT_NODE) {
          ls.push(child2);
        }
        child2 = child2.nextSibling;
      }
      return ls;
    }
    try {
      if (Object.defineProperty) {
        Object.defineProperty(LiveNodeList.prototype, "length", {
          get: function() {
            _updateLiveList(this);
            return this.$$length;
          }
        });
        Object.defineProperty(Node.prototype, "textContent", {
          get: function() {
            if (this.nodeType === ELEMENT_NODE || this.nodeType === DOCUMENT_FRAGMENT_NODE) {
              var buf = [];
              walkDOM(this, null, {
                enter: function(n) {
                  if (n.nodeType === ELEMENT_NODE || n.nodeType === DOCUMENT_FRAGMENT_NODE) {
                    return true;
                  }
                  if (n.nodeType === PROCESSING_INSTRUCTION_NODE || n.nodeType === COMMENT_NODE) {
                    return null;
                  }
                  buf.push(n.nodeValue);
                }
              });
              return buf.join("");
            }
            return this.nodeValue;
          },
          set: function(data) {
            switch (this.nodeType) {
              case ELEMENT_NODE:
              case DOCUMENT_FRAGMENT_NODE:
                while (this.firstChild) {
                  this.removeChild(this.firstChild);
                }
                if (data || String(data)) {
                  this.appendChild(this.ownerDocument.createTextNode(data));
                }
                break;
              default:
                this.data = data;
                this.value = data;
                this.nodeValue = data;
            }
          }
        });
        Object.defineProperty(CharacterData.prototype, "data", {
          get: function() {
            return this._data != null ? this._data : "";
          },
          set: function(v) {
            this._data = v;
            this.length = typeof v === "string" ? v.length : 0;
          }
        });
        Object.defineProperty(CharacterData.prototype, "nodeValue", {
          get: function() {
            return this.data;
          },
          set: function(v) {
            this.data = v;
          },
          enumerable: true,
          configurable: true
        });
        Object.defineProperty(Element.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        Object.defineProperty(Document.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        Object.defineProperty(DocumentFragment.prototype, "children", {
          get: function() {
            return new LiveNodeList(this, childrenRefresh);
          }
        });
        __set__ = function(object, key2, value) {
          object["$$" + key2] = value;
        };
      }
    } catch (e) {
    }
    exports._updateLiveList = _updateLiveList;
    exports.Attr = Attr;
    exports.CDATASection = CDATASection;
    exports.CharacterData = CharacterData;
    exports.Comment = Comment;
    exports.Document = Document;
    exports.DocumentFragment = DocumentFragment;
    exports.DocumentType = DocumentType;
    exports.DOMImplementation = DOMImplementation;
    exports.Element = Element;
    exports.Entity = Entity;
    exports.EntityReference = EntityReference;
    exports.LiveNodeList = LiveNodeList;
    exports.NamedNodeMap = NamedNodeMap;
    exports.Node = Node;
    exports.NodeList = NodeList;
    exports.Notation = Notation;
    exports.Text = Text;
    exports.ProcessingInstruction = ProcessingInstruction;
    exports.walkDOM = walkDOM;
    exports.XMLSerializer = XMLSerializer;
  }
});

// node_modules/@xmldom/xmldom/lib/entities.js
var require_entities = __commonJS({
  "node_modules/@xmldom/xmldom/lib/entities.js"(exports) {
    "use strict";
    var freeze = require_conventions().freeze;
    exports.XML_ENTITIES = freeze({
      amp: "&",
      apos: "'",
      gt: ">",
      lt: "<",
      quot: '"'
    });
    exports.HTML_ENTITIES = freeze({
      Aacute: "\xC1",
      aacute: "\xE1",
      Abreve: "\u0102",
      abreve: "\u0103",
      ac: "\u223E",
      acd: "\u223F",
      acE: "\u223E\u0333",
      Acirc: "\xC2",
      acirc: "\xE2",
      acute: "\xB4",
      Acy: "\u0410",
      acy: "\u0430",
      AElig: "\xC6",
      aelig: "\xE6",
      af: "\u2061",
      Afr: "\u{1D504}",
      afr: "\u{1D51E}",
      Agrave: "\xC0",
      agrave: "\xE0",
      alefsym: "\u2135",
      aleph: "\u2135",
      Alpha: "\u0391",
      alpha: "\u03B1",
      Amacr: "\u0100",
      amacr: "\u0101",
      amalg: "\u2A3F",
      AMP: "&",
      amp: "&",
      And: "\u2A53",
      and: "\u2227",
      andand: "\u2A55",
      andd: "\u2A5C",
      andslope: "\u2A58",
      andv: "\u2A5A",
      ang: "\u2220",
      ange: "\u29A4",
      angle: "\u2220",
      angmsd: "\u2221",
      angmsdaa: "\u29A8",
      angmsdab: "\u29A9",
      angmsdac: "\u29AA",
      angmsdad: "\u29AB",
      angmsdae: "\u29AC",
      angmsdaf: "\u29AD",
      angmsdag: "\u29AE",
      angmsdah: "\u29AF",
      angrt: "\u221F",
      angrtvb: "\u22BE",
      angrtvbd: "\u299D",
      angsph: "\u2222",
      angst: "\xC5",
      angzarr: "\u237C",
      Aogon: "\u0104",
      aogon: "\u0105",
      Aopf: "\u{1D538}",
      aopf: "\u{1D552}",
      ap: "\u2248",
      apacir: "\u2A6F",
      apE: "\u2A70",
      ape: "\u224A",
      apid: "\u224B",
      apos: "'",
      ApplyFunction: "\u2061",
      approx: "\u2248",
      approxeq: "\u224A",
      Aring: "\xC5",
      aring: "\xE5",
      Ascr: "\u{1D49C}",
      ascr: "\u{1D4B6}",
      Assign: "\u2254",
      ast: "*",
      asymp: "\u2248",
      asympeq: "\u224D",
      Atilde: "\xC3",
      atilde: "\xE3",
      Auml: "\xC4",
      auml: "\xE4",
      awconint: "\u2233",
      awint: "\u2A11",
      backcong: "\u224C",
      backepsilon: "\u03F6",
      backprime: "\u2035",
      backsim: "\u223D",
      backsimeq: "\u22CD",
      Backslash: "\u2216",
      Barv: "\u2AE7",
      barvee: "\u22BD",
      Barwed: "\u2306",
      barwed: "\u2305",
      barwedge: "\u2305",
      bbrk: "\u23B5",
      bbrktbrk: "\u23B6",
      bcong: "\u224C",
      Bcy: "\u0411",
      bcy: "\u0431",
      bdquo: "\u201E",
      becaus: "\u2235",
      Because: "\u2235",
      because: "\u2235",
      bemptyv: "\u29B0",
      bepsi: "\u03F6",
      bernou: "\u212C",
      Bernoullis: "\u212C",
      Beta: "\u0392",
      beta: "\u03B2",
      beth: "\u2136",
      between: "\u226C",
      Bfr: "\u{1D505}",
      bfr: "\u{1D51F}",
      bigcap: "\u22C2",
      bigcirc: "\u25EF",
      bigcup: "\u22C3",
      bigodot: "\u2A00",
      bigoplus: "\u2A01",
      bigotimes: "\u2A02",
      bigsqcup: "\u2A06",
      bigstar: "\u2605",
      bigtriangledown: "\u25BD",
      bigtriangleup: "\u25B3",
      biguplus: "\u2A04",
      bigvee: "\u22C1",
      bigwedge: "\u22C0",
      bkarow: "\u290D",
      blacklozenge: "\u29EB",
      blacksquare: "\u25AA",
      blacktriangle: "\u25B4",
      blacktriangledown: "\u25BE",
      blacktriangleleft: "\u25C2",
      blacktriangleright: "\u25B8",
      blank: "\u2423",
      blk12: "\u2592",
      blk14: "\u2591",
      blk34: "\u2593",
      block: "\u2588",
      bne: "=\u20E5",
      bnequiv: "\u2261\u20E5",
      bNot: "\u2AED",
      bnot: "\u2310",
      Bopf: "\u{1D539}",
      bopf: "\u{1D553}",
      bot: "\u22A5",
      bottom: "\u22A5",
      bowtie: "\u22C8",
      boxbox: "\u29C9",
      boxDL: "\u2557",
      boxDl: "\u2556",
      boxdL: "\u2555",
      boxdl: "\u2510",
      boxDR: "\u2554",
      boxDr: "\u2553",
      boxdR: "\u2552",
      boxdr: "\u250C",
      boxH: "\u2550",
      boxh: "\u2500",
      boxHD: "\u2566",
      boxHd: "\u2564",
      boxhD: "\u2565",
      boxhd: "\u252C",
      boxHU: "\u2569",
      boxHu: "\u2567",
      boxhU: "\u2568",
      boxhu: "\u2534",
      boxminus: "\u229F",
      boxplus: "\u229E",
      boxtimes: "\u22A0",
      boxUL: "\u255D",
      boxUl: "\u255C",
      boxuL: "\u255B",
      boxul: "\u2518",
      boxUR: "\u255A",
      boxUr: "\u2559",
      boxuR: "\u2558",
      boxur: "\u2514",
      boxV: "\u2551",
      boxv: "\u2502",
      boxVH: "\u256C",
      boxVh: "\u256B",
      boxvH: "\u256A",
      boxvh: "\u253C",
      boxVL: "\u2563",
      boxVl: "\u2562",
      boxvL: "\u2561",
      boxvl: "\u2524",
      boxVR: "\u2560",
      boxVr: "\u255F",
      boxvR: "\u255E",
      boxvr: "\u251C",
      bprime: "\u2035",
      Breve: "\u02D8",
      breve: "\u02D8",
      brvbar: "\xA6",
      Bscr: "\u212C",
      bscr: "\u{1D4B7}",
      bsemi: "\u204F",
      bsim: "\u223D",
      bsime: "\u22CD",
      bsol: "\\",
      bsolb: "\u29C5",
      bsolhsub: "\u27C8",
      bull: "\u2022",
      bullet: "\u2022",
      bump: "\u224E",
      bumpE: "\u2AAE",
      bumpe: "\u224F",
      Bumpeq: "\u224E",
      bumpeq: "\u224F",
      Cacute: "\u0106",
      cacute: "\u0107",
      Cap: "\u22D2",
      cap: "\u2229",
      capand: "\u2A44",
      capbrcup: "\u2A49",
      capcap: "\u2A4B",
      capcup: "\u2A47",
      capdot: "\u2A40",
      CapitalDifferentialD: "\u2145",
      caps: "\u2229\uFE00",
      caret: "\u2041",
      caron: "\u02C7",
      Cayleys: "\u212D",
      ccaps: "\u2A4D",
      Ccaron: "\u010C",
      ccaron: "\u010D",
      Ccedil: "\xC7",
      ccedil: "\xE7",
      Ccirc: "\u0108",
      ccirc: "\u0109",
      Cconint: "\u2230",
      ccups: "\u2A4C",
      ccupssm: "\u2A50",
      Cdot: "\u010A",
      cdot: "\u010B",
      cedil: "\xB8",
      Cedilla: "\xB8",
      cemptyv: "\u29B2",
      cent: "\xA2",
      CenterDot: "\xB7",
      centerdot: "\xB7",
      Cfr: "\u212D",
      cfr: "\u{1D520}",
      CHcy: "\u0427",
      chcy: "\u0447",
      check: "\u2713",
      checkmark: "\u2713",
      Chi: "\u03A7",
      chi: "\u03C7",
      cir: "\u25CB",
      circ: "\u02C6",
      circeq: "\u2257",
      circlearrowleft: "\u21BA",
      circlearrowright: "\u21BB",
      circledast: "\u229B",
      circledcirc: "\u229A",
      circleddash: "\u229D",
      CircleDot: "\u2299",
      circledR: "\xAE",
      circledS: "\u24C8",
      CircleMinus: "\u2296",
      CirclePlus: "\u2295",
      CircleTimes: "\u2297",
      cirE: "\u29C3",
      cire: "\u2257",
      cirfnint: "\u2A10",
      cirmid: "\u2AEF",
      cirscir: "\u29C2",
      ClockwiseContourIntegral: "\u2232",
      CloseCurlyDoubleQuote: "\u201D",
      CloseCurlyQuote: "\u2019",
      clubs: "\u2663",
      clubsuit: "\u2663",
      Colon: "\u2237",
      colon: ":",
      Colone: "\u2A74",
      colone: "\u2254",
      coloneq: "\u2254",
      comma: ",",
      commat: "@",
      comp: "\u2201",
      compfn: "\u2218",
      complement: "\u2201",
      complexes: "\u2102",
      cong: "\u2245",
      congdot: "\u2A6D",
      Congruent: "\u2261",
      Conint: "\u222F",
      conint: "\u222E",
      ContourIntegral: "\u222E",
      Copf: "\u2102",
      copf: "\u{1D554}",
      coprod: "\u2210",
      Coproduct: "\u2210",
      COPY: "\xA9",
      copy: "\xA9",
      copysr: "\u2117",
      CounterClockwiseContourIntegral: "\u2233",
      crarr: "\u21B5",
      Cross: "\u2A2F",
      cross: "\u2717",
      Cscr: "\u{1D49E}",
      cscr: "\u{1D4B8}",
      csub: "\u2ACF",
      csube: "\u2AD1",
      csup: "\u2AD0",
      csupe: "\u2AD2",
      ctdot: "\u22EF",
      cudarrl: "\u2938",
      cudarrr: "\u2935",
      cuepr: "\u22DE",
      cuesc: "\u22DF",
      cularr: "\u21B6",
      cularrp: "\u293D",
      Cup: "\u22D3",
      cup: "\u222A",
      cupbrcap: "\u2A48",
      CupCap: "\u224D",
      cupcap: "\u2A46",
      cupcup: "\u2A4A",
      cupdot: "\u228D",
      cupor: "\u2A45",
      cups: "\u222A\uFE00",
      curarr: "\u21B7",
      curarrm: "\u293C",
      curlyeqprec: "\u22DE",
      curlyeqsucc: "\u22DF",
      curlyvee: "\u22CE",
      curlywedge: "\u22CF",
      curren: "\xA4",
      curvearrowleft: "\u21B6",
      curvearrowright: "\u21B7",
      cuvee: "\u22CE",
      cuwed: "\u22CF",
      cwconint: "\u2232",
      cwint: "\u2231",
      cylcty: "\u232D",
      Dagger: "\u2021",
      dagger: "\u2020",
      daleth: "\u2138",
      Darr: "\u21A1",
      dArr: "\u21D3",
      darr: "\u2193",
      dash: "\u2010",
      Dashv: "\u2AE4",
      dashv: "\u22A3",
      dbkarow: "\u290F",
      dblac: "\u02DD",
      Dcaron: "\u010E",
      dcaron: "\u010F",
      Dcy: "\u0414",
      dcy: "\u0434",
      DD: "\u2145",
      dd: "\u2146",
      ddagger: "\u2021",
      ddarr: "\u21CA",
      DDotrahd: "\u2911",
      ddotseq: "\u2A77",
      deg: "\xB0",
      Del: "\u2207",
      Delta: "\u0394",
      delta: "\u03B4",
      demptyv: "\u29B1",
      dfisht: "\u297F",
      Dfr: "\u{1D507}",
      dfr: "\u{1D521}",
      dHar: "\u2965",
      dharl: "\u21C3",
      dharr: "\u21C2",
      DiacriticalAcute: "\xB4",
      DiacriticalDot: "\u02D9",
      DiacriticalDoubleAcute: "\u02DD",
      DiacriticalGrave: "`",
      DiacriticalTilde: "\u02DC",
      diam: "\u22C4",
      Diamond: "\u22C4",
      diamond: "\u22C4",
      diamondsuit: "\u2666",
      diams: "\u2666",
      die: "\xA8",
      DifferentialD: "\u2146",
      digamma: "\u03DD",
      disin: "\u22F2",
      div: "\xF7",
      divide: "\xF7",
      divideontimes: "\u22C7",
      divonx: "\u22C7",
      DJcy: "\u0402",
      djcy: "\u0452",
      dlcorn: "\u231E",
      dlcrop: "\u230D",
      dollar: "$",
      Dopf: "\u{1D53B}",
      dopf: "\u{1D555}",
      Dot: "\xA8",
      dot: "\u02D9",
      DotDot: "\u20DC",
      doteq: "\u2250",
      doteqdot: "\u2251",
      DotEqual: "\u2250",
      dotminus: "\u2238",
      dotplus: "\u2214",
      dotsquare: "\u22A1",
      doublebarwedge: "\u2306",
      DoubleContourIntegral: "\u222F",
      DoubleDot: "\xA8",
      DoubleDownArrow: "\u21D3",
      DoubleLeftArrow: "\u21D0",
      DoubleLeftRightArrow: "\u21D4",
      DoubleLeftTee: "\u2AE4",
      DoubleLongLeftArrow: "\u27F8",
      DoubleLongLeftRightArrow: "\u27FA",
      DoubleLongRightArrow: "\u27F9",
      DoubleRightArrow: "\u21D2",
      DoubleRightTee: "\u22A8",
      DoubleUpArrow: "\u21D1",
      DoubleUpDownArrow: "\u21D5",
      DoubleVerticalBar: "\u2225",
      DownArrow: "\u2193",
      Downarrow: "\u21D3",
      downarrow: "\u2193",
      DownArrowBar: "\u2913",
      DownArrowUpArrow: "\u21F5",
      DownBreve: "\u0311",
      downdownarrows: "\u21CA",
      downharpoonleft: "\u21C3",
      downharpoonright: "\u21C2",
      DownLeftRightVector: "\u2950",
      DownLeftTeeVector: "\u295E",
      DownLeftVector: "\u21BD",
      DownLeftVectorBar: "\u2956",
      DownRightTeeVector: "\u295F",
      DownRightVector: "\u21C1",
      DownRightVectorBar: "\u2957",
      DownTee: "\u22A4",
      DownTeeArrow: "\u21A7",
      drbkarow: "\u2910",
      drcorn: "\u231F",
      drcrop: "\u230C",
      Dscr: "\u{1D49F}",
      dscr: "\u{1D4B9}",
      DScy: "\u0405",
      dscy: "\u0455",
      dsol: "\u29F6",
      Dstrok: "\u0110",
      dstrok: "\u0111",
      dtdot: "\u22F1",
      dtri: "\u25BF",
      dtrif: "\u25BE",
      duarr: "\u21F5",
      duhar: "\u296F",
      dwangle: "\u29A6",
      DZcy: "\u040F",
      dzcy: "\u045F",
      dzigrarr: "\u27FF",
      Eacute: "\xC9",
      eacute: "\xE9",
      easter: "\u2A6E",
      Ecaron: "\u011A",
      ecaron: "\u011B",
      ecir: "\u2256",
      Ecirc: "\xCA",
      ecirc: "\xEA",
      ecolon: "\u2255",
      Ecy: "\u042D",
      ecy: "\u044D",
      eDDot: "\u2A77",
      Edot: "\u0116",
      eDot: "\u2251",
      edot: "\u0117",
      ee: "\u2147",
      efDot: "\u2252",
      Efr: "\u{1D508}",
      efr: "\u{1D522}",
      eg: "\u2A9A",
      Egrave: "\xC8",
      egrave: "\xE8",
      egs: "\u2A96",
      egsdot: "\u2A98",
      el: "\u2A99",
      Element: "\u2208",
      elinters: "\u23E7",
      ell: "\u2113",
      els: "\u2A95",
      elsdot: "\u2A97",
      Emacr: "\u0112",
      emacr: "\u0113",
      empty: "\u2205",
      emptyset: "\u2205",
      EmptySmallSquare: "\u25FB",
      emptyv: "\u2205",
      EmptyVerySmallSquare: "\u25AB",
      emsp: "\u2003",
      emsp13: "\u2004",
      emsp14: "\u2005",
      ENG: "\u014A",
      eng: "\u014B",
      ensp: "\u2002",
      Eogon: "\u0118",
      eogon: "\u0119",
      Eopf: "\u{1D53C}",
      eopf: "\u{1D556}",
      epar: "\u22D5",
      eparsl: "\u29E3",
      eplus: "\u2A71",
      epsi: "\u03B5",
      Epsilon: "\u0395",
      epsilon: "\u03B5",
      epsiv: "\u03F5",
      eqcirc: "\u2256",
      eqcolon: "\u2255",
      eqsim: "\u2242",
      eqslantgtr: "\u2A96",
      eqslantless: "\u2A95",
      Equal: "\u2A75",
      equals: "=",
      EqualTilde: "\u2242",
      equest: "\u225F",
      Equilibrium: "\u21CC",
      equiv: "\u2261",
      equivDD: "\u2A78",
      eqvparsl: "\u29E5",
      erarr: "\u2971",
      erDot: "\u2253",
      Escr: "\u2130",
      escr: "\u212F",
      esdot: "\u2250",
      Esim: "\u2A73",
      esim: "\u2242",
      Eta: "\u0397",
      eta: "\u03B7",
      ETH: "\xD0",
      eth: "\xF0",
      Euml: "\xCB",
      euml: "\xEB",
      euro: "\u20AC",
      excl: "!",
      exist: "\u2203",
      Exists: "\u2203",
      expectation: "\u2130",
      ExponentialE: "\u2147",
      exponentiale: "\u2147",
      fallingdotseq: "\u2252",
      Fcy: "\u0424",
      fcy: "\u0444",
      female: "\u2640",
      ffilig: "\uFB03",
      fflig: "\uFB00",
      ffllig: "\uFB04",
      Ffr: "\u{1D509}",
      ffr: "\u{1D523}",
      filig: "\uFB01",
      FilledSmallSquare: "\u25FC",
      FilledVerySmallSquare: "\u25AA",
      fjlig: "fj",
      flat: "\u266D",
      fllig: "\uFB02",
      fltns: "\u25B1",
      fnof: "\u0192",
      Fopf: "\u{1D53D}",
      fopf: "\u{1D557}",
      ForAll: "\u2200",
      forall: "\u2200",
      fork: "\u22D4",
      forkv: "\u2AD9",
      Fouriertrf: "\u2131",
      fpartint: "\u2A0D",
      frac12: "\xBD",
      frac13: "\u2153",
      frac14: "\xBC",
      frac15: "\u2155",
      frac16: "\u2159",
      frac18: "\u215B",
      frac23: "\u2154",
      frac25: "\u2156",
      frac34: "\xBE",
      frac35: "\u2157",
      frac38: "\u215C",
      frac45: "\u2158",
      frac56: "\u215A",
      frac58: "\u215D",
      frac78: "\u215E",
      frasl: "\u2044",
      frown: "\u2322",
      Fscr: "\u2131",
      fscr: "\u{1D4BB}",
      gacute: "\u01F5",
      Gamma: "\u0393",
      gamma: "\u03B3",
      Gammad: "\u03DC",
      gammad: "\u03DD",
      gap: "\u2A86",
      Gbreve: "\u011E",
      gbreve: "\u011F",
      Gcedil: "\u0122",
      Gcirc: "\u011C",
      gcirc: "\u011D",
      Gcy: "\u0413",
      gcy: "\u0433",
      Gdot: "\u0120",
      gdot: "\u0121",
      gE: "\u2267",
      ge: "\u2265",
      gEl: "\u2A8C",
      gel: "\u22DB",
      geq: "\u2265",
      geqq: "\u2267",
      geqslant: "\u2A7E",
      ges: "\u2A7E",
      gescc: "\u2AA9",
      gesdot: "\u2A80",
      gesdoto: "\u2A82",
      gesdotol: "\u2A84",
      gesl: "\u22DB\uFE00",
      gesles: "\u2A94",
      Gfr: "\u{1D50A}",
      gfr: "\u{1D524}",
      Gg: "\u22D9",
      gg: "\u226B",
      ggg: "\u22D9",
      gimel: "\u2137",
      GJcy: "\u0403",
      gjcy: "\u0453",
      gl: "\u2277",
      gla: "\u2AA5",
      glE: "\u2A92",
      glj: "\u2AA4",
      gnap: "\u2A8A",
      gnapprox: "\u2A8A",
      gnE: "\u2269",
      gne: "\u2A88",
      gneq: "\u2A88",
      gneqq: "\u2269",
      gnsim: "\u22E7",
      Gopf: "\u{1D53E}",
      gopf: "\u{1D558}",
      grave: "`",
      GreaterEqual: "\u2265",
      GreaterEqualLess: "\u22DB",
      GreaterFullEqual: "\u2267",
      GreaterGreater: "\u2AA2",
      GreaterLess: "\u2277",
      GreaterSlantEqual: "\u2A7E",
      GreaterTilde: "\u2273",
      Gscr: "\u{1D4A2}",
      gscr: "\u210A",
      gsim: "\u2273",
      gsime: "\u2A8E",
      gsiml: "\u2A90",
      Gt: "\u226B",
      GT: ">",
      gt: ">",
      gtcc: "\u2AA7",
      gtcir: "\u2A7A",
      gtdot: "\u22D7",
      gtlPar: "\u2995",
      gtquest: "\u2A7C",
      gtrapprox: "\u2A86",
      gtrarr: "\u2978",
      gtrdot: "\u22D7",
      gtreqless: "\u22DB",
      gtreqqless: "\u2A8C",
      gtrless: "\u2277",
      gtrsim: "\u2273",
      gvertneqq: "\u2269\uFE00",
      gvnE: "\u2269\uFE00",
      Hacek: "\u02C7",
      hairsp: "\u200A",
      half: "\xBD",
      hamilt: "\u210B",
      HARDcy: "\u042A",
      hardcy: "\u044A",
      hArr: "\u21D4",
      harr: "\u2194",
      harrcir: "\u2948",
      harrw: "\u21AD",
      Hat: "^",
      hbar: "\u210F",
      Hcirc: "\u0124",
      hcirc: "\u0125",
      hearts: "\u2665",
      heartsuit: "\u2665",
      hellip: "\u2026",
      hercon: "\u22B9",
      Hfr: "\u210C",
      hfr: "\u{1D525}",
      HilbertSpace: "\u210B",
      hksearow: "\u2925",
      hkswarow: "\u2926",
      hoarr: "\u21FF",
      homtht: "\u223B",
      hookleftarrow: "\u21A9",
      hookrightarrow: "\u21AA",
      Hopf: "\u210D",
      hopf: "\u{1D559}",
      horbar: "\u2015",
      HorizontalLine: "\u2500",
      Hscr: "\u210B",
      hscr: "\u{1D4BD}",
      hslash: "\u210F",
      Hstrok: "\u0126",
      hstrok: "\u0127",
      HumpDownHump: "\u224E",
      HumpEqual: "\u224F",
      hybull: "\u2043",
      hyphen: "\u2010",
      Iacute: "\xCD",
      iacute: "\xED",
      ic: "\u2063",
      Icirc: "\xCE",
      icirc: "\xEE",
      Icy: "\u0418",
      icy: "\u0438",
      Idot: "\u0130",
      IEcy: "\u0415",
      iecy: "\u0435",
      iexcl: "\xA1",
      iff: "\u21D4",
      Ifr: "\u2111",
      ifr: "\u{1D526}",
      Igrave: "\xCC",
      igrave: "\xEC",
      ii: "\u2148",
      iiiint: "\u2A0C",
      iiint: "\u222D",
      iinfin: "\u29DC",
      iiota: "\u2129",
      IJlig: "\u0132",
      ijlig: "\u0133",
      Im: "\u2111",
      Imacr: "\u012A",
      imacr: "\u012B",
      image: "\u2111",
      ImaginaryI: "\u2148",
      imagline: "\u2110",
      imagpart: "\u2111",
      imath: "\u0131",
      imof: "\u22B7",
      imped: "\u01B5",
      Implies: "\u21D2",
      in: "\u2208",
      incare: "\u2105",
      infin: "\u221E",
      infintie: "\u29DD",
      inodot: "\u0131",
      Int: "\u222C",
      int: "\u222B",
      intcal: "\u22BA",
      integers: "\u2124",
      Integral: "\u222B",
      intercal: "\u22BA",
      Intersection: "\u22C2",
      intlarhk: "\u2A17",
      intprod: "\u2A3C",
      InvisibleComma: "\u2063",
      InvisibleTimes: "\u2062",
      IOcy: "\u0401",
      iocy: "\u0451",
      Iogon: "\u012E",
      iogon: "\u012F",
      Iopf: "\u{1D540}",
      iopf: "\u{1D55A}",
      Iota: "\u0399",
      iota: "\u03B9",
      iprod: "\u2A3C",
      iquest: "\xBF",
      Iscr: "\u2110",
      iscr: "\u{1D4BE}",
      isin: "\u2208",
      isindot: "\u22F5",
      isinE: "\u22F9",
      isins: "\u22F4",
      isinsv: "\u22F3",
      isinv: "\u2208",
      it: "\u2062",
      Itilde: "\u0128",
      itilde: "\u0129",
      Iukcy: "\u0406",
      iukcy: "\u0456",
      Iuml: "\xCF",
      iuml: "\xEF",
      Jcirc: "\u0134",
      jcirc: "\u0135",
      Jcy: "\u0419",
      jcy: "\u0439",
      Jfr: "\u{1D50D}",
      jfr: "\u{1D527}",
      jmath: "\u0237",
      Jopf: "\u{1D541}",
      jopf: "\u{1D55B}",
      Jscr: "\u{1D4A5}",
      jscr: "\u{1D4BF}",
      Jsercy: "\u0408",
      jsercy: "\u0458",
      Jukcy: "\u0404",
      jukcy: "\u0454",
      Kappa: "\u039A",
      kappa: "\u03BA",
      kappav: "\u03F0",
      Kcedil: "\u0136",
      kcedil: "\u0137",
      Kcy: "\u041A",
      kcy: "\u043A",
      Kfr: "\u{1D50E}",
      kfr: "\u{1D528}",
      kgreen: "\u0138",
      KHcy: "\u0425",
      khcy: "\u0445",
      KJcy: "\u040C",
      kjcy: "\u045C",
      Kopf: "\u{1D542}",
      kopf: "\u{1D55C}",
      Kscr: "\u{1D4A6}",
      kscr: "\u{1D4C0}",
      lAarr: "\u21DA",
      Lacute: "\u0139",
      lacute: "\u013A",
      laemptyv: "\u29B4",
      lagran: "\u2112",
      Lambda: "\u039B",
      lambda: "\u03BB",
      Lang: "\u27EA",
      lang: "\u27E8",
      langd: "\u2991",
      langle: "\u27E8",
      lap: "\u2A85",
      Laplacetrf: "\u2112",
      laquo: "\xAB",
      Larr: "\u219E",
      lArr: "\u21D0",
      larr: "\u2190",
      larrb: "\u21E4",
      larrbfs: "\u291F",
      larrfs: "\u291D",
      larrhk: "\u21A9",
      larrlp: "\u21AB",
      larrpl: "\u2939",
      larrsim: "\u2973",
      larrtl: "\u21A2",
      lat: "\u2AAB",
      lAtail: "\u291B",
      latail: "\u2919",
      late: "\u2AAD",
      lates: "\u2AAD\uFE00",
      lBarr: "\u290E",
      lbarr: "\u290C",
      lbbrk: "\u2772",
      lbrace: "{",
      lbrack: "[",
      lbrke: "\u298B",
      lbrksld: "\u298F",
      lbrkslu: "\u298D",
      Lcaron: "\u013D",
      lcaron: "\u013E",
      Lcedil: "\u013B",
      lcedil: "\u013C",
      lceil: "\u2308",
      lcub: "{",
      Lcy: "\u041B",
      lcy: "\u043B",
      ldca: "\u2936",
      ldquo: "\u201C",
      ldquor: "\u201E",
      ldrdhar: "\u2967",
      ldrushar: "\u294B",
      ldsh: "\u21B2",
      lE: "\u2266",
      le: "\u2264",
      LeftAngleBracket: "\u27E8",
      LeftArrow: "\u2190",
      Leftarrow: "\u21D0",
      leftarrow: "\u2190",
      LeftArrowBar: "\u21E4",
      LeftArrowRightArrow: "\u21C6",
      leftarrowtail: "\u21A2",
      LeftCeiling: "\u2308",
      LeftDoubleBracket: "\u27E6",
      LeftDownTeeVector: "\u2961",
      LeftDownVector: "\u21C3",
      LeftDownVectorBar: "\u2959",
      LeftFloor: "\u230A",
      leftharpoondown: "\u21BD",
      leftharpoonup: "\u21BC",
      leftleftarrows: "\u21C7",
      LeftRightArrow: "\u2194",
      Leftrightarrow: "\u21D4",
      leftrightarrow: "\u2194",
      leftrightarrows: "\u21C6",
      leftrightharpoons: "\u21CB",
      leftrightsquigarrow: "\u21AD",
      LeftRightVector: "\u294E",
      LeftTee: "\u22A3",
      LeftTeeArrow: "\u21A4",
      LeftTeeVector: "\u295A",
      leftthreetimes: "\u22CB",
      LeftTriangle: "\u22B2",
      LeftTriangleBar: "\u29CF",
      LeftTriangleEqual: "\u22B4",
      LeftUpDownVector: "\u2951",
      LeftUpTeeVector: "\u2960",
      LeftUpVector: "\u21BF",
      LeftUpVectorBar: "\u2958",
      LeftVector: "\u21BC",
      LeftVectorBar: "\u2952",
      lEg: "\u2A8B",
      leg: "\u22DA",
      leq: "\u2264",
      leqq: "\u2266",
      leqslant: "\u2A7D",
      les: "\u2A7D",
      lescc: "\u2AA8",
      lesdot: "\u2A7F",
      lesdoto: "\u2A81",
      lesdotor: "\u2A83",
      lesg: "\u22DA\uFE00",
      lesges: "\u2A93",
      lessapprox: "\u2A85",
      lessdot: "\u22D6",
      lesseqgtr: "\u22DA",
      lesseqqgtr: "\u2A8B",
      LessEqualGreater: "\u22DA",
      LessFullEqual: "\u2266",
      LessGreater: "\u2276",
      lessgtr: "\u2276",
      LessLess: "\u2AA1",
      lesssim: "\u2272",
      LessSlantEqual: "\u2A7D",
      LessTilde: "\u2272",
      lfisht: "\u297C",
      lfloor: "\u230A",
      Lfr: "\u{1D50F}",
      lfr: "\u{1D529}",
      lg: "\u2276",
      lgE: "\u2A91",
      lHar: "\u2962",
      lhard: "\u21BD",
      lharu: "\u21BC",
      lharul: "\u296A",
      lhblk: "\u2584",
      LJcy: "\u0409",
      ljcy: "\u0459",
      Ll: "\u22D8",
      ll: "\u226A",
      llarr: "\u21C7",
      llcorner: "\u231E",
      Lleftarrow: "\u21DA",
      llhard: "\u296B",
      lltri: "\u25FA",
      Lmidot: "\u013F",
      lmidot: "\u0140",
      lmoust: "\u23B0",
      lmoustache: "\u23B0",
      lnap: "\u2A89",
      lnapprox: "\u2A89",
      lnE: "\u2268",
      lne: "\u2A87",
      lneq: "\u2A87",
      lneqq: "\u2268",
      lnsim: "\u22E6",
      loang: "\u27EC",
      loarr: "\u21FD",
      lobrk: "\u27E6",
      LongLeftArrow: "\u27F5",
      Longleftarrow: "\u27F8",
      longleftarrow: "\u27F5",
      LongLeftRightArrow: "\u27F7",
      Longleftrightarrow: "\u27FA",
      longleftrightarrow: "\u27F7",
      longmapsto: "\u27FC",
      LongRightArrow: "\u27F6",
      Longrightarrow: "\u27F9",
      longrightarrow: "\u27F6",
      looparrowleft: "\u21AB",
      looparrowright: "\u21AC",
      lopar: "\u2985",
      Lopf: "\u{1D543}",
      lopf: "\u{1D55D}",
      loplus: "\u2A2D",
      lotimes: "\u2A34",
      lowast: "\u2217",
      lowbar: "_",
      LowerLeftArrow: "\u2199",
      LowerRightArrow: "\u2198",
      loz: "\u25CA",
      lozenge: "\u25CA",
      lozf: "\u29EB",
      lpar: "(",
      lparlt: "\u2993",
      lrarr: "\u21C6",
      lrcorner: "\u231F",
      lrhar: "\u21CB",
      lrhard: "\u296D",
      lrm: "\u200E",
      lrtri: "\u22BF",
      lsaquo: "\u2039",
      Lscr: "\u2112",
      lscr: "\u{1D4C1}",
      Lsh: "\u21B0",
      lsh: "\u21B0",
      lsim: "\u2272",
      lsime: "\u2A8D",
      lsimg: "\u2A8F",
      lsqb: "[",
      lsquo: "\u2018",
      lsquor: "\u201A",
      Lstrok: "\u0141",
      lstrok: "\u0142",
      Lt: "\u226A",
      LT: "<",
      lt: "<",
      ltcc: "\u2AA6",
      ltcir: "\u2A79",
      ltdot: "\u22D6",
      lthree: "\u22CB",
      ltimes: "\u22C9",
      ltlarr: "\u2976",
      ltquest: "\u2A7B",
      ltri: "\u25C3",
      ltrie: "\u22B4",
      ltrif: "\u25C2",
      ltrPar: "\u2996",
      lurdshar: "\u294A",
      luruhar: "\u2966",
      lvertneqq: "\u2268\uFE00",
      lvnE: "\u2268\uFE00",
      macr: "\xAF",
      male: "\u2642",
      malt: "\u2720",
      maltese: "\u2720",
      Map: "\u2905",
      map: "\u21A6",
      mapsto: "\u21A6",
      mapstodown: "\u21A7",
      mapstoleft: "\u21A4",
      mapstoup: "\u21A5",
      marker: "\u25AE",
      mcomma: "\u2A29",
      Mcy: "\u041C",
      mcy: "\u043C",
      mdash: "\u2014",
      mDDot: "\u223A",
      measuredangle: "\u2221",
      MediumSpace: "\u205F",
      Mellintrf: "\u2133",
      Mfr: "\u{1D510}",
      mfr: "\u{1D52A}",
      mho: "\u2127",
      micro: "\xB5",
      mid: "\u2223",
      midast: "*",
      midcir: "\u2AF0",
      middot: "\xB7",
      minus: "\u2212",
      minusb: "\u229F",
      minusd: "\u2238",
      minusdu: "\u2A2A",
      MinusPlus: "\u2213",
      mlcp: "\u2ADB",
      mldr: "\u2026",
      mnplus: "\u2213",
      models: "\u22A7",
      Mopf: "\u{1D544}",
      mopf: "\u{1D55E}",
      mp: "\u2213",
      Mscr: "\u2133",
      mscr: "\u{1D4C2}",
      mstpos: "\u223E",
      Mu: "\u039C",
      mu: "\u03BC",
      multimap: "\u22B8",
      mumap: "\u22B8",
      nabla: "\u2207",
      Nacute: "\u0143",
      nacute: "\u0144",
      nang: "\u2220\u20D2",
      nap: "\u2249",
      napE: "\u2A70\u0338",
      napid: "\u224B\u0338",
      napos: "\u0149",
      napprox: "\u2249",
      natur: "\u266E",
      natural: "\u266E",
      naturals: "\u2115",
      nbsp: "\xA0",
      nbump: "\u224E\u0338",
      nbumpe: "\u224F\u0338",
      ncap: "\u2A43",
      Ncaron: "\u0147",
      ncaron: "\u0148",
      Ncedil: "\u0145",
      ncedil: "\u0146",
      ncong: "\u2247",
      ncongdot: "\u2A6D\u0338",
      ncup: "\u2A42",
      Ncy: "\u041D",
      ncy: "\u043D",
      ndash: "\u2013",
      ne: "\u2260",
      nearhk: "\u2924",
      neArr: "\u21D7",
      nearr: "\u2197",
      nearrow: "\u2197",
      nedot: "\u2250\u0338",
      NegativeMediumSpace: "\u200B",
      NegativeThickSpace: "\u200B",
      NegativeThinSpace: "\u200B",
      NegativeVeryThinSpace: "\u200B",
      nequiv: "\u2262",
      nesear: "\u2928",
      nesim: "\u2242\u0338",
      NestedGreaterGreater: "\u226B",
      NestedLessLess: "\u226A",
      NewLine: "\n",
      nexist: "\u2204",
      nexists: "\u2204",
      Nfr: "\u{1D511}",
      nfr: "\u{1D52B}",
      ngE: "\u2267\u0338",
      nge: "\u2271",
      ngeq: "\u2271",
      ngeqq: "\u2267\u0338",
      ngeqslant: "\u2A7E\u0338",
      nges: "\u2A7E\u0338",
      nGg: "\u22D9\u0338",
      ngsim: "\u2275",
      nGt: "\u226B\u20D2",
      ngt: "\u226F",
      ngtr: "\u226F",
      nGtv: "\u226B\u0338",
      nhArr: "\u21CE",
      nharr: "\u21AE",
      nhpar: "\u2AF2",
      ni: "\u220B",
      nis: "\u22FC",
      nisd: "\u22FA",
      niv: "\u220B",
      NJcy: "\u040A",
      njcy: "\u045A",
      nlArr: "\u21CD",
      nlarr: "\u219A",
      nldr: "\u2025",
      nlE: "\u2266\u0338",
      nle: "\u2270",
      nLeftarrow: "\u21CD",
      nleftarrow: "\u219A",
      nLeftrightarrow: "\u21CE",
      nleftrightarrow: "\u21AE",
      nleq: "\u2270",
      nleqq: "\u2266\u0338",
      nleqslant: "\u2A7D\u0338",
      nles: "\u2A7D\u0338",
      nless: "\u226E",
      nLl: "\u22D8\u0338",
      nlsim: "\u2274",
      nLt: "\u226A\u20D2",
      nlt: "\u226E",
      nltri: "\u22EA",
      nltrie: "\u22EC",
      nLtv: "\u226A\u0338",
      nmid: "\u2224",
      NoBreak: "\u2060",
      NonBreakingSpace: "\xA0",
      Nopf: "\u2115",
      nopf: "\u{1D55F}",
      Not: "\u2AEC",
      not: "\xAC",
      NotCongruent: "\u2262",
      NotCupCap: "\u226D",
      NotDoubleVerticalBar: "\u2226",
      NotElement: "\u2209",
      NotEqual: "\u2260",
      NotEqualTilde: "\u2242\u0338",
      NotExists: "\u2204",
      NotGreater: "\u226F",
      NotGreaterEqual: "\u2271",
      NotGreaterFullEqual: "\u2267\u0338",
      NotGreaterGreater: "\u226B\u0338",
      NotGreaterLess: "\u2279",
      NotGreaterSlantEqual: "\u2A7E\u0338",
      NotGreaterTilde: "\u2275",
      NotHumpDownHump: "\u224E\u0338",
      NotHumpEqual: "\u224F\u0338",
      notin: "\u2209",
      notindot: "\u22F5\u0338",
      notinE: "\u22F9\u0338",
      notinva: "\u2209",
      notinvb: "\u22F7",
      notinvc: "\u22F6",
      NotLeftTriangle: "\u22EA",
      NotLeftTriangleBar: "\u29CF\u0338",
      NotLeftTriangleEqual: "\u22EC",
      NotLess: "\u226E",
      NotLessEqual: "\u2270",
      NotLessGreater: "\u2278",
      NotLessLess: "\u226A\u0338",
      NotLessSlantEqual: "\u2A7D\u0338",
      NotLessTilde: "\u2274",
      NotNestedGreaterGreater: "\u2AA2\u0338",
      NotNestedLessLess: "\u2AA1\u0338",
      notni: "\u220C",
      notniva: "\u220C",
      notnivb: "\u22FE",
      notnivc: "\u22FD",
      NotPrecedes: "\u2280",
      NotPrecedesEqual: "\u2AAF\u0338",
      NotPrecedesSlantEqual: "\u22E0",
      NotReverseElement: "\u220C",
      NotRightTriangle: "\u22EB",
      NotRightTriangleBar: "\u29D0\u0338",
      NotRightTriangleEqual: "\u22ED",
      NotSquareSubset: "\u228F\u0338",
      NotSquareSubsetEqual: "\u22E2",
      NotSquareSuperset: "\u2290\u0338",
      NotSquareSupersetEqual: "\u22E3",
      NotSubset: "\u2282\u20D2",
      NotSubsetEqual: "\u2288",
      NotSucceeds: "\u2281",
      NotSucceedsEqual: "\u2AB0\u0338",
      NotSucceedsSlantEqual: "\u22E1",
      NotSucceedsTilde: "\u227F\u0338",
      NotSuperset: "\u2283\u20D2",
      NotSupersetEqual: "\u2289",
      NotTilde: "\u2241",
      NotTildeEqual: "\u2244",
      NotTildeFullEqual: "\u2247",
      NotTildeTilde: "\u2249",
      NotVerticalBar: "\u2224",
      npar: "\u2226",
      nparallel: "\u2226",
      nparsl: "\u2AFD\u20E5",
      npart: "\u2202\u0338",
      npolint: "\u2A14",
      npr: "\u2280",
      nprcue: "\u22E0",
      npre: "\u2AAF\u0338",
      nprec: "\u2280",
      npreceq: "\u2AAF\u0338",
      nrArr: "\u21CF",
      nrarr: "\u219B",
      nrarrc: "\u2933\u0338",
      nrarrw: "\u219D\u0338",
      nRightarrow: "\u21CF",
      nrightarrow: "\u219B",
      nrtri: "\u22EB",
      nrtrie: "\u22ED",
      nsc: "\u2281",
      nsccue: "\u22E1",
      nsce: "\u2AB0\u0338",
      Nscr: "\u{1D4A9}",
      nscr: "\u{1D4C3}",
      nshortmid: "\u2224",
      nshortparallel: "\u2226",
      nsim: "\u2241",
      nsime: "\u2244",
      nsimeq: "\u2244",
      nsmid: "\u2224",
      nspar: "\u2226",
      nsqsube: "\u22E2",
      nsqsupe: "\u22E3",
      nsub: "\u2284",
      nsubE: "\u2AC5\u0338",
      nsube: "\u2288",
      nsubset: "\u2282\u20D2",
      nsubseteq: "\u2288",
      nsubseteqq: "\u2AC5\u0338",
      nsucc: "\u2281",
      nsucceq: "\u2AB0\u0338",
      nsup: "\u2285",
      nsupE: "\u2AC6\u0338",
      nsupe: "\u2289",
      nsupset: "\u2283\u20D2",
      nsupseteq: "\u2289",
      nsupseteqq: "\u2AC6\u0338",
      ntgl: "\u2279",
      Ntilde: "\xD1",
      ntilde: "\xF1",
      ntlg: "\u2278",
      ntriangleleft: "\u22EA",
      ntrianglelefteq: "\u22EC",
      ntriangleright: "\u22EB",
      ntrianglerighteq: "\u22ED",
      Nu: "\u039D",
      nu: "\u03BD",
      num: "#",
      numero: "\u2116",
      numsp: "\u2007",
      nvap: "\u224D\u20D2",
      nVDash: "\u22AF",
      nVdash: "\u22AE",
      nvDash: "\u22AD",
      nvdash: "\u22AC",
      nvge: "\u2265\u20D2",
      nvgt: ">\u20D2",
      nvHarr: "\u2904",
      nvinfin: "\u29DE",
      nvlArr: "\u2902",
      nvle: "\u2264\u20D2",
      nvlt: "<\u20D2",
      nvltrie: "\u22B4\u20D2",
      nvrArr: "\u2903",
      nvrtrie: "\u22B5\u20D2",
      nvsim: "\u223C\u20D2",
      nwarhk: "\u2923",
      nwArr: "\u21D6",
      nwarr: "\u2196",
      nwarrow: "\u2196",
      nwnear: "\u2927",
      Oacute: "\xD3",
      oacute: "\xF3",
      oast: "\u229B",
      ocir: "\u229A",
      Ocirc: "\xD4",
      ocirc: "\xF4",
      Ocy: "\u041E",
      ocy: "\u043E",
      odash: "\u229D",
      Odblac: "\u0150",
      odblac: "\u0151",
      odiv: "\u2A38",
      odot: "\u2299",
      odsold: "\u29BC",
      OElig: "\u0152",
      oelig: "\u0153",
      ofcir: "\u29BF",
      Ofr: "\u{1D512}",
      ofr: "\u{1D52C}",
      ogon: "\u02DB",
      Ograve: "\xD2",
      ograve: "\xF2",
      ogt: "\u29C1",
      ohbar: "\u29B5",
      ohm: "\u03A9",
      oint: "\u222E",
      olarr: "\u21BA",
      olcir: "\u29BE",
      olcross: "\u29BB",
      oline: "\u203E",
      olt: "\u29C0",
      Omacr: "\u014C",
      omacr: "\u014D",
      Omega: "\u03A9",
      omega: "\u03C9",
      Omicron: "\u039F",
      omicron: "\u03BF",
      omid: "\u29B6",
      ominus: "\u2296",
      Oopf: "\u{1D546}",
      oopf: "\u{1D560}",
      opar: "\u29B7",
      OpenCurlyDoubleQuote: "\u201C",
      OpenCurlyQuote: "\u2018",
      operp: "\u29B9",
      oplus: "\u2295",
      Or: "\u2A54",
      or: "\u2228",
      orarr: "\u21BB",
      ord: "\u2A5D",
      order: "\u2134",
      orderof: "\u2134",
      ordf: "\xAA",
      ordm: "\xBA",
      origof: "\u22B6",
      oror: "\u2A56",
      orslope: "\u2A57",
      orv: "\u2A5B",
      oS: "\u24C8",
      Oscr: "\u{1D4AA}",
      oscr: "\u2134",
      Oslash: "\xD8",
      oslash: "\xF8",
      osol: "\u2298",
      Otilde: "\xD5",
      otilde: "\xF5",
      Otimes: "\u2A37",
      otimes: "\u2297",
      otimesas: "\u2A36",
      Ouml: "\xD6",
      ouml: "\xF6",
      ovbar: "\u233D",
      OverBar: "\u203E",
      OverBrace: "\u23DE",
      OverBracket: "\u23B4",
      OverParenthesis: "\u23DC",
      par: "\u2225",
      para: "\xB6",
      parallel: "\u2225",
      parsim: "\u2AF3",
      parsl: "\u2AFD",
      part: "\u2202",
      PartialD: "\u2202",
      Pcy: "\u041F",
      pcy: "\u043F",
      percnt: "%",
      period: ".",
      permil: "\u2030",
      perp: "\u22A5",
      pertenk: "\u2031",
      Pfr: "\u{1D513}",
      pfr: "\u{1D52D}",
      Phi: "\u03A6",
      phi: "\u03C6",
      phiv: "\u03D5",
      phmmat: "\u2133",
      phone: "\u260E",
      Pi: "\u03A0",
      pi: "\u03C0",
      pitchfork: "\u22D4",
      piv: "\u03D6",
      planck: "\u210F",
      planckh: "\u210E",
      plankv: "\u210F",
      plus: "+",
      plusacir: "\u2A23",
      plusb: "\u229E",
      pluscir: "\u2A22",
      plusdo: "\u2214",
      plusdu: "\u2A25",
      pluse: "\u2A72",
      PlusMinus: "\xB1",
      plusmn: "\xB1",
      plussim: "\u2A26",
      plustwo: "\u2A27",
      pm: "\xB1",
      Poincareplane: "\u210C",
      pointint: "\u2A15",
      Popf: "\u2119",
      popf: "\u{1D561}",
      pound: "\xA3",
      Pr: "\u2ABB",
      pr: "\u227A",
      prap: "\u2AB7",
      prcue: "\u227C",
      prE: "\u2AB3",
      pre: "\u2AAF",
      prec: "\u227A",
      precapprox: "\u2AB7",
      preccurlyeq: "\u227C",
      Precedes: "\u227A",
      PrecedesEqual: "\u2AAF",
      PrecedesSlantEqual: "\u227C",
      PrecedesTilde: "\u227E",
      preceq: "\u2AAF",
      precnapprox: "\u2AB9",
      precneqq: "\u2AB5",
      precnsim: "\u22E8",
      precsim: "\u227E",
      Prime: "\u2033",
      prime: "\u2032",
      primes: "\u2119",
      prnap: "\u2AB9",
      prnE: "\u2AB5",
      prnsim: "\u22E8",
      prod: "\u220F",
      Product: "\u220F",
      profalar: "\u232E",
      profline: "\u2312",
      profsurf: "\u2313",
      prop: "\u221D",
      Proportion: "\u2237",
      Proportional: "\u221D",
      propto: "\u221D",
      prsim: "\u227E",
      prurel: "\u22B0",
      Pscr: "\u{1D4AB}",
      pscr: "\u{1D4C5}",
      Psi: "\u03A8",
      psi: "\u03C8",
      puncsp: "\u2008",
      Qfr: "\u{1D514}",
      qfr: "\u{1D52E}",
      qint: "\u2A0C",
      Qopf: "\u211A",
      qopf: "\u{1D562}",
      qprime: "\u2057",
      Qscr: "\u{1D4AC}",
      qscr: "\u{1D4C6}",
      quaternions: "\u210D",
      quatint: "\u2A16",
      quest: "?",
      questeq: "\u225F",
      QUOT: '"',
      quot: '"',
      rAarr: "\u21DB",
      race: "\u223D\u0331",
      Racute: "\u0154",
      racute: "\u0155",
      radic: "\u221A",
      raemptyv: "\u29B3",
      Rang: "\u27EB",
      rang: "\u27E9",
      rangd: "\u2992",
      range: "\u29A5",
      rangle: "\u27E9",
      raquo: "\xBB",
      Rarr: "\u21A0",
      rArr: "\u21D2",
      rarr: "\u2192",
      rarrap: "\u2975",
      rarrb: "\u21E5",
      rarrbfs: "\u2920",
      rarrc: "\u2933",
      rarrfs: "\u291E",
      rarrhk: "\u21AA",
      rarrlp: "\u21AC",
      rarrpl: "\u2945",
      rarrsim: "\u2974",
      Rarrtl: "\u2916",
      rarrtl: "\u21A3",
      rarrw: "\u219D",
      rAtail: "\u291C",
      ratail: "\u291A",
      ratio: "\u2236",
      rationals: "\u211A",
      RBarr: "\u2910",
      rBarr: "\u290F",
      rbarr: "\u290D",
      rbbrk: "\u2773",
      rbrace: "}",
      rbrack: "]",
      rbrke: "\u298C",
      rbrksld: "\u298E",
      rbrkslu: "\u2990",
      Rcaron: "\u0158",
      rcaron: "\u0159",
      Rcedil: "\u0156",
      rcedil: "\u0157",
      rceil: "\u2309",
      rcub: "}",
      Rcy: "\u0420",
      rcy: "\u0440",
      rdca: "\u2937",
      rdldhar: "\u2969",
      rdquo: "\u201D",
      rdquor: "\u201D",
      rdsh: "\u21B3",
      Re: "\u211C",
      real: "\u211C",
      realine: "\u211B",
      realpart: "\u211C",
      reals: "\u211D",
      rect: "\u25AD",
      REG: "\xAE",
      reg: "\xAE",
      ReverseElement: "\u220B",
      ReverseEquilibrium: "\u21CB",
      ReverseUpEquilibrium: "\u296F",
      rfisht: "\u297D",
      rfloor: "\u230B",
      Rfr: "\u211C",
      rfr: "\u{1D52F}",
      rHar: "\u2964",
      rhard: "\u21C1",
      rharu: "\u21C0",
      rharul: "\u296C",
      Rho: "\u03A1",
      rho: "\u03C1",
      rhov: "\u03F1",
      RightAngleBracket: "\u27E9",
      RightArrow: "\u2192",
      Rightarrow: "\u21D2",
      rightarrow: "\u2192",
      RightArrowBar: "\u21E5",
      RightArrowLeftArrow: "\u21C4",
      rightarrowtail: "\u21A3",
      RightCeiling: "\u2309",
      RightDoubleBracket: "\u27E7",
      RightDownTeeVector: "\u295D",
      RightDownVector: "\u21C2",
      RightDownVectorBar: "\u2955",
      RightFloor: "\u230B",
      rightharpoondown: "\u21C1",
      rightharpoonup: "\u21C0",
      rightleftarrows: "\u21C4",
      rightleftharpoons: "\u21CC",
      rightrightarrows: "\u21C9",
      rightsquigarrow: "\u219D",
      RightTee: "\u22A2",
      RightTeeArrow: "\u21A6",
      RightTeeVector: "\u295B",
      rightthreetimes: "\u22CC",
      RightTriangle: "\u22B3",
      RightTriangleBar: "\u29D0",
      RightTriangleEqual: "\u22B5",
      RightUpDownVector: "\u294F",
      RightUpTeeVector: "\u295C",
      RightUpVector: "\u21BE",
      RightUpVectorBar: "\u2954",
      RightVector: "\u21C0",
      RightVectorBar: "\u2953",
      ring: "\u02DA",
      risingdotseq: "\u2253",
      rlarr: "\u21C4",
      rlhar: "\u21CC",
      rlm: "\u200F",
      rmoust: "\u23B1",
      rmoustache: "\u23B1",
      rnmid: "\u2AEE",
      roang: "\u27ED",
      roarr: "\u21FE",
      robrk: "\u27E7",
      ropar: "\u2986",
      Ropf: "\u211D",
      ropf: "\u{1D563}",
      roplus: "\u2A2E",
      rotimes: "\u2A35",
      RoundImplies: "\u2970",
      rpar: ")",
      rpargt: "\u2994",
      rppolint: "\u2A12",
      rrarr: "\u21C9",
      Rrightarrow: "\u21DB",
      rsaquo: "\u203A",
      Rscr: "\u211B",
      rscr: "\u{1D4C7}",
      Rsh: "\u21B1",
      rsh: "\u21B1",
      rsqb: "]",
      rsquo: "\u2019",
      rsquor: "\u2019",
      rthree: "\u22CC",
      rtimes: "\u22CA",
      rtri: "\u25B9",
      rtrie: "\u22B5",
      rtrif: "\u25B8",
      rtriltri: "\u29CE",
      RuleDelayed: "\u29F4",
      ruluhar: "\u2968",
      rx: "\u211E",
      Sacute: "\u015A",
      sacute: "\u015B",
      sbquo: "\u201A",
      Sc: "\u2ABC",
      sc: "\u227B",
      scap: "\u2AB8",
      Scaron: "\u0160",
      scaron: "\u0161",
      sccue: "\u227D",
      scE: "\u2AB4",
      sce: "\u2AB0",
      Scedil: "\u015E",
      scedil: "\u015F",
      Scirc: "\u015C",
      scirc: "\u015D",
      scnap: "\u2ABA",
      scnE: "\u2AB6",
      scnsim: "\u22E9",
      scpolint: "\u2A13",
      scsim: "\u227F",
      Scy: "\u0421",
      scy: "\u0441",
      sdot: "\u22C5",
      sdotb: "\u22A1",
      sdote: "\u2A66",
      searhk: "\u2925",
      seArr: "\u21D8",
      searr: "\u2198",
      searrow: "\u2198",
      sect: "\xA7",
      semi: ";",
      seswar: "\u2929",
      setminus: "\u2216",
      setmn: "\u2216",
      sext: "\u2736",
      Sfr: "\u{1D516}",
      sfr: "\u{1D530}",
      sfrown: "\u2322",
      sharp: "\u266F",
      SHCHcy: "\u0429",
      shchcy: "\u0449",
      SHcy: "\u0428",
      shcy: "\u0448",
      ShortDownArrow: "\u2193",
      ShortLeftArrow: "\u2190",
      shortmid: "\u2223",
      shortparallel: "\u2225",
      ShortRightArrow: "\u2192",
      ShortUpArrow: "\u2191",
      shy: "\xAD",
      Sigma: "\u03A3",
      sigma: "\u03C3",
      sigmaf: "\u03C2",
      sigmav: "\u03C2",
      sim: "\u223C",
      simdot: "\u2A6A",
      sime: "\u2243",
      simeq: "\u2243",
      simg: "\u2A9E",
      simgE: "\u2AA0",
      siml: "\u2A9D",
      simlE: "\u2A9F",
      simne: "\u2246",
      simplus: "\u2A24",
      simrarr: "\u2972",
      slarr: "\u2190",
      SmallCircle: "\u2218",
      smallsetminus: "\u2216",
      smashp: "\u2A33",
      smeparsl: "\u29E4",
      smid: "\u2223",
      smile: "\u2323",
      smt: "\u2AAA",
      smte: "\u2AAC",
      smtes: "\u2AAC\uFE00",
      SOFTcy: "\u042C",
      softcy: "\u044C",
      sol: "/",
      solb: "\u29C4",
      solbar: "\u233F",
      Sopf: "\u{1D54A}",
      sopf: "\u{1D564}",
      spades: "\u2660",
      spadesuit: "\u2660",
      spar: "\u2225",
      sqcap: "\u2293",
      sqcaps: "\u2293\uFE00",
      sqcup: "\u2294",
      sqcups: "\u2294\uFE00",
      Sqrt: "\u221A",
      sqsub: "\u228F",
      sqsube: "\u2291",
      sqsubset: "\u228F",
      sqsubseteq: "\u2291",
      sqsup: "\u2290",
      sqsupe: "\u2292",
      sqsupset: "\u2290",
      sqsupseteq: "\u2292",
      squ: "\u25A1",
      Square: "\u25A1",
      square: "\u25A1",
      SquareIntersection: "\u2293",
      SquareSubset: "\u228F",
      SquareSubsetEqual: "\u2291",
      SquareSuperset: "\u2290",
      SquareSupersetEqual: "\u2292",
      SquareUnion: "\u2294",
      squarf: "\u25AA",
      squf: "\u25AA",
      srarr: "\u2192",
      Sscr: "\u{1D4AE}",
      sscr: "\u{1D4C8}",
      ssetmn: "\u2216",
      ssmile: "\u2323",
      sstarf: "\u22C6",
      Star: "\u22C6",
      star: "\u2606",
      starf: "\u2605",
      straightepsilon: "\u03F5",
      straightphi: "\u03D5",
      strns: "\xAF",
      Sub: "\u22D0",
      sub: "\u2282",
      subdot: "\u2ABD",
      subE: "\u2AC5",
      sube: "\u2286",
      subedot: "\u2AC3",
      submult: "\u2AC1",
      subnE: "\u2ACB",
      subne: "\u228A",
      subplus: "\u2ABF",
      subrarr: "\u2979",
      Subset: "\u22D0",
      subset: "\u2282",
      subseteq: "\u2286",
      subseteqq: "\u2AC5",
      SubsetEqual: "\u2286",
      subsetneq: "\u228A",
      subsetneqq: "\u2ACB",
      subsim: "\u2AC7",
      subsub: "\u2AD5",
      subsup: "\u2AD3",
      succ: "\u227B",
      succapprox: "\u2AB8",
      succcurlyeq: "\u227D",
      Succeeds: "\u227B",
      SucceedsEqual: "\u2AB0",
      SucceedsSlantEqual: "\u227D",
      SucceedsTilde: "\u227F",
      succeq: "\u2AB0",
      succnapprox: "\u2ABA",
      succneqq: "\u2AB6",
      succnsim: "\u22E9",
      succsim: "\u227F",
      SuchThat: "\u220B",
      Sum: "\u2211",
      sum: "\u2211",
      sung: "\u266A",
      Sup: "\u22D1",
      sup: "\u2283",
      sup1: "\xB9",
      sup2: "\xB2",
      sup3: "\xB3",
      supdot: "\u2ABE",
      supdsub: "\u2AD8",
      supE: "\u2AC6",
      supe: "\u2287",
      supedot: "\u2AC4",
      Superset: "\u2283",
      SupersetEqual: "\u2287",
      suphsol: "\u27C9",
      suphsub: "\u2AD7",
      suplarr: "\u297B",
      supmult: "\u2AC2",
      supnE: "\u2ACC",
      supne: "\u228B",
      supplus: "\u2AC0",
      Supset: "\u22D1",
      supset: "\u2283",
      supseteq: "\u2287",
      supseteqq: "\u2AC6",
      supsetneq: "\u228B",
      supsetneqq: "\u2ACC",
      supsim: "\u2AC8",
      supsub: "\u2AD4",
      supsup: "\u2AD6",
      swarhk: "\u2926",
      swArr: "\u21D9",
      swarr: "\u2199",
      swarrow: "\u2199",
      swnwar: "\u292A",
      szlig: "\xDF",
      Tab: "	",
      target: "\u2316",
      Tau: "\u03A4",
      tau: "\u03C4",
      tbrk: "\u23B4",
      Tcaron: "\u0164",
      tcaron: "\u0165",
      Tcedil: "\u0162",
      tcedil: "\u0163",
      Tcy: "\u0422",
      tcy: "\u0442",
      tdot: "\u20DB",
      telrec: "\u2315",
      Tfr: "\u{1D517}",
      tfr: "\u{1D531}",
      there4: "\u2234",
      Therefore: "\u2234",
      therefore: "\u2234",
      Theta: "\u0398",
      theta: "\u03B8",
      thetasym: "\u03D1",
      thetav: "\u03D1",
      thickapprox: "\u2248",
      thicksim: "\u223C",
      ThickSpace: "\u205F\u200A",
      thinsp: "\u2009",
      ThinSpace: "\u2009",
      thkap: "\u2248",
      thksim: "\u223C",
      THORN: "\xDE",
      thorn: "\xFE",
      Tilde: "\u223C",
      tilde: "\u02DC",
      TildeEqual: "\u2243",
      TildeFullEqual: "\u2245",
      TildeTilde: "\u2248",
      times: "\xD7",
      timesb: "\u22A0",
      timesbar: "\u2A31",
      timesd: "\u2A30",
      tint: "\u222D",
      toea: "\u2928",
      top: "\u22A4",
      topbot: "\u2336",
      topcir: "\u2AF1",
      Topf: "\u{1D54B}",
      topf: "\u{1D565}",
      topfork: "\u2ADA",
      tosa: "\u2929",
      tprime: "\u2034",
      TRADE: "\u2122",
      trade: "\u2122",
      triangle: "\u25B5",
      triangledown: "\u25BF",
      triangleleft: "\u25C3",
      trianglelefteq: "\u22B4",
      triangleq: "\u225C",
      triangleright: "\u25B9",
      trianglerighteq: "\u22B5",
      tridot: "\u25EC",
      trie: "\u225C",
      triminus: "\u2A3A",
      TripleDot: "\u20DB",
      triplus: "\u2A39",
      trisb: "\u29CD",
      tritime: "\u2A3B",
      trpezium: "\u23E2",
      Tscr: "\u{1D4AF}",
      tscr: "\u{1D4C9}",
      TScy: "\u0426",
      tscy: "\u0446",
      TSHcy: "\u040B",
      tshcy: "\u045B",
      Tstrok: "\u0166",
      tstrok: "\u0167",
      twixt: "\u226C",
      twoheadleftarrow: "\u219E",
      twoheadrightarrow: "\u21A0",
      Uacute: "\xDA",
      uacute: "\xFA",
      Uarr: "\u219F",
      uArr: "\u21D1",
      uarr: "\u2191",
      Uarrocir: "\u2949",
      Ubrcy: "\u040E",
      ubrcy: "\u045E",
      Ubreve: "\u016C",
      ubreve: "\u016D",
      Ucirc: "\xDB",
      ucirc: "\xFB",
      Ucy: "\u0423",
      ucy: "\u0443",
      udarr: "\u21C5",
      Udblac: "\u0170",
      udblac: "\u0171",
      udhar: "\u296E",
      ufisht: "\u297E",
      Ufr: "\u{1D518}",
      ufr: "\u{1D532}",
      Ugrave: "\xD9",
      ugrave: "\xF9",
      uHar: "\u2963",
      uharl: "\u21BF",
      uharr: "\u21BE",
      uhblk: "\u2580",
      ulcorn: "\u231C",
      ulcorner: "\u231C",
      ulcrop: "\u230F",
      ultri: "\u25F8",
      Umacr: "\u016A",
      umacr: "\u016B",
      uml: "\xA8",
      UnderBar: "_",
      UnderBrace: "\u23DF",
      UnderBracket: "\u23B5",
      UnderParenthesis: "\u23DD",
      Union: "\u22C3",
      UnionPlus: "\u228E",
      Uogon: "\u0172",
      uogon: "\u0173",
      Uopf: "\u{1D54C}",
      uopf: "\u{1D566}",
      UpArrow: "\u2191",
      Uparrow: "\u21D1",
      uparrow: "\u2191",
      UpArrowBar: "\u2912",
      UpArrowDownArrow: "\u21C5",
      UpDownArrow: "\u2195",
      Updownarrow: "\u21D5",
      updownarrow: "\u2195",
      UpEquilibrium: "\u296E",
      upharpoonleft: "\u21BF",
      upharpoonright: "\u21BE",
      uplus: "\u228E",
      UpperLeftArrow: "\u2196",
      UpperRightArrow: "\u2197",
      Upsi: "\u03D2",
      upsi: "\u03C5",
      upsih: "\u03D2",
      Upsilon: "\u03A5",
      upsilon: "\u03C5",
      UpTee: "\u22A5",
      UpTeeArrow: "\u21A5",
      upuparrows: "\u21C8",
      urcorn: "\u231D",
      urcorner: "\u231D",
      urcrop: "\u230E",
      Uring: "\u016E",
      uring: "\u016F",
      urtri: "\u25F9",
      Uscr: "\u{1D4B0}",
      uscr: "\u{1D4CA}",
      utdot: "\u22F0",
      Utilde: "\u0168",
      utilde: "\u0169",
      utri: "\u25B5",
      utrif: "\u25B4",
      uuarr: "\u21C8",
      Uuml: "\xDC",
      uuml: "\xFC",
      uwangle: "\u29A7",
      vangrt: "\u299C",
      varepsilon: "\u03F5",
      varkappa: "\u03F0",
      varnothing: "\u2205",
      varphi: "\u03D5",
      varpi: "\u03D6",
      varpropto: "\u221D",
      vArr: "\u21D5",
      varr: "\u2195",
      varrho: "\u03F1",
      varsigma: "\u03C2",
      varsubsetneq: "\u228A\uFE00",
      varsubsetneqq: "\u2ACB\uFE00",
      varsupsetneq: "\u228B\uFE00",
      varsupsetneqq: "\u2ACC\uFE00",
      vartheta: "\u03D1",
      vartriangleleft: "\u22B2",
      vartriangleright: "\u22B3",
      Vbar: "\u2AEB",
      vBar: "\u2AE8",
      vBarv: "\u2AE9",
      Vcy: "\u0412",
      vcy: "\u0432",
      VDash: "\u22AB",
      Vdash: "\u22A9",
      vDash: "\u22A8",
      vdash: "\u22A2",
      Vdashl: "\u2AE6",
      Vee: "\u22C1",
      vee: "\u2228",
      veebar: "\u22BB",
      veeeq: "\u225A",
      vellip: "\u22EE",
      Verbar: "\u2016",
      verbar: "|",
      Vert: "\u2016",
      vert: "|",
      VerticalBar: "\u2223",
      VerticalLine: "|",
      VerticalSeparator: "\u2758",
      VerticalTilde: "\u2240",
      VeryThinSpace: "\u200A",
      Vfr: "\u{1D519}",
      vfr: "\u{1D533}",
      vltri: "\u22B2",
      vnsub: "\u2282\u20D2",
      vnsup: "\u2283\u20D2",
      Vopf: "\u{1D54D}",
      vopf: "\u{1D567}",
      vprop: "\u221D",
      vrtri: "\u22B3",
      Vscr: "\u{1D4B1}",
      vscr: "\u{1D4CB}",
      vsubnE: "\u2ACB\uFE00",
      vsubne: "\u228A\uFE00",
      vsupnE: "\u2ACC\uFE00",
      vsupne: "\u228B\uFE00",
      Vvdash: "\u22AA",
      vzigzag: "\u299A",
      Wcirc: "\u0174",
      wcirc: "\u0175",
      wedbar: "\u2A5F",
      Wedge: "\u22C0",
      wedge: "\u2227",
      wedgeq: "\u2259",
      weierp: "\u2118",
      Wfr: "\u{1D51A}",
      wfr: "\u{1D534}",
      Wopf: "\u{1D54E}",
      wopf: "\u{1D568}",
      wp: "\u2118",
      wr: "\u2240",
      wreath: "\u2240",
      Wscr: "\u{1D4B2}",
      wscr: "\u{1D4CC}",
      xcap: "\u22C2",
      xcirc: "\u25EF",
      xcup: "\u22C3",
      xdtri: "\u25BD",
      Xfr: "\u{1D51B}",
      xfr: "\u{1D535}",
      xhArr: "\u27FA",
      xharr: "\u27F7",
      Xi: "\u039E",
      xi: "\u03BE",
      xlArr: "\u27F8",
      xlarr: "\u27F5",
      xmap: "\u27FC",
      xnis: "\u22FB",
      xodot: "\u2A00",
      Xopf: "\u{1D54F}",
      xopf: "\u{1D569}",
      xoplus: "\u2A01",
      xotime: "\u2A02",
      xrArr: "\u27F9",
      xrarr: "\u27F6",
      Xscr: "\u{1D4B3}",
      xscr: "\u{1D4CD}",
      xsqcup: "\u2A06",
      xuplus: "\u2A04",
      xutri: "\u25B3",
      xvee: "\u22C1",
      xwedge: "\u22C0",
      Yacute: "\xDD",
      yacute: "\xFD",
      YAcy: "\u042F",
      yacy: "\u044F",
      Ycirc: "\u0176",
      ycirc: "\u0177",
      Ycy: "\u042B",
      ycy: "\u044B",
      yen: "\xA5",
      Yfr: "\u{1D51C}",
      yfr: "\u{1D536}",
      YIcy: "\u0407",
      yicy: "\u0457",
      Yopf: "\u{1D550}",
      yopf: "\u{1D56A}",
      Yscr: "\u{1D4B4}",
      yscr: "\u{1D4CE}",
      YUcy: "\u042E",
      yucy: "\u044E",
      Yuml: "\u0178",
      yuml: "\xFF",
      Zacute: "\u0179",
      zacute: "\u017A",
      Zcaron: "\u017D",
      zcaron: "\u017E",
      Zcy: "\u0417",
      zcy: "\u0437",
      Zdot: "\u017B",
      zdot: "\u017C",
      zeetrf: "\u2128",
      ZeroWidthSpace: "\u200B",
      Zeta: "\u0396",
      zeta: "\u03B6",
      Zfr: "\u2128",
      zfr: "\u{1D537}",
      ZHcy: "\u0416",
      zhcy: "\u0436",
      zigrarr: "\u21DD",
      Zopf: "\u2124",
      zopf: "\u{1D56B}",
      Zscr: "\u{1D4B5}",
      zscr: "\u{1D4CF}",
      zwj: "\u200D",
      zwnj: "\u200C"
    });
    exports.entityMap = exports.HTML_ENTITIES;
  }
});

// node_modules/@xmldom/xmldom/lib/sax.js
var require_sax = __commonJS({
  "node_modules/@xmldom/xmldom/lib/sax.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var g = require_grammar();
    var errors = require_errors();
    var isHTMLEscapableRawTextElement = conventions.isHTMLEscapableRawTextElement;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isHTMLRawTextElement = conventions.isHTMLRawTextElement;
    var hasOwn = conventions.hasOwn;
    var NAMESPACE = conventions.NAMESPACE;
    var ParseError = errors.ParseError;
    var DOMException = errors.DOMException;
    var S_TAG = 0;
    var S_ATTR = 1;
    var S_ATTR_SPACE = 2;
    var S_EQ = 3;
    var S_ATTR_NOQUOT_VALUE = 4;
    var S_ATTR_END = 5;
    var S_TAG_SPACE = 6;
    var S_TAG_CLOSE = 7;
    function XMLReader() {
    }
    XMLReader.prototype = {
      parse: function(source, defaultNSMap, entityMap) {
        var domBuilder = this.domBuilder;
        domBuilder.startDocument();
        _copy(defaultNSMap, defaultNSMap = /* @__PURE__ */ Object.create(null));
        parse2(source, defaultNSMap, entityMap, domBuilder, this.errorHandler);
        domBuilder.endDocument();
      }
    };
    var ENTITY_REG = /&#?\w+;?/g;
    function parse2(source, defaultNSMapCopy, entityMap, domBuilder, errorHandler) {
      var isHTML = isHTMLMimeType(domBuilder.mimeType);
      if (source.indexOf(g.UNICODE_REPLACEMENT_CHARACTER) >= 0) {
        errorHandler.warning("Unicode replacement character detected, source encoding issues?");
      }
      function fixedFromCharCode(code) {
        if (code > 65535) {
          code -= 65536;
          var surrogate1 = 55296 + (code >> 10), surrogate2 = 56320 + (code & 1023);
          return String.fromCharCode(surrogate1, surrogate2);
        } else {
          return String.fromCharCode(code);
        }
      }
      function entityReplacer(a2) {
        var complete = a2[a2.length - 1] === ";" ? a2 : a2 + ";";
        if (!isHTML && complete !== a2) {
          errorHandler.error("EntityRef: expecting ;");
          return a2;
        }
        var match = g.Reference.exec(complete);
        if (!match || match[0].length !== complete.length) {
          errorHandler.error("entity not matching Reference production: " + a2);
          return a2;
        }
        var k = complete.slice(1, -1);
        if (hasOwn(entityMap, k)) {
          return entityMap[k];
        } else if (k.charAt(0) === "#") {
          return fixedFromCharCode(parseInt(k.substring(1).replace("x", "0x")));
        } else {
          errorHandler.error("entity not found:" + a2);
          return a2;
        }
      }
      function appendText(end2) {
        if (end2 > start) {
          var xt = source.substring(start, end2).replace(ENTITY_REG, entityReplacer);
          locator && position(start);
          domBuilder.characters(xt, 0, end2 - start);
          start = end2;
        }
      }
      var lineStart = 0;
      var lineEnd = 0;
      var linePattern = /\r\n?|\n|$/g;
      var locator = domBuilder.locator;
      function position(p, m) {
        while (p >= lineEnd && (m = linePattern.exec(source))) {
          lineStart = lineEnd;
          lineEnd = m.index + m[0].length;
          locator.lineNumber++;
        }
        locator.columnNumber = p - lineStart + 1;
      }
      var parseStack = [{ currentNSMap: defaultNSMapCopy }];
      var unclosedTags = [];
      var start = 0;
      while (true) {
        try {
          var tagStart = source.indexOf("<", start);
          if (tagStart < 0) {
            if (!isHTML && unclosedTags.length > 0) {
              return errorHandler.fatalError("unclosed xml tag(s): " + unclosedTags.join(", "));
            }
            if (!source.substring(start).match(/^\s*$/)) {
              var doc = domBuilder.doc;
              var text2 = doc.createTextNode(source.substring(start));
              if (doc.documentElement) {
                return errorHandler.error("Extra content at the end of the document");
              }
              doc.appendChild(text2);
              domBuilder.currentElement = text2;
            }
            return;
          }
          if (tagStart > start) {
            var fromSource = source.substring(start, tagStart);
            if (!isHTML && unclosedTags.length === 0) {
              fromSource = fromSource.replace(new RegExp(g.S_OPT.source, "g"), "");
              fromSource && errorHandler.error("Unexpected content outside root element: '" + fromSource + "'");
            }
            appendText(tagStart);
          }
          switch (source.charAt(tagStart + 1)) {
            case "/":
              var end = source.indexOf(">", tagStart + 2);
              var tagNameRaw = source.substring(tagStart + 2, end > 0 ? end : void 0);
              if (!tagNameRaw) {
                return errorHandler.fatalError("end tag name missing");
              }
              var endTagNameStrict = g.reg("^", g.QName_group, g.S_OPT, "$");
              var tagNameMatch = end > 0 && endTagNameStrict.exec(tagNameRaw);
              if (!tagNameMatch) {
                var leadingTagNameMatch = end > 0 && g.reg("^", g.QName_group).exec(tagNameRaw);
                if (isHTML && leadingTagNameMatch) {
                  errorHandler.warning('end tag name contains invalid trailing characters: "' + tagNameRaw + '"');
                  tagNameMatch = leadingTagNameMatch;
                } else if (
                  // Backward compatibility, remove this whole `else if` arm in the next breaking release
                  // (XML then falls through to the `fatalError` below, for a clean mode split: XML fatal,
                  // HTML warning). A valid end-tag name followed by a line break and trailing content was
                  // silently accepted while `reg` still used the `m` flag; re-adding `m` here matches exactly
                  // those inputs, kept recoverable and reported.
                  leadingTagNameMatch && new RegExp(endTagNameStrict.source, endTagNameStrict.flags + "m").test(tagNameRaw)
                ) {
                  errorHandler.error('end tag name is followed by a line break and trailing content: "' + tagNameRaw + '"');
                  tagNameMatch = leadingTagNameMatch;
                } else {
                  return errorHandler.fatalError('end tag name contains invalid characters: "' + tagNameRaw + '"');
                }
              }
              if (!domBuilder.currentElement && !domBuilder.doc.documentElement) {
                return;
              }
              var currentTagName = unclosedTags[unclosedTags.length - 1] || domBuilder.currentElement.tagName || domBuilder.doc.documentElement.tagName || "";
              if (currentTagName !== tagNameMatch[1]) {
                var tagNameLower = tagNameMatch[1].toLowerCase();
                if (!isHTML || currentTagName.toLowerCase() !== tagNameLower) {
                  return errorHandler.fatalError('Opening and ending tag mismatch: "' + currentTagName + '" != "' + tagNameRaw + '"');
                }
              }
              var config = parseStack.pop();
              unclosedTags.pop();
              var localNSMap = config.localNSMap;
              domBuilder.endElement(config.uri, config.localName, currentTagName);
              if (localNSMap) {
                for (var prefix in localNSMap) {
                  if (hasOwn(localNSMap, prefix)) {
                    domBuilder.endPrefixMapping(prefix);
                  }
                }
              }
              end++;
              break;
            // end element
            case "?":
              locator && position(tagStart);
              end = parseProcessingInstruction(source, tagStart, domBuilder, errorHandler);
              break;
            case "!":
              locator && position(tagStart);
              end = parseDoctypeCommentOrCData(source, tagStart, domBuilder, errorHandler, isHTML);
              break;
            default:
              locator && position(tagStart);
              var el = new ElementAttributes();
              var currentNSMap = parseStack[parseStack.length - 1].currentNSMap;
              var end = parseElementStartPart(source, tagStart, el, currentNSMap, entityReplacer, errorHandler, isHTML);
              var len = el.length;
              if (!el.closed) {
                if (isHTML && conventions.isHTMLVoidElement(el.tagName)) {
                  el.closed = true;
                } else {
                  unclosedTags.push(el.tagName);
                }
              }
              if (locator && len) {
                var locator2 = copyLocator(locator, {});
                for (var i2 = 0; i2 < len; i2++) {
                  var a = el[i2];
                  position(a.offset);
                  a.locator = copyLocator(locator, {});
                }
                domBuilder.locator = locator2;
                if (appendElement(el, domBuilder, currentNSMap)) {
                  parseStack.push(el);
                }
                domBuilder.locator = locator;
              } else {
                if (appendElement(el, domBuilder, currentNSMap)) {
                  parseStack.push(el);
                }
              }
              if (isHTML && !el.closed) {
                end = parseHtmlSpecialContent(source, end, el.tagName, entityReplacer, domBuilder);
              } else {
                end++;
              }
          }
        } catch (e) {
          if (e instanceof ParseError) {
            throw e;
          } else if (e instanceof DOMException) {
            return errorHandler.fatalError("Error constructing the DOM: " + e.name + ": " + e.message, e);
          }
          errorHandler.error("element parse error: " + e);
          end = -1;
        }
        if (end > start) {
          start = end;
        } else {
          appendText(Math.max(tagStart, start) + 1);
        }
      }
    }
    function copyLocator(f, t) {
      t.lineNumber = f.lineNumber;
      t.columnNumber = f.columnNumber;
      return t;
    }
    function parseElementStartPart(source, start, el, currentNSMap, entityReplacer, errorHandler, isHTML) {
      function addAttribute(qname, value2, startIndex) {
        if (hasOwn(el.attributeNames, qname)) {
          return errorHandler.fatalError("Attribute " + qname + " redefined");
        }
        if (!isHTML && value2.indexOf("<") >= 0) {
          return errorHandler.fatalError("Unescaped '<' not allowed in attributes values");
        }
        el.addValue(
          qname,
          // @see https://www.w3.org/TR/xml/#AVNormalize
          // since the xmldom sax parser does not "interpret" DTD the following is not implemented:
          // - recursive replacement of (DTD) entity references
          // - trimming and collapsing multiple spaces into a single one for attributes that are not of type CDATA
          value2.replace(/[\t\n\r]/g, " ").replace(ENTITY_REG, entityReplacer),
          startIndex
        );
      }
      var attrName;
      var value;
      var p = ++start;
      var s = S_TAG;
      while (true) {
        var c = source.charAt(p);
        if (s === S_TAG && c === "<") {
          throw new Error("unexpected < in tag name: " + source.slice(start, p));
        }
        switch (c) {
          case "=":
            if (s === S_ATTR) {
              attrName = source.slice(start, p);
              s = S_EQ;
            } else if (s === S_ATTR_SPACE) {
              s = S_EQ;
            } else {
              throw new Error("attribute equal must after attrName");
            }
            break;
          case "'":
          case '"':
            if (s === S_EQ || s === S_ATTR) {
              if (s === S_ATTR) {
                errorHandler.warning('attribute value must after "="');
                attrName = source.slice(start, p);
              }
              start = p + 1;
              p = source.indexOf(c, start);
              if (p > 0) {
                value = source.slice(start, p);
                addAttribute(attrName, value, start - 1);
                s = S_ATTR_END;
              } else {
                throw new Error("attribute value no end '" + c + "' match");
              }
            } else if (s == S_ATTR_NOQUOT_VALUE) {
              value = source.slice(start, p);
              addAttribute(attrName, value, start);
              errorHandler.warning('attribute "' + attrName + '" missed start quot(' + c + ")!!");
              start = p + 1;
              s = S_ATTR_END;
            } else {
              throw new Error('attribute value must after "="');
            }
            break;
          case "/":
            switch (s) {
              case S_TAG:
                el.setTagName(source.slice(start, p));
              case S_ATTR_END:
              case S_TAG_SPACE:
              case S_TAG_CLOSE:
                s = S_TAG_CLOSE;
                el.closed = true;
              case S_ATTR_NOQUOT_VALUE:
              case S_ATTR:
                break;
              case S_ATTR_SPACE:
                el.closed = true;
                break;
              //case S_EQ:
              default:
                throw new Error("attribute invalid close char('/')");
            }
            break;
          case "":
            errorHandler.error("unexpected end of input");
            if (s == S_TAG) {
              el.setTagName(source.slice(start, p));
            }
            return p;
          case ">":
            switch (s) {
              case S_TAG:
                el.setTagName(source.slice(start, p));
              case S_ATTR_END:
              case S_TAG_SPACE:
              case S_TAG_CLOSE:
                break;
              //normal
              case S_ATTR_NOQUOT_VALUE:
              //Compatible state
              case S_ATTR:
                value = source.slice(start, p);
                if (value.slice(-1) === "/") {
                  el.closed = true;
                  value = value.slice(0, -1);
                }
              case S_ATTR_SPACE:
                if (s === S_ATTR_SPACE) {
                  value = attrName;
                }
                if (s == S_ATTR_NOQUOT_VALUE) {
                  errorHandler.warning('attribute "' + value + '" missed quot(")!');
                  addAttribute(attrName, value, start);
                } else {
                  if (!isHTML) {
                    errorHandler.warning('attribute "' + value + '" missed value!! "' + value + '" instead!!');
                  }
                  addAttribute(value, value, start);
                }
                break;
              case S_EQ:
                if (!isHTML) {
                  return errorHandler.fatalError(`AttValue: ' or " expected`);
                }
            }
            return p;
          /*xml space '\x20' | #x9 | #xD | #xA; */
          case "\x80":
            c = " ";
          default:
            if (c <= " ") {
              switch (s) {
                case S_TAG:
                  el.setTagName(source.slice(start, p));
                  s = S_TAG_SPACE;
                  break;
                case S_ATTR:
                  attrName = source.slice(start, p);
                  s = S_ATTR_SPACE;
                  break;
                case S_ATTR_NOQUOT_VALUE:
                  var value = source.slice(start, p);
                  errorHandler.warning('attribute "' + value + '" missed quot(")!!');
                  addAttribute(attrName, value, start);
                case S_ATTR_END:
                  s = S_TAG_SPACE;
                  break;
              }
            } else {
              switch (s) {
                //case S_TAG:void();break;
                //case S_ATTR:void();break;
                //case S_ATTR_NOQUOT_VALUE:void();break;
                case S_ATTR_SPACE:
                  if (!isHTML) {
                    errorHandler.warning('attribute "' + attrName + '" missed value!! "' + attrName + '" instead2!!');
                  }
                  addAttribute(attrName, attrName, start);
                  start = p;
                  s = S_ATTR;
                  break;
                case S_ATTR_END:
                  errorHandler.warning('attribute space is required"' + attrName + '"!!');
                case S_TAG_SPACE:
                  s = S_ATTR;
                  start = p;
                  break;
                case S_EQ:
                  s = S_ATTR_NOQUOT_VALUE;
                  start = p;
                  break;
                case S_TAG_CLOSE:
                  throw new Error("elements closed character '/' and '>' must be connected to");
              }
            }
        }
        p++;
      }
    }
    function appendElement(el, domBuilder, currentNSMap) {
      var tagName = el.tagName;
      var localNSMap = null;
      var i2 = el.length;
      while (i2--) {
        var a = el[i2];
        var qName = a.qName;
        var value = a.value;
        var nsp = qName.indexOf(":");
        if (nsp > 0) {
          var prefix = a.prefix = qName.slice(0, nsp);
          var localName = qName.slice(nsp + 1);
          var nsPrefix = prefix === "xmlns" && localName;
        } else {
          localName = qName;
          prefix = null;
          nsPrefix = qName === "xmlns" && "";
        }
        a.localName = localName;
        if (nsPrefix !== false) {
          if (localNSMap == null) {
            localNSMap = /* @__PURE__ */ Object.create(null);
            currentNSMap = Object.create(currentNSMap);
          }
          currentNSMap[nsPrefix] = localNSMap[nsPrefix] = value;
          a.uri = NAMESPACE.XMLNS;
          domBuilder.startPrefixMapping(nsPrefix, value);
        }
      }
      var i2 = el.length;
      while (i2--) {
        a = el[i2];
        if (a.prefix) {
          if (a.prefix === "xml") {
            a.uri = NAMESPACE.XML;
          }
          if (a.prefix !== "xmlns") {
            a.uri = currentNSMap[a.prefix];
          }
        }
      }
      var nsp = tagName.indexOf(":");
      if (nsp > 0) {
        prefix = el.prefix = tagName.slice(0, nsp);
        localName = el.localName = tagName.slice(nsp + 1);
      } else {
        prefix = null;
        localName = el.localName = tagName;
      }
      var ns = el.uri = currentNSMap[prefix || ""];
      domBuilder.startElement(ns, localName, tagName, el);
      if (el.closed) {
        domBuilder.endElement(ns, localName, tagName);
        if (localNSMap) {
          for (prefix in localNSMap) {
            if (hasOwn(localNSMap, prefix)) {
              domBuilder.endPrefixMapping(prefix);
            }
          }
        }
      } else {
        el.currentNSMap = currentNSMap;
        el.localNSMap = localNSMap;
        return true;
      }
    }
    function parseHtmlSpecialContent(source, elStartEnd, tagName, entityReplacer, domBuilder) {
      var isEscapableRaw = isHTMLEscapableRawTextElement(tagName);
      if (isEscapableRaw || isHTMLRawTextElement(tagName)) {
        var closeTag = new RegExp("</" + tagName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ">", "ig");
        closeTag.lastIndex = elStartEnd;
        var match = closeTag.exec(source);
        var elEndStart = match ? match.index : -1;
        if (elEndStart < 0) {
          return elStartEnd + 1;
        }
        var text2 = source.substring(elStartEnd + 1, elEndStart);
        if (isEscapableRaw) {
          text2 = text2.replace(ENTITY_REG, entityReplacer);
        }
        domBuilder.characters(text2, 0, text2.length);
        return elEndStart;
      }
      return elStartEnd + 1;
    }
    function _copy(source, target) {
      for (var n in source) {
        if (hasOwn(source, n)) {
          target[n] = source[n];
        }
      }
    }
    function parseUtils(source, start) {
      var index = start;
      function char(n) {
        n = n || 0;
        return source.charAt(index + n);
      }
      function skip(n) {
        n = n || 1;
        index += n;
      }
      function skipBlanks() {
        var blanks = 0;
        while (index < source.length) {
          var c = char();
          if (c !== " " && c !== "\n" && c !== "	" && c !== "\r") {
            return blanks;
          }
          blanks++;
          skip();
        }
        return -1;
      }
      function substringFromIndex() {
        return source.substring(index);
      }
      function substringStartsWith(text2) {
        return source.substring(index, index + text2.length) === text2;
      }
      function substringStartsWithCaseInsensitive(text2) {
        return source.substring(index, index + text2.length).toUpperCase() === text2.toUpperCase();
      }
      function getMatch(args) {
        var expr = g.reg("^", args);
        var match = expr.exec(substringFromIndex());
        if (match) {
          skip(match[0].length);
          return match[0];
        }
        return null;
      }
      return {
        char,
        getIndex: function() {
          return index;
        },
        getMatch,
        getSource: function() {
          return source;
        },
        skip,
        skipBlanks,
        substringFromIndex,
        substringStartsWith,
        substringStartsWithCaseInsensitive
      };
    }
    function parseDoctypeInternalSubset(p, errorHandler) {
      function parsePI(p2, errorHandler2) {
        var match = g.PI.exec(p2.substringFromIndex());
        if (!match) {
          return errorHandler2.fatalError("processing instruction is not well-formed at position " + p2.getIndex());
        }
        if (match[1].toLowerCase() === "xml") {
          return errorHandler2.fatalError(
            "xml declaration is only allowed at the start of the document, but found at position " + p2.getIndex()
          );
        }
        p2.skip(match[0].length);
        return match[0];
      }
      var source = p.getSource();
      if (p.char() === "[") {
        p.skip(1);
        var intSubsetStart = p.getIndex();
        while (p.getIndex() < source.length) {
          p.skipBlanks();
          if (p.char() === "]") {
            var internalSubset = source.substring(intSubsetStart, p.getIndex());
            p.skip(1);
            return internalSubset;
          }
          var current = null;
          if (p.char() === "<" && p.char(1) === "!") {
            switch (p.char(2)) {
              case "E":
                if (p.char(3) === "L") {
                  current = p.getMatch(g.elementdecl);
                } else if (p.char(3) === "N") {
                  current = p.getMatch(g.EntityDecl);
                }
                break;
              case "A":
                current = p.getMatch(g.AttlistDecl);
                break;
              case "N":
                current = p.getMatch(g.NotationDecl);
                break;
              case "-":
                current = p.getMatch(g.Comment);
                break;
            }
          } else if (p.char() === "<" && p.char(1) === "?") {
            current = parsePI(p, errorHandler);
          } else if (p.char() === "%") {
            current = p.getMatch(g.PEReference);
          } else {
            return errorHandler.fatalError("Error detected in Markup declaration");
          }
          if (!current) {
            return errorHandler.fatalError("Error in internal subset at position " + p.getIndex());
          }
        }
        return errorHandler.fatalError("doctype internal subset is not well-formed, missing ]");
      }
    }
    function parseDoctypeCommentOrCData(source, start, domBuilder, errorHandler, isHTML) {
      var p = parseUtils(source, start);
      switch (isHTML ? p.char(2).toUpperCase() : p.char(2)) {
        case "-":
          var comment = p.getMatch(g.Comment);
          if (comment) {
            domBuilder.comment(comment, g.COMMENT_START.length, comment.length - g.COMMENT_START.length - g.COMMENT_END.length);
            return p.getIndex();
          } else {
            return errorHandler.fatalError("comment is not well-formed at position " + p.getIndex());
          }
        case "[":
          var cdata = p.getMatch(g.CDSect);
          if (cdata) {
            if (!isHTML && !domBuilder.currentElement) {
              return errorHandler.fatalError("CDATA outside of element");
            }
            domBuilder.startCDATA();
            domBuilder.characters(cdata, g.CDATA_START.length, cdata.length - g.CDATA_START.length - g.CDATA_END.length);
            domBuilder.endCDATA();
            return p.getIndex();
          } else {
            return errorHandler.fatalError("Invalid CDATA starting at position " + start);
          }
        case "D": {
          if (domBuilder.doc && domBuilder.doc.documentElement) {
            return errorHandler.fatalError("Doctype not allowed inside or after documentElement at position " + p.getIndex());
          }
          if (isHTML ? !p.substringStartsWithCaseInsensitive(g.DOCTYPE_DECL_START) : !p.substringStartsWith(g.DOCTYPE_DECL_START)) {
            return errorHandler.fatalError("Expected " + g.DOCTYPE_DECL_START + " at position " + p.getIndex());
          }
          p.skip(g.DOCTYPE_DECL_START.length);
          if (p.skipBlanks() < 1) {
            return errorHandler.fatalError("Expected whitespace after " + g.DOCTYPE_DECL_START + " at position " + p.getIndex());
          }
          var doctype = {
            name: void 0,
            publicId: void 0,
            systemId: void 0,
            internalSubset: void 0
          };
          doctype.name = p.getMatch(g.Name);
          if (!doctype.name)
            return errorHandler.fatalError("doctype name missing or contains unexpected characters at position " + p.getIndex());
          if (isHTML && doctype.name.toLowerCase() !== "html") {
            errorHandler.warning("Unexpected DOCTYPE in HTML document at position " + p.getIndex());
          }
          p.skipBlanks();
          if (p.substringStartsWith(g.PUBLIC) || p.substringStartsWith(g.SYSTEM)) {
            var match = g.ExternalID_match.exec(p.substringFromIndex());
            if (!match) {
              return errorHandler.fatalError("doctype external id is not well-formed at position " + p.getIndex());
            }
            if (match.groups.SystemLiteralOnly !== void 0) {
              doctype.systemId = match.groups.SystemLiteralOnly;
            } else {
              doctype.systemId = match.groups.SystemLiteral;
              doctype.publicId = match.groups.PubidLiteral;
            }
            p.skip(match[0].length);
          } else if (isHTML && p.substringStartsWithCaseInsensitive(g.SYSTEM)) {
            p.skip(g.SYSTEM.length);
            if (p.skipBlanks() < 1) {
              return errorHandler.fatalError("Expected whitespace after " + g.SYSTEM + " at position " + p.getIndex());
            }
            doctype.systemId = p.getMatch(g.ABOUT_LEGACY_COMPAT_SystemLiteral);
            if (!doctype.systemId) {
              return errorHandler.fatalError(
                "Expected " + g.ABOUT_LEGACY_COMPAT + " in single or double quotes after " + g.SYSTEM + " at position " + p.getIndex()
              );
            }
          }
          if (isHTML && doctype.systemId && !g.ABOUT_LEGACY_COMPAT_SystemLiteral.test(doctype.systemId)) {
            errorHandler.warning("Unexpected doctype.systemId in HTML document at position " + p.getIndex());
          }
          if (!isHTML) {
            p.skipBlanks();
            doctype.internalSubset = parseDoctypeInternalSubset(p, errorHandler);
          }
          p.skipBlanks();
          if (p.char() !== ">") {
            return errorHandler.fatalError("doctype not terminated with > at position " + p.getIndex());
          }
          p.skip(1);
          domBuilder.startDTD(doctype.name, doctype.publicId, doctype.systemId, doctype.internalSubset);
          domBuilder.endDTD();
          return p.getIndex();
        }
        default:
          return errorHandler.fatalError('Not well-formed XML starting with "<!" at position ' + start);
      }
    }
    function parseProcessingInstruction(source, start, domBuilder, errorHandler) {
      var match = source.substring(start).match(g.PI);
      if (!match) {
        return errorHandler.fatalError("Invalid processing instruction starting at position " + start);
      }
      if (match[1].toLowerCase() === "xml") {
        if (start > 0) {
          return errorHandler.fatalError(
            "processing instruction at position " + start + " is an xml declaration which is only at the start of the document"
          );
        }
        if (!g.XMLDecl.test(source.substring(start))) {
          return errorHandler.fatalError("xml declaration is not well-formed");
        }
      }
      domBuilder.processingInstruction(match[1], match[2]);
      return start + match[0].length;
    }
    function ElementAttributes() {
      this.attributeNames = /* @__PURE__ */ Object.create(null);
    }
    ElementAttributes.prototype = {
      setTagName: function(tagName) {
        if (!g.QName_exact.test(tagName)) {
          throw new Error("invalid tagName:" + tagName);
        }
        this.tagName = tagName;
      },
      addValue: function(qName, value, offset) {
        if (!g.QName_exact.test(qName)) {
          throw new Error("invalid attribute:" + qName);
        }
        this.attributeNames[qName] = this.length;
        this[this.length++] = { qName, value, offset };
      },
      length: 0,
      getLocalName: function(i2) {
        return this[i2].localName;
      },
      getLocator: function(i2) {
        return this[i2].locator;
      },
      getQName: function(i2) {
        return this[i2].qName;
      },
      getURI: function(i2) {
        return this[i2].uri;
      },
      getValue: function(i2) {
        return this[i2].value;
      }
      //	,getIndex:function(uri, localName)){
      //		if(localName){
      //
      //		}else{
      //			var qName = uri
      //		}
      //	},
      //	getValue:function(){return this.getValue(this.getIndex.apply(this,arguments))},
      //	getType:function(uri,localName){}
      //	getType:function(i){},
    };
    exports.XMLReader = XMLReader;
    exports.parseUtils = parseUtils;
    exports.parseDoctypeCommentOrCData = parseDoctypeCommentOrCData;
  }
});

// node_modules/@xmldom/xmldom/lib/dom-parser.js
var require_dom_parser = __commonJS({
  "node_modules/@xmldom/xmldom/lib/dom-parser.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    var dom = require_dom();
    var errors = require_errors();
    var entities = require_entities();
    var sax = require_sax();
    var DOMImplementation = dom.DOMImplementation;
    var hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    var isHTMLMimeType = conventions.isHTMLMimeType;
    var isValidMimeType = conventions.isValidMimeType;
    var MIME_TYPE = conventions.MIME_TYPE;
    var NAMESPACE = conventions.NAMESPACE;
    var ParseError = errors.ParseError;
    var XMLReader = sax.XMLReader;
    function normalizeLineEndings(input) {
      return input.replace(/\r[\n\u0085]/g, "\n").replace(/[\r\u0085\u2028\u2029]/g, "\n");
    }
    function DOMParser3(options) {
      options = options || {};
      if (options.locator === void 0) {
        options.locator = true;
      }
      this.assign = options.assign || conventions.assign;
      this.domHandler = options.domHandler || DOMHandler;
      this.onError = options.onError || options.errorHandler;
      if (options.errorHandler && typeof options.errorHandler !== "function") {
        throw new TypeError("errorHandler object is no longer supported, switch to onError!");
      } else if (options.errorHandler) {
        options.errorHandler("warning", "The `errorHandler` option has been deprecated, use `onError` instead!", this);
      }
      this.normalizeLineEndings = options.normalizeLineEndings || normalizeLineEndings;
      this.locator = !!options.locator;
      this.xmlns = this.assign(/* @__PURE__ */ Object.create(null), options.xmlns);
    }
    DOMParser3.prototype.parseFromString = function(source, mimeType) {
      if (!isValidMimeType(mimeType)) {
        throw new TypeError('DOMParser.parseFromString: the provided mimeType "' + mimeType + '" is not valid.');
      }
      var defaultNSMap = this.assign(/* @__PURE__ */ Object.create(null), this.xmlns);
      var entityMap = entities.XML_ENTITIES;
      var defaultNamespace = defaultNSMap[""] || null;
      if (hasDefaultHTMLNamespace(mimeType)) {
        entityMap = entities.HTML_ENTITIES;
        defaultNamespace = NAMESPACE.HTML;
      } else if (mimeType === MIME_TYPE.XML_SVG_IMAGE) {
        defaultNamespace = NAMESPACE.SVG;
      }
      defaultNSMap[""] = defaultNamespace;
      defaultNSMap.xml = defaultNSMap.xml || NAMESPACE.XML;
      var domBuilder = new this.domHandler({
        mimeType,
        defaultNamespace,
        onError: this.onError
      });
      var locator = this.locator ? {} : void 0;
      if (this.locator) {
        domBuilder.setDocumentLocator(locator);
      }
      var sax2 = new XMLReader();
      sax2.errorHandler = domBuilder;
      sax2.domBuilder = domBuilder;
      var isXml = !conventions.isHTMLMimeType(mimeType);
      if (isXml && typeof source !== "string") {
        sax2.errorHandler.fatalError("source is not a string");
      }
      sax2.parse(this.normalizeLineEndings(String(source)), defaultNSMap, entityMap);
      if (!domBuilder.doc.documentElement) {
        sax2.errorHandler.fatalError("missing root element");
      }
      return domBuilder.doc;
    };
    function DOMHandler(options) {
      var opt = options || {};
      this.mimeType = opt.mimeType || MIME_TYPE.XML_APPLICATION;
      this.defaultNamespace = opt.defaultNamespace || null;
      this.cdata = false;
      this.currentElement = void 0;
      this.doc = void 0;
      this.locator = void 0;
      this.onError = opt.onError;
    }
    function position(locator, node) {
      node.lineNumber = locator.lineNumber;
      node.columnNumber = locator.columnNumber;
    }
    DOMHandler.prototype = {
      /**
       * Either creates an XML or an HTML document and stores it under `this.doc`.
       * If it is an XML document, `this.defaultNamespace` is used to create it,
       * and it will not contain any `childNodes`.
       * If it is an HTML document, it will be created without any `childNodes`.
       *
       * @see http://www.saxproject.org/apidoc/org/xml/sax/ContentHandler.html
       */
      startDocument: function() {
        var impl = new DOMImplementation();
        this.doc = isHTMLMimeType(this.mimeType) ? impl.createHTMLDocument(false) : impl.createDocument(this.defaultNamespace, "");
      },
      startElement: function(namespaceURI, localName, qName, attrs) {
        var doc = this.doc;
        var el = doc.createElementNS(namespaceURI, qName || localName);
        var len = attrs.length;
        appendElement(this, el);
        this.currentElement = el;
        this.locator && position(this.locator, el);
        for (var i2 = 0; i2 < len; i2++) {
          var namespaceURI = attrs.getURI(i2);
          var value = attrs.getValue(i2);
          var qName = attrs.getQName(i2);
          var attr = doc.createAttributeNS(namespaceURI, qName);
          this.locator && position(attrs.getLocator(i2), attr);
          attr.value = attr.nodeValue = value;
          el.setAttributeNode(attr);
        }
      },
      endElement: function(namespaceURI, localName, qName) {
        this.currentElement = this.currentElement.parentNode;
      },
      startPrefixMapping: function(prefix, uri) {
      },
      endPrefixMapping: function(prefix) {
      },
      processingInstruction: function(target, data) {
        var ins = this.doc.createProcessingInstruction(target, data);
        this.locator && position(this.locator, ins);
        appendElement(this, ins);
      },
      ignorableWhitespace: function(ch, start, length) {
      },
      characters: function(chars, start, length) {
        chars = _toString.apply(this, arguments);
        if (chars) {
          if (this.cdata) {
            var charNode = this.doc.createCDATASection(chars);
          } else {
            var charNode = this.doc.createTextNode(chars);
          }
          if (this.currentElement) {
            this.currentElement.appendChild(charNode);
          } else if (/^\s*$/.test(chars)) {
            this.doc.appendChild(charNode);
          }
          this.locator && position(this.locator, charNode);
        }
      },
      skippedEntity: function(name) {
      },
      endDocument: function() {
        this.doc.normalize();
      },
      /**
       * Stores the locator to be able to set the `columnNumber` and `lineNumber`
       * on the created DOM nodes.
       *
       * @param {Locator} locator
       */
      setDocumentLocator: function(locator) {
        if (locator) {
          locator.lineNumber = 0;
        }
        this.locator = locator;
      },
      //LexicalHandler
      comment: function(chars, start, length) {
        chars = _toString.apply(this, arguments);
        var comm = this.doc.createComment(chars);
        this.locator && position(this.locator, comm);
        appendElement(this, comm);
      },
      startCDATA: function() {
        this.cdata = true;
      },
      endCDATA: function() {
        this.cdata = false;
      },
      startDTD: function(name, publicId, systemId, internalSubset) {
        var impl = this.doc.implementation;
        if (impl && impl.createDocumentType) {
          var dt = impl.createDocumentType(name, publicId, systemId, internalSubset);
          this.locator && position(this.locator, dt);
          appendElement(this, dt);
          this.doc.doctype = dt;
        }
      },
      reportError: function(level, message) {
        if (typeof this.onError === "function") {
          try {
            this.onError(level, message, this);
          } catch (e) {
            throw new ParseError("Reporting " + level + ' "' + message + '" caused ' + e, this.locator);
          }
        } else {
          console.error("[xmldom " + level + "]	" + message, _locator(this.locator));
        }
      },
      /**
       * @see http://www.saxproject.org/apidoc/org/xml/sax/ErrorHandler.html
       */
      warning: function(message) {
        this.reportError("warning", message);
      },
      error: function(message) {
        this.reportError("error", message);
      },
      /**
       * This function reports a fatal error and throws a ParseError.
       *
       * @param {string} message
       * - The message to be used for reporting and throwing the error.
       * @param {Error} [cause]
       * The error that caused this fatal error, preserved as the thrown `ParseError`'s `cause`.
       * @returns {never}
       * This function always throws an error and never returns a value.
       * @throws {ParseError}
       * Always throws a ParseError with the provided message.
       */
      fatalError: function(message, cause) {
        this.reportError("fatalError", message);
        throw new ParseError(message, this.locator, cause);
      }
    };
    function _locator(l) {
      if (l) {
        return "\n@#[line:" + l.lineNumber + ",col:" + l.columnNumber + "]";
      }
    }
    function _toString(chars, start, length) {
      if (typeof chars == "string") {
        return chars.substr(start, length);
      } else {
        if (chars.length >= start + length || start) {
          return new java.lang.String(chars, start, length) + "";
        }
        return chars;
      }
    }
    "endDTD,startEntity,endEntity,attributeDecl,elementDecl,externalEntityDecl,internalEntityDecl,resolveEntity,getExternalSubset,notationDecl,unparsedEntityDecl".replace(
      /\w+/g,
      function(key2) {
        DOMHandler.prototype[key2] = function() {
          return null;
        };
      }
    );
    function appendElement(handler, node) {
      if (!handler.currentElement) {
        handler.doc.appendChild(node);
      } else {
        handler.currentElement.appendChild(node);
      }
    }
    function onErrorStopParsing(level) {
      if (level === "error") throw "onErrorStopParsing";
    }
    function onWarningStopParsing() {
      throw "onWarningStopParsing";
    }
    exports.__DOMHandler = DOMHandler;
    exports.DOMParser = DOMParser3;
    exports.normalizeLineEndings = normalizeLineEndings;
    exports.onErrorStopParsing = onErrorStopParsing;
    exports.onWarningStopParsing = onWarningStopParsing;
  }
});

// node_modules/@xmldom/xmldom/lib/index.js
var require_lib = __commonJS({
  "node_modules/@xmldom/xmldom/lib/index.js"(exports) {
    "use strict";
    var conventions = require_conventions();
    exports.assign = conventions.assign;
    exports.hasDefaultHTMLNamespace = conventions.hasDefaultHTMLNamespace;
    exports.isHTMLMimeType = conventions.isHTMLMimeType;
    exports.isValidMimeType = conventions.isValidMimeType;
    exports.MIME_TYPE = conventions.MIME_TYPE;
    exports.NAMESPACE = conventions.NAMESPACE;
    var errors = require_errors();
    exports.DOMException = errors.DOMException;
    exports.DOMExceptionName = errors.DOMExceptionName;
    exports.ExceptionCode = errors.ExceptionCode;
    exports.ParseError = errors.ParseError;
    var dom = require_dom();
    exports.Attr = dom.Attr;
    exports.CDATASection = dom.CDATASection;
    exports.CharacterData = dom.CharacterData;
    exports.Comment = dom.Comment;
    exports.Document = dom.Document;
    exports.DocumentFragment = dom.DocumentFragment;
    exports.DocumentType = dom.DocumentType;
    exports.DOMImplementation = dom.DOMImplementation;
    exports.Element = dom.Element;
    exports.Entity = dom.Entity;
    exports.EntityReference = dom.EntityReference;
    exports.LiveNodeList = dom.LiveNodeList;
    exports.NamedNodeMap = dom.NamedNodeMap;
    exports.Node = dom.Node;
    exports.NodeList = dom.NodeList;
    exports.Notation = dom.Notation;
    exports.ProcessingInstruction = dom.ProcessingInstruction;
    exports.Text = dom.Text;
    exports.XMLSerializer = dom.XMLSerializer;
    var domParser = require_dom_parser();
    exports.DOMParser = domParser.DOMParser;
    exports.normalizeLineEndings = domParser.normalizeLineEndings;
    exports.onErrorStopParsing = domParser.onErrorStopParsing;
    exports.onWarningStopParsing = domParser.onWarningStopParsing;
  }
});

// src/osworld/load-osworld.ts
import { existsSync as existsSync2 } from "node:fs";
import path3 from "node:path";

// src/osworld/metrics/css-to-xpath.ts
function cssToXpath(selectorGroup) {
  return parseCssSelector(selectorGroup).map((complex) => {
    let path4 = "";
    for (const { combinator, compound } of complex.parts) {
      const test = compound.element;
      const predicate = compound.conditions.length ? `[${compound.conditions.join(" and ")}]` : "";
      switch (combinator) {
        case "":
          path4 = `descendant-or-self::${test}${predicate}`;
          break;
        case " ":
          path4 += `/descendant-or-self::*/${test}${predicate}`;
          break;
        case ">":
          path4 += `/${test}${predicate}`;
          break;
        case "~":
          path4 += `/following-sibling::${test}${predicate}`;
          break;
        case "+":
          path4 += `/following-sibling::*[1]/self::${test}${predicate}`;
          break;
      }
    }
    return path4;
  }).join(" | ");
}
function parseCssSelector(text2) {
  const p = new Parser(text2);
  const group = [p.complex()];
  while (p.peekChar() === ",") {
    p.pos++;
    group.push(p.complex());
  }
  p.skipSpace();
  if (p.pos < text2.length)
    throw new Error(`unexpected '${text2.slice(p.pos, p.pos + 10)}' at character ${p.pos + 1}`);
  return group;
}
function literal(value) {
  if (!value.includes("'")) return `'${value}'`;
  if (!value.includes('"')) return `"${value}"`;
  return `concat(${value.split("'").map((part) => `'${part}'`).join(`, "'", `)})`;
}
var Parser = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
  pos = 0;
  skipSpace() {
    const start = this.pos;
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
    return this.pos > start;
  }
  peekChar() {
    this.skipSpace();
    return this.text[this.pos];
  }
  complex() {
    this.skipSpace();
    const parts = [{ combinator: "", compound: this.compound() }];
    for (; ; ) {
      const hadSpace = this.skipSpace();
      const ch = this.text[this.pos];
      if (ch === void 0 || ch === "," || ch === ")") break;
      let combinator = " ";
      if (ch === ">" || ch === "+" || ch === "~") {
        combinator = ch;
        this.pos++;
        this.skipSpace();
      } else if (!hadSpace) throw new Error(`unexpected '${ch}' at character ${this.pos + 1}`);
      parts.push({ combinator, compound: this.compound() });
    }
    return { parts };
  }
  ident() {
    const match = /^-?(?:[A-Za-z_]|\\.|[\u0080-\uffff])(?:[A-Za-z0-9_-]|\\.|[\u0080-\uffff])*/.exec(
      this.text.slice(this.pos)
    );
    if (!match) throw new Error(`expected a name at character ${this.pos + 1}`);
    this.pos += match[0].length;
    return match[0].replace(/\\(.)/g, "$1");
  }
  /** `name`, `ns|name`, `*`, `ns|*` (an element or attribute name, namespace prefix kept). */
  qualifiedName(allowStar) {
    const read = () => {
      if (allowStar && this.text[this.pos] === "*") {
        this.pos++;
        return "*";
      }
      return this.ident();
    };
    const first2 = read();
    if (this.text[this.pos] === "|" && this.text[this.pos + 1] !== "=") {
      this.pos++;
      return `${first2}:${read()}`;
    }
    return first2;
  }
  compound() {
    let element = "*";
    const conditions = [];
    const ch = this.text[this.pos];
    if (ch === "*" || ch !== void 0 && /[A-Za-z_\\-]|[\u0080-\uffff]/.test(ch))
      element = this.qualifiedName(true);
    let any = element !== "*" || ch === "*";
    for (; ; ) {
      const c = this.text[this.pos];
      if (c === "#") {
        this.pos++;
        conditions.push(`@id = ${literal(this.ident())}`);
      } else if (c === ".") {
        this.pos++;
        conditions.push(
          `@class and contains(concat(' ', normalize-space(@class), ' '), ${literal(` ${this.ident()} `)})`
        );
      } else if (c === "[") {
        this.pos++;
        conditions.push(this.attribute());
      } else if (c === ":") {
        this.pos++;
        conditions.push(this.pseudo());
      } else break;
      any = true;
    }
    if (!any) throw new Error(`expected a selector at character ${this.pos + 1}`);
    return { element, conditions };
  }
  attribute() {
    this.skipSpace();
    const name = `@${this.qualifiedName(false)}`;
    this.skipSpace();
    const op = /^(=|~=|\|=|\^=|\$=|\*=|!=)/.exec(this.text.slice(this.pos))?.[0];
    if (!op) {
      if (this.text[this.pos] !== "]")
        throw new Error(`unsupported attribute operator at character ${this.pos + 1}`);
      this.pos++;
      return name;
    }
    this.pos += op.length;
    this.skipSpace();
    const value = this.value();
    this.skipSpace();
    if (this.text[this.pos] !== "]") throw new Error(`expected ']' at character ${this.pos + 1}`);
    this.pos++;
    const v = literal(value);
    switch (op) {
      case "=":
        return `${name} = ${v}`;
      case "!=":
        return `not(${name}) or ${name} != ${v}`;
      case "~=":
        return value.trim() === "" || /\s/.test(value) ? "0" : `${name} and contains(concat(' ', normalize-space(${name}), ' '), ${literal(` ${value} `)})`;
      case "|=":
        return `${name} and (${name} = ${v} or starts-with(${name}, ${literal(`${value}-`)}))`;
      case "^=":
        return value === "" ? "0" : `${name} and starts-with(${name}, ${v})`;
      case "$=":
        return value === "" ? "0" : `${name} and substring(${name}, string-length(${name})-${Array.from(value).length - 1}) = ${v}`;
      default:
        return value === "" ? "0" : `${name} and contains(${name}, ${v})`;
    }
  }
  value() {
    const quote = this.text[this.pos];
    if (quote === '"' || quote === "'") {
      let out = "";
      this.pos++;
      while (this.pos < this.text.length && this.text[this.pos] !== quote) {
        if (this.text[this.pos] === "\\") this.pos++;
        out += this.text[this.pos++] ?? "";
      }
      if (this.text[this.pos] !== quote) throw new Error("unterminated string");
      this.pos++;
      return out;
    }
    return this.ident();
  }
  pseudo() {
    const name = this.ident().toLowerCase();
    switch (name) {
      case "first-child":
        return "count(preceding-sibling::*) = 0";
      case "last-child":
        return "count(following-sibling::*) = 0";
      case "only-child":
        return "count(preceding-sibling::*) = 0 and count(following-sibling::*) = 0";
      case "empty":
        return "not(*) and not(string-length())";
    }
    if (this.text[this.pos] !== "(") throw new Error(`pseudo-class ':${name}' is not supported`);
    this.pos++;
    this.skipSpace();
    let condition;
    if (name === "nth-child") {
      const close = this.text.indexOf(")", this.pos);
      const argument = close < 0 ? this.text.slice(this.pos) : this.text.slice(this.pos, close);
      const n = /^\d+\s*$/.exec(argument)?.[0].trim();
      if (!n)
        throw new Error(
          `the pseudo-class ':nth-child(${argument.trim()})' is not supported (desktest translates :nth-child() with a plain number only)`
        );
      this.pos += n.length;
      condition = `count(preceding-sibling::*) = ${Number(n) - 1}`;
    } else if (name === "contains") {
      condition = `contains(string(.), ${literal(this.value())})`;
    } else if (name === "not") {
      const inner = this.compound();
      const parts = [...inner.element !== "*" ? [`self::${inner.element}`] : [], ...inner.conditions];
      condition = parts.length ? `not(${parts.join(" and ")})` : "0";
    } else throw new Error(`pseudo-class ':${name}()' is not supported`);
    this.skipSpace();
    if (this.text[this.pos] !== ")") throw new Error(`expected ')' at character ${this.pos + 1}`);
    this.pos++;
    return condition;
  }
};

// src/osworld/model.ts
var OSWORLD_DEFAULTS = {
  timeout: 900,
  /** run.py's default step budget. */
  max_steps: 15,
  clientPassword: "password",
  /** OSWorld's guest command timeout. */
  commandTimeoutMs: 12e4
};

// src/osworld/python-error.ts
var PythonError = class extends Error {
  constructor(kind, message) {
    super(`${kind}: ${message}`);
    this.kind = kind;
  }
  kind;
};

// src/osworld/python-re.ts
var RE_FLAGS = {
  TEMPLATE: 1,
  IGNORECASE: 2,
  LOCALE: 4,
  MULTILINE: 8,
  DOTALL: 16,
  UNICODE: 32,
  VERBOSE: 64,
  DEBUG: 128,
  ASCII: 256
};
var FLAG_NAMES = {
  A: RE_FLAGS.ASCII,
  ASCII: RE_FLAGS.ASCII,
  I: RE_FLAGS.IGNORECASE,
  IGNORECASE: RE_FLAGS.IGNORECASE,
  L: RE_FLAGS.LOCALE,
  LOCALE: RE_FLAGS.LOCALE,
  M: RE_FLAGS.MULTILINE,
  MULTILINE: RE_FLAGS.MULTILINE,
  S: RE_FLAGS.DOTALL,
  DOTALL: RE_FLAGS.DOTALL,
  U: RE_FLAGS.UNICODE,
  UNICODE: RE_FLAGS.UNICODE,
  X: RE_FLAGS.VERBOSE,
  VERBOSE: RE_FLAGS.VERBOSE,
  DEBUG: RE_FLAGS.DEBUG,
  NOFLAG: 0,
  T: RE_FLAGS.TEMPLATE,
  TEMPLATE: RE_FLAGS.TEMPLATE
};
function reFlag(name) {
  const flag = FLAG_NAMES[name];
  if (flag === void 0) throw new PythonError("AttributeError", `module 're' has no attribute '${name}'`);
  return flag;
}
var INLINE_FLAGS = {
  i: RE_FLAGS.IGNORECASE,
  L: RE_FLAGS.LOCALE,
  m: RE_FLAGS.MULTILINE,
  s: RE_FLAGS.DOTALL,
  x: RE_FLAGS.VERBOSE,
  a: RE_FLAGS.ASCII,
  u: RE_FLAGS.UNICODE
};
var TYPE_FLAGS = RE_FLAGS.ASCII | RE_FLAGS.LOCALE | RE_FLAGS.UNICODE;
var MAXREPEAT = 4294967295;
var MAXGROUPS = 1073741823;
function reError(message, pos) {
  return new PythonError("error", `${message} at position ${pos}`);
}
var DIGITS = /[0-9]/;
var OCTDIGITS = /[0-7]/;
var HEXDIGITS = /[0-9a-fA-F]/;
var ASCIILETTERS = /[a-zA-Z]/;
var WHITESPACE = /* @__PURE__ */ new Set([" ", "	", "\n", "\r", "\v", "\f"]);
function isIdentifier(name) {
  return new RegExp("^[\\p{XID_Start}_]\\p{XID_Continue}*$", "u").test(name.normalize("NFKC"));
}
var Source = class {
  chars;
  index = 0;
  constructor(pattern) {
    this.chars = Array.from(pattern);
  }
  get next() {
    const ch = this.chars[this.index];
    if (ch === "\\") {
      const escaped = this.chars[this.index + 1];
      return escaped === void 0 ? void 0 : `\\${escaped}`;
    }
    return ch;
  }
  get() {
    const value = this.next;
    if (value === void 0) {
      if (this.chars[this.index] === "\\") throw reError("bad escape (end of pattern)", this.index);
      return void 0;
    }
    this.index += value.length === 2 && value[0] === "\\" ? 2 : 1;
    return value;
  }
  match(ch) {
    if (this.next === ch) {
      this.get();
      return true;
    }
    return false;
  }
  getWhile(n, pattern) {
    let out = "";
    for (let i2 = 0; i2 < n; i2++) {
      const c = this.next;
      if (c === void 0 || c.length !== 1 || !pattern.test(c)) break;
      out += c;
      this.index++;
    }
    return out;
  }
  getUntil(terminator, what) {
    let out = "";
    for (; ; ) {
      const c = this.next;
      this.index++;
      if (c === void 0) {
        if (!out) throw reError(`missing ${what}`, this.index - 1);
        throw reError(`missing ${terminator}, unterminated name`, this.index - 1 - out.length);
      }
      if (c === terminator) {
        if (!out) throw reError(`missing ${what}`, this.index - 1);
        return out;
      }
      if (c.length === 2) this.index++;
      out += c;
    }
  }
  tell() {
    return this.index;
  }
};
var State = class {
  flags;
  groupdict = /* @__PURE__ */ new Map();
  groupwidths = [null];
  lookbehindgroups = null;
  openGroups = /* @__PURE__ */ new Set();
  constructor(flags) {
    this.flags = flags;
  }
  get groups() {
    return this.groupwidths.length;
  }
  openGroup(name, pos) {
    const gid = this.groups;
    this.groupwidths.push(null);
    if (this.groups > MAXGROUPS) throw reError("too many groups", pos);
    if (name !== null) {
      const old = this.groupdict.get(name);
      if (old !== void 0)
        throw reError(`redefinition of group name '${name}' as group ${gid}; was group ${old}`, pos);
      this.groupdict.set(name, gid);
    }
    this.openGroups.add(gid);
    return gid;
  }
  closeGroup(gid, body) {
    this.groupwidths[gid] = width(body, this);
    this.openGroups.delete(gid);
  }
  checkGroup(gid) {
    return gid < this.groups && this.groupwidths[gid] !== null;
  }
  checkLookbehindGroup(gid, pos) {
    if (this.lookbehindgroups !== null) {
      if (!this.checkGroup(gid)) throw reError("cannot refer to an open group", pos);
      if (gid >= this.lookbehindgroups)
        throw reError("cannot refer to group defined in the same lookbehind subpattern", pos);
    }
  }
};
function width(nodes, state) {
  let lo = 0;
  let hi = 0;
  for (const node of nodes) {
    let i2 = 0;
    let j = 0;
    switch (node.kind) {
      case "literal":
      case "any":
      case "set":
      case "category":
        i2 = 1;
        j = 1;
        break;
      case "branch": {
        i2 = MAXREPEAT - 1;
        j = 0;
        for (const alt of node.alternatives) {
          const [a, b] = width(alt, state);
          i2 = Math.min(i2, a);
          j = Math.max(j, b);
        }
        break;
      }
      case "group":
      case "atomic":
        [i2, j] = width(node.body, state);
        break;
      case "repeat": {
        const [a, b] = width(node.body, state);
        i2 = a * node.min;
        j = b * node.max;
        break;
      }
      case "groupref":
        [i2, j] = state.groupwidths[node.group] ?? [0, MAXREPEAT];
        break;
      default:
        break;
    }
    lo += i2;
    hi += j;
  }
  return [Math.min(lo, MAXREPEAT - 1), Math.min(hi, MAXREPEAT)];
}
var CATEGORY_ESCAPES = {
  "\\A": { kind: "at", at: "beginning_string" },
  "\\Z": { kind: "at", at: "end_string" },
  "\\b": { kind: "at", at: "boundary" },
  "\\B": { kind: "at", at: "non_boundary" },
  "\\d": { kind: "category", cat: "d" },
  "\\D": { kind: "category", cat: "D" },
  "\\s": { kind: "category", cat: "s" },
  "\\S": { kind: "category", cat: "S" },
  "\\w": { kind: "category", cat: "w" },
  "\\W": { kind: "category", cat: "W" }
};
var SIMPLE_ESCAPES = {
  "\\a": 7,
  "\\b": 8,
  "\\f": 12,
  "\\n": 10,
  "\\r": 13,
  "\\t": 9,
  "\\v": 11,
  "\\\\": 92
};
function hexEscape(source, escape, start) {
  const c = escape[1];
  const hex = (n) => {
    const digits = source.getWhile(n, HEXDIGITS);
    if (digits.length !== n) throw reError(`incomplete escape ${escape}${digits}`, start);
    return { value: parseInt(digits, 16), digits };
  };
  if (c === "x") return hex(2).value;
  if (c === "u") return hex(4).value;
  if (c === "U") {
    const { value, digits } = hex(8);
    if (value > 1114111) throw reError(`bad escape ${escape}${digits}`, start);
    return value;
  }
  if (c === "N")
    throw new PythonError("NotSupported", "desktest does not translate \\N{...} escapes in Python patterns");
  return void 0;
}
function classEscape(source, escape, start) {
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== void 0) return { kind: "literal", cp: simple };
  const category = CATEGORY_ESCAPES[escape];
  if (category?.kind === "category") return { kind: "category", cat: category.cat };
  const hex = hexEscape(source, escape, start);
  if (hex !== void 0) return { kind: "literal", cp: hex };
  const c = escape[1];
  if (OCTDIGITS.test(c)) {
    const digits = c + source.getWhile(2, OCTDIGITS);
    const value = parseInt(digits, 8);
    if (value > 255) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
    return { kind: "literal", cp: value };
  }
  if (DIGITS.test(c) || ASCIILETTERS.test(c)) throw reError(`bad escape ${escape}`, start);
  return { kind: "literal", cp: c.codePointAt(0) };
}
function escapeNode(source, escape, state, start) {
  const category = CATEGORY_ESCAPES[escape];
  if (category) return category;
  const simple = SIMPLE_ESCAPES[escape];
  if (simple !== void 0) return { kind: "literal", cp: simple };
  const hex = hexEscape(source, escape, start);
  if (hex !== void 0) return { kind: "literal", cp: hex };
  const c = escape[1];
  if (c === "0") return { kind: "literal", cp: parseInt(c + source.getWhile(2, OCTDIGITS), 8) };
  if (DIGITS.test(c)) {
    let digits = c;
    const next = source.next;
    if (next !== void 0 && next.length === 1 && DIGITS.test(next)) {
      digits += source.get();
      const third = source.next;
      if (OCTDIGITS.test(digits[0]) && OCTDIGITS.test(digits[1]) && third?.length === 1 && OCTDIGITS.test(third)) {
        digits += source.get();
        const value = parseInt(digits, 8);
        if (value > 255) throw reError(`octal escape value \\${digits} outside of range 0-0o377`, start);
        return { kind: "literal", cp: value };
      }
    }
    const group = Number(digits);
    if (group < state.groups) {
      if (!state.checkGroup(group)) throw reError("cannot refer to an open group", start);
      state.checkLookbehindGroup(group, start);
      return { kind: "groupref", group };
    }
    throw reError(`invalid group reference ${group}`, start + 1);
  }
  if (ASCIILETTERS.test(c)) throw reError(`bad escape ${escape}`, start);
  return { kind: "literal", cp: c.codePointAt(0) };
}
function parseSub(source, state, verbose, nested) {
  const items = [];
  for (; ; ) {
    items.push(parse(source, state, verbose, nested + 1, nested === 0 && items.length === 0));
    if (!source.match("|")) break;
  }
  if (items.length === 1) return items[0];
  return [{ kind: "branch", alternatives: items }];
}
function parseFlags(source, state, first2) {
  let char = first2;
  let add = 0;
  let del = 0;
  if (char !== "-") {
    for (; ; ) {
      const flag = INLINE_FLAGS[char];
      if (flag === RE_FLAGS.LOCALE)
        throw reError("bad inline flags: cannot use 'L' flag with a str pattern", source.tell());
      add |= flag;
      if (flag & TYPE_FLAGS && (add & TYPE_FLAGS) !== flag)
        throw reError("bad inline flags: flags 'a', 'u' and 'L' are incompatible", source.tell());
      char = source.get();
      if (char === void 0) throw reError("missing -, : or )", source.tell());
      if (char === ")" || char === "-" || char === ":") break;
      if (!(char in INLINE_FLAGS))
        throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing -, : or )", source.tell());
    }
  }
  if (char === ")") {
    state.flags |= add;
    return null;
  }
  if (add & RE_FLAGS.LOCALE) throw reError("bad inline flags: cannot turn on global flag", source.tell());
  if (char === "-") {
    char = source.get();
    if (char === void 0) throw reError("missing flag", source.tell());
    if (!(char in INLINE_FLAGS))
      throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing flag", source.tell());
    for (; ; ) {
      const flag = INLINE_FLAGS[char];
      if (flag & TYPE_FLAGS)
        throw reError("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", source.tell());
      del |= flag;
      char = source.get();
      if (char === void 0) throw reError("missing :", source.tell());
      if (char === ":") break;
      if (!(char in INLINE_FLAGS))
        throw reError(ASCIILETTERS.test(char) ? "unknown flag" : "missing :", source.tell());
    }
  }
  if (del & RE_FLAGS.LOCALE) throw reError("bad inline flags: cannot turn off global flag", source.tell());
  if (add & del) throw reError("bad inline flags: flag turned on and off", source.tell());
  return { add, del };
}
function parse(source, state, verboseIn, nested, first2) {
  const sub = [];
  let verbose = verboseIn;
  for (; ; ) {
    const next = source.next;
    if (next === void 0 || next === "|" || next === ")") break;
    const here = source.tell();
    const thisChar = source.get();
    if (verbose) {
      if (WHITESPACE.has(thisChar)) continue;
      if (thisChar === "#") {
        for (; ; ) {
          const c = source.get();
          if (c === void 0 || c === "\n") break;
        }
        continue;
      }
    }
    if (thisChar[0] === "\\") {
      sub.push(escapeNode(source, thisChar, state, here));
    } else if (thisChar === "[") {
      sub.push(parseSet(source, here));
    } else if ("*+?{".includes(thisChar)) {
      let min;
      let max2;
      if (thisChar === "?") [min, max2] = [0, 1];
      else if (thisChar === "*") [min, max2] = [0, MAXREPEAT];
      else if (thisChar === "+") [min, max2] = [1, MAXREPEAT];
      else {
        if (source.next === "}") {
          sub.push({ kind: "literal", cp: 123 });
          continue;
        }
        [min, max2] = [0, MAXREPEAT];
        let lo = "";
        let hi = "";
        while (source.next !== void 0 && source.next.length === 1 && DIGITS.test(source.next))
          lo += source.get();
        if (source.match(",")) {
          while (source.next !== void 0 && source.next.length === 1 && DIGITS.test(source.next))
            hi += source.get();
        } else hi = lo;
        if (!source.match("}")) {
          sub.push({ kind: "literal", cp: 123 });
          source.index = here + 1;
          continue;
        }
        if (lo) {
          min = Number(lo);
          if (min >= MAXREPEAT) throw new PythonError("OverflowError", "the repetition number is too large");
        }
        if (hi) {
          max2 = Number(hi);
          if (max2 >= MAXREPEAT) throw new PythonError("OverflowError", "the repetition number is too large");
          if (max2 < min) throw reError("min repeat greater than max repeat", here);
        }
      }
      const item2 = sub.at(-1);
      if (!item2 || item2.kind === "at") throw reError("nothing to repeat", here);
      if (item2.kind === "repeat") throw reError("multiple repeat", here);
      const body = item2.kind === "group" && item2.group === null && !item2.addFlags && !item2.delFlags ? item2.body : [item2];
      const mode = source.match("?") ? "lazy" : source.match("+") ? "possessive" : "greedy";
      sub[sub.length - 1] = { kind: "repeat", min, max: max2, mode, body };
    } else if (thisChar === ".") {
      sub.push({ kind: "any" });
    } else if (thisChar === "(") {
      const start = here;
      let capture = true;
      let atomic2 = false;
      let name = null;
      let addFlags = 0;
      let delFlags = 0;
      if (source.match("?")) {
        const char = source.get();
        if (char === void 0) throw reError("unexpected end of pattern", source.tell());
        if (char === "P") {
          if (source.match("<")) {
            name = source.getUntil(">", "group name");
            if (!isIdentifier(name))
              throw reError(`bad character in group name '${name}'`, source.tell() - name.length - 1);
          } else if (source.match("=")) {
            const ref = source.getUntil(")", "group name");
            if (!isIdentifier(ref))
              throw reError(`bad character in group name '${ref}'`, source.tell() - ref.length - 1);
            const gid = state.groupdict.get(ref);
            if (gid === void 0)
              throw reError(`unknown group name '${ref}'`, source.tell() - ref.length - 1);
            if (!state.checkGroup(gid))
              throw reError("cannot refer to an open group", source.tell() - ref.length - 1);
            state.checkLookbehindGroup(gid, source.tell());
            sub.push({ kind: "groupref", group: gid });
            continue;
          } else {
            const c = source.get();
            if (c === void 0) throw reError("unexpected end of pattern", source.tell());
            throw reError(`unknown extension ?P${c}`, source.tell() - c.length - 2);
          }
        } else if (char === ":") {
          capture = false;
        } else if (char === "#") {
          for (; ; ) {
            if (source.next === void 0) throw reError("missing ), unterminated comment", start);
            if (source.get() === ")") break;
          }
          continue;
        } else if ("=!<".includes(char)) {
          let kind = char;
          let behind = false;
          const outerLookbehind = state.lookbehindgroups;
          if (kind === "<") {
            const c = source.get();
            if (c === void 0) throw reError("unexpected end of pattern", source.tell());
            if (!"=!".includes(c)) throw reError(`unknown extension ?<${c}`, source.tell() - c.length - 2);
            kind = c;
            behind = true;
            if (outerLookbehind === null) state.lookbehindgroups = state.groups;
          }
          const body2 = parseSub(source, state, verbose, nested + 1);
          if (behind && outerLookbehind === null) state.lookbehindgroups = null;
          if (!source.match(")")) throw reError("missing ), unterminated subpattern", start);
          if (behind) {
            const [lo, hi] = width(body2, state);
            if (lo !== hi) throw new PythonError("error", "look-behind requires fixed-width pattern");
          }
          sub.push({ kind: "assert", negate: kind === "!", behind, body: body2 });
          continue;
        } else if (char === "(") {
          throw new PythonError(
            "NotSupported",
            "desktest does not translate conditional groups (?(id)yes|no) of Python patterns"
          );
        } else if (char === ">") {
          capture = false;
          atomic2 = true;
        } else if (char in INLINE_FLAGS || char === "-") {
          const flags = parseFlags(source, state, char);
          if (flags === null) {
            if (!first2 || sub.length > 0)
              throw reError("global flags not at the start of the expression", start);
            verbose = (state.flags & RE_FLAGS.VERBOSE) !== 0;
            continue;
          }
          addFlags = flags.add;
          delFlags = flags.del;
          capture = false;
        } else {
          throw reError(`unknown extension ?${char}`, source.tell() - char.length - 1);
        }
      }
      const group = capture ? state.openGroup(name, start + 1) : null;
      const subVerbose = (verbose || (addFlags & RE_FLAGS.VERBOSE) !== 0) && !(delFlags & RE_FLAGS.VERBOSE);
      const body = parseSub(source, state, subVerbose, nested + 1);
      if (!source.match(")")) throw reError("missing ), unterminated subpattern", start);
      if (group !== null) state.closeGroup(group, body);
      sub.push(atomic2 ? { kind: "atomic", body } : { kind: "group", group, addFlags, delFlags, body });
    } else if (thisChar === "^") {
      sub.push({ kind: "at", at: "beginning" });
    } else if (thisChar === "$") {
      sub.push({ kind: "at", at: "end" });
    } else {
      sub.push({ kind: "literal", cp: thisChar.codePointAt(0) });
    }
  }
  return sub;
}
function parseSet(source, here) {
  const items = [];
  const negate = source.match("^");
  for (; ; ) {
    const start = source.tell();
    const thisChar = source.get();
    if (thisChar === void 0) throw reError("unterminated character set", here);
    if (thisChar === "]" && items.length > 0) break;
    const code1 = thisChar[0] === "\\" ? classEscape(source, thisChar, start) : { kind: "literal", cp: thisChar.codePointAt(0) };
    if (source.match("-")) {
      const thatStart = source.tell();
      const that = source.get();
      if (that === void 0) throw reError("unterminated character set", here);
      if (that === "]") {
        items.push(code1, { kind: "literal", cp: 45 });
        break;
      }
      const code2 = that[0] === "\\" ? classEscape(source, that, thatStart) : { kind: "literal", cp: that.codePointAt(0) };
      if (code1.kind !== "literal" || code2.kind !== "literal" || code2.cp < code1.cp)
        throw reError(`bad character range ${thisChar}-${that}`, start);
      items.push({ kind: "range", lo: code1.cp, hi: code2.cp });
    } else items.push(code1);
  }
  return { kind: "set", negate, items };
}
var UNICODE_SPACE = "\\t\\n\\v\\f\\r\\u{1C}-\\u{20}\\u{85}\\u{A0}\\u{1680}\\u{2000}-\\u{200A}\\u{2028}\\u{2029}\\u{202F}\\u{205F}\\u{3000}";
var CATEGORY_CLASS = {
  unicode: { d: "\\p{Nd}", w: "\\p{L}\\p{N}_", s: UNICODE_SPACE },
  ascii: { d: "0-9", w: "A-Za-z0-9_", s: "\\t\\n\\v\\f\\r " }
};
function literal2(cp) {
  const ch = String.fromCodePoint(cp);
  return /^[A-Za-z0-9]$/.test(ch) ? ch : `\\u{${cp.toString(16).toUpperCase()}}`;
}
var DOTTED_I = [73, 105, 304, 305];
function ignoresDottedI(flags) {
  return (flags & RE_FLAGS.IGNORECASE) !== 0 && (flags & RE_FLAGS.ASCII) === 0;
}
function categoryClass(cat, flags) {
  const table = CATEGORY_CLASS[flags & RE_FLAGS.ASCII ? "ascii" : "unicode"];
  const inner = table[cat.toLowerCase()];
  return cat === cat.toLowerCase() ? `[${inner}]` : `[^${inner}]`;
}
function emit(nodes, state) {
  return nodes.map((node) => emitNode(node, state)).join("");
}
function emitNode(node, state) {
  const flags = state.flags;
  switch (node.kind) {
    case "literal":
      if (ignoresDottedI(flags) && DOTTED_I.includes(node.cp)) return `[${DOTTED_I.map(literal2).join("")}]`;
      return literal2(node.cp);
    case "any":
      return flags & RE_FLAGS.DOTALL ? "[\\u{0}-\\u{10FFFF}]" : "[^\\n]";
    case "category":
      return categoryClass(node.cat, flags);
    case "set": {
      const parts = node.items.map(
        (item2) => item2.kind === "literal" ? literal2(item2.cp) : item2.kind === "range" ? `${literal2(item2.lo)}-${literal2(item2.hi)}` : categoryClass(item2.cat, flags)
      );
      const coversDottedI = node.items.some(
        (item2) => item2.kind === "literal" && DOTTED_I.includes(item2.cp) || item2.kind === "range" && DOTTED_I.some((cp) => item2.lo <= cp && cp <= item2.hi)
      );
      if (ignoresDottedI(flags) && coversDottedI) parts.push(...DOTTED_I.map(literal2));
      if (parts.length === 0) return node.negate ? "[\\u{0}-\\u{10FFFF}]" : "[]";
      return `[${node.negate ? "^" : ""}${parts.join("")}]`;
    }
    case "at": {
      const word = categoryClass("w", flags);
      switch (node.at) {
        case "beginning":
          return flags & RE_FLAGS.MULTILINE ? "(?<![^\\n])" : "(?<![\\u{0}-\\u{10FFFF}])";
        case "end":
          return flags & RE_FLAGS.MULTILINE ? "(?![^\\n])" : "(?=\\n?(?![\\u{0}-\\u{10FFFF}]))";
        case "beginning_string":
          return "(?<![\\u{0}-\\u{10FFFF}])";
        case "end_string":
          return "(?![\\u{0}-\\u{10FFFF}])";
        case "boundary":
          return `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
        case "non_boundary":
          return `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`;
      }
      break;
    }
    case "branch":
      return `(?:${node.alternatives.map((alt) => emit(alt, state)).join("|")})`;
    case "group": {
      const inner = { ...state, flags: (flags | node.addFlags) & ~node.delFlags };
      const body = emit(node.body, inner);
      state.helpers = inner.helpers;
      const caseOn = node.addFlags & RE_FLAGS.IGNORECASE ? "i" : "";
      const caseOff = node.delFlags & RE_FLAGS.IGNORECASE ? "-i" : "";
      const group = node.group === null ? `(?:${body})` : `(?<p${node.group}>${body})`;
      return caseOn || caseOff ? `(?${caseOn}${caseOff}:${group})` : group;
    }
    case "atomic":
      return atomic(emit(node.body, state), state);
    case "assert":
      return `(?${node.behind ? "<" : ""}${node.negate ? "!" : "="}${emit(node.body, state)})`;
    case "repeat": {
      const body = emit(node.body, state);
      const unit = node.body.length === 1 && isAtom(node.body[0]) ? body : `(?:${body})`;
      const quantifier = node.min === 0 && node.max === MAXREPEAT ? "*" : node.min === 1 && node.max === MAXREPEAT ? "+" : node.min === 0 && node.max === 1 ? "?" : node.max === MAXREPEAT ? `{${node.min},}` : node.min === node.max ? `{${node.min}}` : `{${node.min},${node.max}}`;
      if (node.mode === "possessive") return atomic(`${unit}${quantifier}`, state);
      return `${unit}${quantifier}${node.mode === "lazy" ? "?" : ""}`;
    }
    case "groupref":
      return `\\k<p${node.group}>`;
  }
  return "";
}
function isAtom(node) {
  return ["literal", "any", "category", "set", "group", "groupref"].includes(node.kind);
}
function atomic(body, state) {
  const name = `a${++state.helpers}`;
  return `(?=(?<${name}>${body}))\\k<${name}>`;
}
var cache = /* @__PURE__ */ new Map();
var groupNames = /* @__PURE__ */ new WeakMap();
function compilePythonRegex(pattern, flags = 0) {
  if (typeof pattern !== "string")
    throw new PythonError("TypeError", "first argument must be string or compiled pattern");
  const key2 = `${flags}\0${pattern}`;
  const known = cache.get(key2);
  if (known) return known;
  if (flags & RE_FLAGS.LOCALE)
    throw new PythonError("ValueError", "cannot use LOCALE flag with a str pattern");
  if (flags & RE_FLAGS.ASCII && flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const state = new State(flags);
  const source = new Source(pattern);
  const tree = parseSub(source, state, (flags & RE_FLAGS.VERBOSE) !== 0, 0);
  if (source.next !== void 0) {
    if (source.next === ")") throw reError("unbalanced parenthesis", source.tell());
    throw reError("internal error in regular expression parser", source.tell());
  }
  if (state.flags & RE_FLAGS.ASCII && state.flags & RE_FLAGS.UNICODE)
    throw new PythonError("ValueError", "ASCII and UNICODE flags are incompatible");
  const body = emit(tree, { flags: state.flags, helpers: 0 });
  let regex;
  try {
    regex = new RegExp(body, state.flags & RE_FLAGS.IGNORECASE ? "iv" : "v");
  } catch (error) {
    throw new PythonError(
      "NotSupported",
      `desktest could not translate the Python pattern ${JSON.stringify(pattern)}: ${error.message}`
    );
  }
  if (cache.size > 500) cache.clear();
  cache.set(key2, regex);
  groupNames.set(regex, state.groupdict);
  return regex;
}
function checkText(text2) {
  if (typeof text2 !== "string")
    throw new PythonError(
      "TypeError",
      `expected string or bytes-like object, got '${text2 === null || text2 === void 0 ? "NoneType" : Array.isArray(text2) ? "list" : typeof text2 === "number" ? Number.isInteger(text2) ? "int" : "float" : typeof text2 === "boolean" ? "bool" : "dict"}'`
    );
  return text2;
}
function pythonSearch(pattern, text2, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  return regex.test(checkText(text2));
}
function pythonMatch(pattern, text2, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const match = new RegExp(regex.source, `${regex.flags}y`).exec(checkText(text2));
  if (!match) return null;
  const groups = { 0: match[0] };
  for (const [name, value] of Object.entries(match.groups ?? {}))
    if (name.startsWith("p")) groups[Number(name.slice(1))] = value;
  for (const [name, gid] of groupNames.get(regex) ?? []) groups[name] = groups[gid];
  return groups;
}
function pythonFindall(pattern, text2, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return Array.from(checkText(text2).matchAll(global), (m) => m[0]);
}
function pythonSub(pattern, replacement, text2, flags = 0) {
  const regex = compilePythonRegex(pattern, flags);
  const global = new RegExp(regex.source, `${regex.flags}g`);
  return checkText(text2).replace(global, () => replacement);
}

// src/osworld/python-semantics.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value) && !(value instanceof Date) && !(value instanceof PyDict) && !(value instanceof PySet);
}
var TUPLES = /* @__PURE__ */ new WeakSet();
function pyTuple(items) {
  TUPLES.add(items);
  return items;
}
function hashable(value) {
  if (Array.isArray(value)) return TUPLES.has(value) && value.every(hashable);
  return !(isPlainObject(value) || value instanceof PyDict || value instanceof PySet);
}
function unhashable(value) {
  return new PythonError("TypeError", `unhashable type: '${pyTypeName(value)}'`);
}
var PyDict = class {
  items = [];
  set(key2, value) {
    if (!hashable(key2)) throw unhashable(key2);
    const at = this.items.findIndex(([k]) => pyEquals(k, key2));
    if (at >= 0) this.items[at][1] = value;
    else this.items.push([key2, value]);
  }
  /** The value at an equal key, as `d[key]` finds it. */
  find(key2) {
    if (!hashable(key2)) throw unhashable(key2);
    const item2 = this.items.find(([k]) => pyEquals(k, key2));
    return item2 ? { found: true, value: item2[1] } : { found: false };
  }
  /** A dict of string keys as a plain object, else this. */
  simplified() {
    if (!this.items.every(([k]) => typeof k === "string")) return this;
    const out = {};
    for (const [k, v] of this.items) out[k] = v;
    return out;
  }
};
var PySet = class {
  members = [];
  constructor(items = []) {
    for (const item2 of items) this.add(item2);
  }
  add(item2) {
    if (!hashable(item2)) throw unhashable(item2);
    if (!this.members.some((m) => pyEquals(m, item2))) this.members.push(item2);
  }
};
function dictItems(value) {
  return value instanceof PyDict ? value.items : Object.entries(value);
}
function asNumber(value) {
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return void 0;
}
function compareNumbers(a, b) {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  const fa = Number(a);
  const fb = Number(b);
  if (Number.isNaN(fa) || Number.isNaN(fb)) return NaN;
  if (!Number.isFinite(fa) || !Number.isFinite(fb)) return fa < fb ? -1 : fa > fb ? 1 : 0;
  const toBig = (v) => typeof v === "bigint" ? v : Number.isInteger(v) ? BigInt(v) : void 0;
  const x2 = toBig(a);
  const y = toBig(b);
  if (x2 !== void 0 && y !== void 0) return x2 < y ? -1 : x2 > y ? 1 : 0;
  const whole = (v) => typeof v === "bigint" ? v : BigInt(Math.floor(v));
  return whole(a) < whole(b) ? -1 : whole(a) > whole(b) ? 1 : typeof a === "bigint" ? -1 : 1;
}
function pyEquals(a, b) {
  if (a === null || a === void 0 || b === null || b === void 0)
    return (a === null || a === void 0) && (b === null || b === void 0);
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== void 0 && nb !== void 0) return compareNumbers(na, nb) === 0;
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x2, i2) => x2 === b[i2] || pyEquals(x2, b[i2]));
  if (a instanceof Uint8Array || b instanceof Uint8Array)
    return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.from(a).equals(Buffer.from(b));
  if (a instanceof PySet || b instanceof PySet)
    return a instanceof PySet && b instanceof PySet && a.members.length === b.members.length && a.members.every((m) => b.members.some((n) => pyEquals(m, n)));
  if ((a instanceof PyDict || isPlainObject(a)) && (b instanceof PyDict || isPlainObject(b)) && (a instanceof PyDict || b instanceof PyDict)) {
    const x2 = dictItems(a);
    const y = dictItems(b);
    return x2.length === y.length && x2.every(([k, v]) => y.some(([l, w]) => pyEquals(k, l) && pyEquals(v, w)));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && (a[k] === b[k] || pyEquals(a[k], b[k])));
  }
  return false;
}
var isHighSurrogate = (unit) => unit >= 55296 && unit <= 56319;
var isLowSurrogate = (unit) => unit >= 56320 && unit <= 57343;
function splitsPair(text2, index) {
  return index > 0 && index < text2.length && isHighSurrogate(text2.charCodeAt(index - 1)) && isLowSurrogate(text2.charCodeAt(index));
}
function pyStrContains(haystack, needle) {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1))
    if (!splitsPair(haystack, at) && !splitsPair(haystack, at + needle.length)) return true;
  return false;
}
function pyContains(container, item2) {
  if (typeof container === "string") {
    if (typeof item2 !== "string")
      throw new PythonError(
        "TypeError",
        `'in <string>' requires string as left operand, not ${pyTypeName(item2)}`
      );
    return pyStrContains(container, item2);
  }
  if (Array.isArray(container)) return container.some((x2) => x2 === item2 || pyEquals(x2, item2));
  if (container instanceof PySet) {
    if (!hashable(item2)) throw unhashable(item2);
    return container.members.some((x2) => pyEquals(x2, item2));
  }
  if (container instanceof PyDict) return container.find(item2).found;
  if (isPlainObject(container)) {
    if (isPlainObject(item2) || Array.isArray(item2))
      throw new PythonError("TypeError", `unhashable type: '${pyTypeName(item2)}'`);
    return Object.keys(container).some((k) => pyEquals(k, item2));
  }
  throw new PythonError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}
function pyTypeName(value) {
  if (value === null || value === void 0) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "int";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "string") return "str";
  if (Array.isArray(value)) return TUPLES.has(value) ? "tuple" : "list";
  if (value instanceof Date) return "datetime";
  if (value instanceof PySet) return "set";
  if (value instanceof Uint8Array) return "bytes";
  return "dict";
}
function pyStr(value) {
  if (typeof value === "string") return value;
  if (value instanceof Date)
    return value.toISOString().replace("T", " ").replace(/(\.000)?Z$/, "");
  return pyRepr(value);
}
function pyFloatRepr(value) {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  if (value === 0) return Object.is(value, -0) ? "-0.0" : "0.0";
  const exponent = Number(value.toExponential().split("e")[1]);
  if (exponent < -4 || exponent >= 16) {
    const [mantissa, exp] = value.toExponential().split("e");
    const e = Number(exp);
    return `${mantissa}e${e < 0 ? "-" : "+"}${String(Math.abs(e)).padStart(2, "0")}`;
  }
  const text2 = String(value);
  return /[.e]/.test(text2) ? text2 : `${text2}.0`;
}
var NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
function pyStringRepr(value) {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let body = "";
  for (const ch of value) {
    if (ch === "\\") body += "\\\\";
    else if (ch === quote) body += `\\${quote}`;
    else if (ch === "\n") body += "\\n";
    else if (ch === "\r") body += "\\r";
    else if (ch === "	") body += "\\t";
    else if (ch !== " " && NOT_PRINTABLE.test(ch)) {
      const cp = ch.codePointAt(0);
      body += cp < 256 ? `\\x${cp.toString(16).padStart(2, "0")}` : cp < 65536 ? `\\u${cp.toString(16).padStart(4, "0")}` : `\\U${cp.toString(16).padStart(8, "0")}`;
    } else body += ch;
  }
  return `${quote}${body}${quote}`;
}
function pyRepr(value) {
  if (value === null || value === void 0) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number")
    return Number.isInteger(value) && Math.abs(value) < 1e21 ? String(value === 0 ? 0 : value) : pyFloatRepr(value);
  if (typeof value === "string") return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (value instanceof Date) return `datetime.datetime(${value.toISOString()})`;
  if (value instanceof PySet)
    return value.members.length === 0 ? "set()" : `{${value.members.map(pyRepr).join(", ")}}`;
  if (isPlainObject(value) || value instanceof PyDict)
    return `{${dictItems(value).map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(", ")}}`;
  return String(value);
}
function pyTruthy(value) {
  if (value === null || value === void 0 || value === false || value === 0 || value === "" || value === 0n)
    return false;
  if (typeof value === "number" && Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  if (value instanceof PyDict) return value.items.length > 0;
  if (value instanceof PySet) return value.members.length > 0;
  return true;
}
function pyCompare(a, op, b) {
  const order = pyOrder(a, b, op);
  if (Number.isNaN(order)) return false;
  switch (op) {
    case "lt":
      return order < 0;
    case "le":
      return order <= 0;
    case "gt":
      return order > 0;
    case "ge":
      return order >= 0;
  }
}
var OPERATOR_SYMBOL = { lt: "<", le: "<=", gt: ">", ge: ">=" };
function pyOrder(a, b, op) {
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== void 0 && nb !== void 0) return compareNumbers(na, nb);
  if (typeof a === "string" && typeof b === "string") {
    const x2 = Array.from(a, (c) => c.codePointAt(0));
    const y = Array.from(b, (c) => c.codePointAt(0));
    for (let i2 = 0; i2 < Math.min(x2.length, y.length); i2++) if (x2[i2] !== y[i2]) return x2[i2] < y[i2] ? -1 : 1;
    return Math.sign(x2.length - y.length);
  }
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i2 = 0; i2 < Math.min(a.length, b.length); i2++) {
      if (!pyEquals(a[i2], b[i2])) return pyOrder(a[i2], b[i2], op);
    }
    return Math.sign(a.length - b.length);
  }
  throw new PythonError(
    "TypeError",
    `'${OPERATOR_SYMBOL[op]}' not supported between instances of '${pyTypeName(a)}' and '${pyTypeName(b)}'`
  );
}
function pySearch(pattern, text2, flagNames = []) {
  const flags = flagNames.reduce((all, name) => all | reFlag(name), 0);
  return pythonSearch(pattern, text2, flags);
}
var PY_WHITESPACE = "	\n\v\f\r \x85\xA0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000";
var PY_SPACE_SET = new Set(Array.from(PY_WHITESPACE));
var PY_SPACE_RUN = /[\t\n\v\f\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;
function pySplitWhitespace(text2) {
  return text2.split(PY_SPACE_RUN).filter((part) => part !== "");
}
function pyFloat(value) {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "boolean") return Number(value);
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `float() argument must be a string or a real number, not '${pyTypeName(value)}'`
    );
  const text2 = asciiDigits(pyStrip(value));
  const special = /^([-+]?)(inf|infinity|nan)$/i.exec(text2);
  if (special) return special[2].toLowerCase() === "nan" ? NaN : special[1] === "-" ? -Infinity : Infinity;
  const digits = "\\d(?:_?\\d)*";
  const syntax = new RegExp(`^[-+]?(?:${digits}(?:\\.(?:${digits})?)?|\\.${digits})(?:[eE][-+]?${digits})?$`);
  if (!syntax.test(text2))
    throw new PythonError("ValueError", `could not convert string to float: ${pyRepr(value)}`);
  return Number(text2.replace(/_/g, ""));
}
function pyInt(value) {
  if (typeof value === "boolean") return Number(value);
  if (typeof value === "bigint") return value;
  if (typeof value === "number") {
    if (Number.isNaN(value)) throw new PythonError("ValueError", "cannot convert float NaN to integer");
    if (!Number.isFinite(value))
      throw new PythonError("OverflowError", "cannot convert float infinity to integer");
    return Math.trunc(value);
  }
  if (typeof value !== "string")
    throw new PythonError(
      "TypeError",
      `int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(value)}'`
    );
  const text2 = asciiDigits(pyStrip(value));
  if (!/^[-+]?\d(?:_?\d)*$/.test(text2))
    throw new PythonError("ValueError", `invalid literal for int() with base 10: ${pyRepr(value)}`);
  const big = BigInt(text2.replace(/_/g, ""));
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}
function asciiDigits(text2) {
  return text2.replace(new RegExp("\\p{Nd}", "gu"), (digit) => {
    const cp = digit.codePointAt(0);
    let start = cp;
    while (start > 0 && new RegExp("\\p{Nd}", "u").test(String.fromCodePoint(start - 1))) start--;
    return String((cp - start) % 10);
  });
}
function pyJsonLoads(text2) {
  let pos = 0;
  const fail = (message, at = pos) => {
    const before = text2.slice(0, at);
    const line = before.split("\n").length;
    const column = at - before.lastIndexOf("\n");
    throw new PythonError("JSONDecodeError", `${message}: line ${line} column ${column} (char ${at})`);
  };
  if (text2.startsWith("\uFEFF")) fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
  const ws = () => {
    while (pos < text2.length && " 	\n\r".includes(text2[pos])) pos++;
  };
  const string = () => {
    const start = pos;
    pos++;
    let out = "";
    for (; ; ) {
      const ch = text2[pos];
      if (ch === void 0) fail("Unterminated string starting at", start);
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch === "\\") {
        const esc = text2[pos + 1];
        const simple = {
          '"': '"',
          "\\": "\\",
          "/": "/",
          b: "\b",
          f: "\f",
          n: "\n",
          r: "\r",
          t: "	"
        };
        if (esc !== void 0 && simple[esc] !== void 0) {
          out += simple[esc];
          pos += 2;
        } else if (esc === "u") {
          const hex = text2.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("Invalid \\uXXXX escape", pos + 1);
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else fail("Invalid \\escape", pos);
      } else if (ch < " ") {
        fail("Invalid control character at", pos);
      } else {
        out += ch;
        pos++;
      }
    }
  };
  const value = () => {
    ws();
    const ch = text2[pos];
    if (ch === "{") {
      pos++;
      const out = {};
      ws();
      if (text2[pos] === "}") {
        pos++;
        return out;
      }
      for (; ; ) {
        ws();
        if (text2[pos] !== '"') fail("Expecting property name enclosed in double quotes");
        const key2 = string();
        ws();
        if (text2[pos] !== ":") fail("Expecting ':' delimiter");
        pos++;
        Object.defineProperty(out, key2, {
          value: value(),
          enumerable: true,
          writable: true,
          configurable: true
        });
        ws();
        if (text2[pos] === ",") {
          pos++;
          continue;
        }
        if (text2[pos] === "}") {
          pos++;
          return out;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (ch === "[") {
      pos++;
      const out = [];
      ws();
      if (text2[pos] === "]") {
        pos++;
        return out;
      }
      for (; ; ) {
        out.push(value());
        ws();
        if (text2[pos] === ",") {
          pos++;
          continue;
        }
        if (text2[pos] === "]") {
          pos++;
          return out;
        }
        fail("Expecting ',' delimiter");
      }
    }
    if (ch === '"') return string();
    for (const [word, result2] of [
      ["NaN", NaN],
      ["Infinity", Infinity],
      ["-Infinity", -Infinity],
      ["true", true],
      ["false", false],
      ["null", null]
    ]) {
      if (text2.startsWith(word, pos)) {
        pos += word.length;
        return result2;
      }
    }
    const number = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text2.slice(pos));
    if (!number) return fail("Expecting value");
    pos += number[0].length;
    if (number[1] === void 0 && number[2] === void 0) {
      const big = BigInt(number[0]);
      return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
    }
    return Number(number[0]);
  };
  const result = value();
  ws();
  if (pos !== text2.length) fail("Extra data");
  return result;
}
var LINE_BREAKS = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
function pySplitlines(text2) {
  if (text2 === "") return [];
  const parts = text2.split(LINE_BREAKS);
  if (parts.length > 1 && parts.at(-1) === "") parts.pop();
  return parts;
}
function pyTextFromBytes(data) {
  let text2;
  try {
    text2 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
  return text2.replace(/\r\n?/g, "\n");
}
function pyFileLines(text2) {
  const lines = text2.split(/(?<=\n)/);
  return lines.length === 1 && lines[0] === "" ? [] : lines;
}
function pyStrip(text2, chars, side = "both") {
  const set = chars === void 0 ? void 0 : new Set(Array.from(chars));
  const isStripped = (ch) => set ? set.has(ch) : PY_SPACE_SET.has(ch);
  const codePoints2 = Array.from(text2);
  let start = 0;
  let end = codePoints2.length;
  if (side !== "right") while (start < end && isStripped(codePoints2[start])) start++;
  if (side !== "left") while (end > start && isStripped(codePoints2[end - 1])) end--;
  return codePoints2.slice(start, end).join("");
}
function pyDecodeUtf8(data) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    throw new PythonError("UnicodeDecodeError", "'utf-8' codec can't decode the file");
  }
}
function fuzzRatio(a, b) {
  if (a === null || a === void 0 || b === null || b === void 0) return 0;
  const sequence = (value) => {
    if (typeof value === "string") return Array.from(value);
    if (Array.isArray(value)) return value;
    throw new PythonError("TypeError", `object of type '${pyTypeName(value)}' has no len()`);
  };
  const x2 = sequence(a);
  const y = sequence(b);
  const total = x2.length + y.length;
  if (total === 0) return 100;
  const key2 = (v) => typeof v === "string" ? `s${v}` : `r${pyRepr(v)}`;
  return 200 * lcsLength(x2.map(key2), y.map(key2)) / total;
}
function lcsLength(a, b) {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let previous = new Uint32Array(short.length + 1);
  let current = new Uint32Array(short.length + 1);
  for (const item2 of long) {
    for (let j = 1; j <= short.length; j++) {
      current[j] = item2 === short[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
    current.fill(0);
  }
  return previous[short.length];
}
function sequenceMatcherRatio(a, b) {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const matches = matchingBlocks(a, b).reduce((sum, [, , size]) => sum + size, 0);
  return 2 * matches / total;
}
function matchingBlocks(a, b) {
  const b2j = /* @__PURE__ */ new Map();
  b.forEach((item2, j) => {
    const list = b2j.get(item2);
    if (list) list.push(j);
    else b2j.set(item2, [j]);
  });
  if (b.length >= 200) {
    const limit = Math.floor(b.length / 100) + 1;
    for (const [item2, indices] of [...b2j]) if (indices.length > limit) b2j.delete(item2);
  }
  const longest = (alo, ahi, blo, bhi) => {
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = /* @__PURE__ */ new Map();
    for (let i2 = alo; i2 < ahi; i2++) {
      const next = /* @__PURE__ */ new Map();
      for (const j of b2j.get(a[i2]) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        next.set(j, k);
        if (k > bestsize) {
          besti = i2 - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = next;
    }
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize])
      bestsize++;
    return [besti, bestj, bestsize];
  };
  const queue = [[0, a.length, 0, b.length]];
  const blocks = [];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop();
    const [i2, j, k] = longest(alo, ahi, blo, bhi);
    if (k > 0) {
      blocks.push([i2, j, k]);
      if (alo < i2 && blo < j) queue.push([alo, i2, blo, j]);
      if (i2 + k < ahi && j + k < bhi) queue.push([i2 + k, ahi, j + k, bhi]);
    }
  }
  return blocks.sort((x2, y) => x2[0] - y[0] || x2[1] - y[1]);
}

// src/osworld/getters/relative-time.ts
var RELATIVE_TIME_PHRASES = [
  "tomorrow",
  "5th next month",
  "10th next month",
  "11th next month",
  "this month",
  "this Saturday",
  "this Sunday",
  "next Monday",
  "next Friday",
  "next Saturday",
  "next Sunday",
  "next week Friday",
  "next week Saturday",
  "next week Sunday",
  "first monday four months later",
  "first monday eight months later",
  "next Monday split",
  "next Friday split"
];
var DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
var MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
var MONTH_FULL = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December"
];
function toUtc(d) {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}
function fromUtc(date) {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
function addDays(d, days) {
  const date = toUtc(d);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}
function weekday(d) {
  return (toUtc(d).getUTCDay() + 6) % 7;
}
function makeDate(year, month, day) {
  if (month < 1 || month > 12) throw new PythonError("ValueError", "month must be in 1..12");
  const date = toUtc({ year, month, day });
  if (date.getUTCMonth() + 1 !== month) throw new PythonError("ValueError", "day is out of range for month");
  return { year, month, day };
}
function nextMonth(now, day) {
  return makeDate(now.month === 12 ? now.year + 1 : now.year, now.month < 12 ? now.month + 1 : 1, day);
}
function firstMondayLater(now, months) {
  const year = now.month >= (months === 4 ? 9 : 5) ? now.year + 1 : now.year;
  const first2 = makeDate(year, (now.month + months) % 12, 1);
  return addDays(first2, (6 - weekday(first2) + 1) % 7);
}
function applyTimeFormat(template, d) {
  const pad = (n) => n < 10 ? `0${n}` : String(n);
  return template.replace("{DoW}", DOW[weekday(d)]).replace("{Month}", MONTH[d.month - 1]).replace("{DayD}", String(d.day)).replace("{Year}", String(d.year)).replace("{Month0D}", pad(d.month)).replace("{month}", MONTH_FULL[d.month - 1].toLowerCase()).replace("{MonthFull}", MONTH_FULL[d.month - 1]).replace("{Day0D}", pad(d.day)).replace("{MonthD}", String(d.month));
}
function todayIn(timeZone, now = /* @__PURE__ */ new Date()) {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  }).formatToParts(now).reduce((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
var unhandled = (phrase, where) => new PythonError("UnboundLocalError", `OSWorld's rule_relativeTime does not handle '${phrase}' as ${where}`);
function resolveRelativeTime(rules, now) {
  const out = structuredClone(rules);
  const relative = out.relativeTime;
  const expected = out.expected;
  if (!isPlainObject(relative) || !isPlainObject(expected))
    throw new PythonError("KeyError", "rules need 'relativeTime' and 'expected'");
  const from = String(relative.from);
  const wd = weekday(now);
  const fill = (key2, d) => {
    const value = expected[key2];
    if (value === void 0) throw new PythonError("KeyError", `'${key2}'`);
    expected[key2] = Array.isArray(value) ? value.map((t) => applyTimeFormat(String(t), d)) : applyTimeFormat(String(value), d);
  };
  if (!("to" in relative)) {
    let day;
    if (from === "tomorrow") day = addDays(now, 1);
    else if (from === "5th next month") day = nextMonth(now, 5);
    else if (from === "10th next month") day = nextMonth(now, 10);
    else if (from === "this month") day = now;
    else if (from === "next Monday") day = addDays(now, 6 - wd + 1);
    else if (from === "first monday four months later") day = firstMondayLater(now, 4);
    else if (from === "first monday eight months later") day = firstMondayLater(now, 8);
    else throw unhandled(from, "a single date");
    const value = expected.time;
    if (value === void 0) throw new PythonError("KeyError", "'time'");
    expected.time = Array.isArray(value) ? value.map((t) => applyTimeFormat(String(t), day)) : applyTimeFormat(String(value), day);
    return out;
  }
  const to = String(relative.to);
  let fromDay;
  if (from === "tomorrow") fromDay = addDays(now, 1);
  else if (from === "this Saturday") fromDay = addDays(now, 5 - wd);
  else if (from === "10th next month") fromDay = nextMonth(now, 10);
  else if (from === "next Monday" || from === "next Monday split") fromDay = addDays(now, 6 - wd + 1);
  else if (from === "next Friday") fromDay = addDays(now, wd < 4 ? 4 - wd : wd === 4 ? 7 : 7 - wd + 4);
  else if (from === "next Saturday") fromDay = addDays(now, wd < 5 ? 5 - wd : wd === 5 ? 7 : 6);
  else if (from === "next week Friday") fromDay = addDays(now, 7 - wd + 4);
  else if (from === "next week Saturday") fromDay = addDays(now, 7 - wd + 5);
  else if (from === "next week Sunday") fromDay = addDays(now, 7 - wd + 6);
  else throw unhandled(from, "the start of a range");
  if (from === "next Monday split") {
    fill("puDay", fromDay);
    fill("puMonth", fromDay);
    fill("puYear", fromDay);
  } else fill("from", fromDay);
  let toDay;
  if (to === "tomorrow") toDay = addDays(now, 1);
  else if (to === "this Sunday") toDay = addDays(now, 6 - wd);
  else if (to === "11th next month") toDay = nextMonth(now, 11);
  else if (to === "next Friday" || to === "next Friday split")
    toDay = from === "next Monday" || from === "next Monday split" ? addDays(fromDay, 4) : addDays(now, wd < 4 ? 4 - wd : 6 - wd + 5);
  else if (to === "next Sunday")
    toDay = from === "next Friday" || from === "next Saturday" ? addDays(fromDay, 6 - weekday(fromDay)) : addDays(now, wd < 6 ? 6 - wd : 7);
  else if (to === "next week Sunday")
    toDay = from === "next week Friday" || from === "next week Saturday" ? addDays(fromDay, 6 - weekday(fromDay)) : addDays(now, 7 - wd + 6);
  else throw unhandled(to, "the end of a range");
  if (to === "next Friday split") {
    fill("doDay", toDay);
    fill("doMonth", toDay);
    fill("doYear", toDay);
  } else fill("to", toDay);
  return out;
}

// src/osworld/metrics/xlsx.ts
var import_xmldom = __toESM(require_lib(), 1);
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
var require2 = createRequire("/");
var _a;
var Worker;
var isMarkedAsUntransferable;
try {
  _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
} catch (e) {
}
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var b2 = function(d, b) {
  return d[b] | d[b + 1] << 8;
};
var b4 = function(d, b) {
  return (d[b] | d[b + 1] << 8 | d[b + 2] << 16 | d[b + 3] << 24) >>> 0;
};
var b8 = function(d, b) {
  return b4(d, b) + b4(d, b + 4) * 4294967296;
};
function inflateSync(data, opts) {
  return inflt(data, { i: 2 }, opts && opts.out, opts && opts.dictionary);
}
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}
var dutf8 = function(d) {
  for (var r = "", i2 = 0; ; ) {
    var c = d[i2++];
    var eb = (c > 127) + (c > 223) + (c > 239);
    if (i2 + eb > d.length)
      return { s: r, r: slc(d, i2 - 1) };
    if (!eb)
      r += String.fromCharCode(c);
    else if (eb == 3) {
      c = ((c & 15) << 18 | (d[i2++] & 63) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) - 65536, r += String.fromCharCode(55296 | c >> 10, 56320 | c & 1023);
    } else if (eb & 1)
      r += String.fromCharCode((c & 31) << 6 | d[i2++] & 63);
    else
      r += String.fromCharCode((c & 15) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63);
  }
};
function strFromU8(dat, latin1) {
  if (latin1) {
    var r = "";
    for (var i2 = 0; i2 < dat.length; i2 += 16384)
      r += String.fromCharCode.apply(null, dat.subarray(i2, i2 + 16384));
    return r;
  } else if (td) {
    return td.decode(dat);
  } else {
    var _a2 = dutf8(dat), s = _a2.s, r = _a2.r;
    if (r.length)
      err(8);
    return s;
  }
}
var slzh = function(d, b) {
  return b + 30 + b2(d, b + 26) + b2(d, b + 28);
};
var zh = function(d, b, z) {
  var fnl = b2(d, b + 28), efl = b2(d, b + 30), fn = strFromU8(d.subarray(b + 46, b + 46 + fnl), !(b2(d, b + 8) & 2048)), es = b + 46 + fnl;
  var _a2 = z64hs(d, es, efl, z, b4(d, b + 20), b4(d, b + 24), b4(d, b + 42)), sc = _a2[0], su = _a2[1], off = _a2[2];
  return [b2(d, b + 10), sc, su, fn, es + efl + b2(d, b + 32), off];
};
var z64hs = function(d, b, l, z, sc, su, off) {
  var nsc = sc == 4294967295, nsu = su == 4294967295, noff = off == 4294967295, e = b + l;
  var nf = nsc + nsu + noff;
  if (z && nf) {
    for (; b + 4 < e; b += 4 + b2(d, b + 2)) {
      if (b2(d, b) == 1) {
        return [
          nsc ? b8(d, b + 4 + 8 * nsu) : sc,
          nsu ? b8(d, b + 4) : su,
          noff ? b8(d, b + 4 + 8 * (nsu + nsc)) : off,
          1
        ];
      }
    }
    if (z < 2)
      err(13);
  }
  return [sc, su, off, 0];
};
function unzipSync(data, opts) {
  var files = {};
  var e = data.length - 22;
  for (; b4(data, e) != 101010256; --e) {
    if (!e || data.length - e > 65558)
      err(13);
  }
  ;
  var c = b2(data, e + 8);
  if (!c)
    return {};
  var o = b4(data, e + 16);
  var z = b4(data, e - 20) == 117853008;
  if (z) {
    var ze = b4(data, e - 12);
    z = b4(data, ze) == 101075792;
    if (z) {
      c = b4(data, ze + 32);
      o = b4(data, ze + 48);
    }
  }
  var fltr = opts && opts.filter;
  for (var i2 = 0; i2 < c; ++i2) {
    var _a2 = zh(data, o, z), c_2 = _a2[0], sc = _a2[1], su = _a2[2], fn = _a2[3], no = _a2[4], off = _a2[5], b = slzh(data, off);
    o = no;
    if (!fltr || fltr({
      name: fn,
      size: sc,
      originalSize: su,
      compression: c_2
    })) {
      if (!c_2)
        files[fn] = slc(data, b, b + sc);
      else if (c_2 == 8)
        files[fn] = inflateSync(data.subarray(b, b + sc), { out: new u8(su) });
      else
        err(14, "unknown compression type " + c_2);
    }
  }
  return files;
}

// src/osworld/metrics/xlsx.ts
var parser = () => new import_xmldom.DOMParser({ onError: () => void 0 });
function xml(entries, name) {
  const data = entries[name];
  if (!data) return void 0;
  return parser().parseFromString(Buffer.from(data).toString("utf8"), "text/xml");
}
function children(node, localName) {
  if (!node) return [];
  const out = [];
  for (let c = node.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && c.localName === localName) out.push(c);
  return out;
}
function descendants(node, localName) {
  if (!node) return [];
  return Array.from(node.getElementsByTagNameNS("*", localName));
}
function textOf(element) {
  return element ? element.textContent ?? "" : void 0;
}
function openWorkbook(file) {
  let entries;
  try {
    entries = unzipSync(readFileSync(file));
  } catch (error) {
    throw new PythonError(
      "InvalidFileException",
      `${path.basename(file)} is not an xlsx file: ${error.message}`
    );
  }
  const workbook = xml(entries, "xl/workbook.xml");
  if (!workbook)
    throw new PythonError("KeyError", `There is no item named 'xl/workbook.xml' in ${path.basename(file)}`);
  const rels = xml(entries, "xl/_rels/workbook.xml.rels");
  const targets = new Map(
    descendants(rels, "Relationship").map((r) => [
      r.getAttribute("Id") ?? "",
      r.getAttribute("Target") ?? ""
    ])
  );
  const sheets = descendants(workbook, "sheet").map((s) => {
    const rid = s.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ?? s.getAttribute("r:id") ?? "";
    const target = targets.get(rid) ?? "";
    const part = target.startsWith("/") ? target.slice(1) : path.posix.normalize(path.posix.join("xl", target));
    return { name: s.getAttribute("name") ?? "", sheetId: s.getAttribute("sheetId") ?? "", part };
  });
  const pr = descendants(workbook, "workbookPr")[0];
  const date1904 = ["1", "true"].includes(pr?.getAttribute("date1904") ?? "");
  const sst = xml(entries, "xl/sharedStrings.xml");
  const sharedStrings = descendants(sst, "si").map((si) => {
    const plain = children(si, "t")[0];
    if (plain) return textOf(plain) ?? "";
    return children(si, "r").map((r) => textOf(children(r, "t")[0]) ?? "").join("");
  });
  const styles = xml(entries, "xl/styles.xml");
  const numFmtCodes = new Map(
    descendants(styles, "numFmt").map((f) => [
      Number(f.getAttribute("numFmtId")),
      f.getAttribute("formatCode") ?? ""
    ])
  );
  const cellXfs = descendants(styles, "cellXfs")[0];
  const xfNumFmt = children(cellXfs, "xf").map((xf) => Number(xf.getAttribute("numFmtId") ?? 0));
  return { file, sheets, entries, sharedStrings, xfNumFmt, numFmtCodes, date1904 };
}
var BUILTIN_DATE_FORMATS = /* @__PURE__ */ new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
function isDateFormat(code) {
  const stripped = code.replace(/"[^"]*"/g, "").replace(/\\./g, "").replace(/\[[^\]]*\]/g, "").split(";")[0];
  return /[dmyhs]/i.test(stripped) && !/^general$/i.test(stripped.trim());
}
function fromExcelSerial(serial, date1904) {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const adjusted = !date1904 && serial > 0 && serial < 60 ? serial + 1 : serial;
  return new Date(epoch + Math.round(adjusted * 864e5));
}
function castNumber(text2) {
  if (!/[.eE]/.test(text2)) {
    try {
      const int = pyInt(text2);
      if (typeof int === "bigint") return int;
    } catch {
    }
  }
  const value = Number(text2);
  if (Number.isNaN(value)) throw new PythonError("ValueError", `could not convert '${text2}' to a number`);
  return value;
}
function sheetCells(book, sheet) {
  const doc = xml(book.entries, sheet.part);
  if (!doc) throw new PythonError("KeyError", `Worksheet ${sheet.name} has no part ${sheet.part}`);
  const cells = [];
  let rowIndex = 0;
  for (const row of descendants(doc, "row")) {
    rowIndex = Number(row.getAttribute("r") ?? rowIndex + 1);
    let colIndex = 0;
    for (const c of children(row, "c")) {
      const ref = c.getAttribute("r");
      colIndex = ref ? columnNumber(ref.replace(/\d+$/, "")) : colIndex + 1;
      const cell = cellValue(book, c);
      if (cell.value !== null) cells.push({ row: rowIndex, col: colIndex, ...cell });
    }
  }
  return cells;
}
function cellValue(book, c) {
  const t = c.getAttribute("t") ?? "n";
  const v = textOf(children(c, "v")[0]);
  switch (t) {
    case "s":
      return { value: v === void 0 ? null : book.sharedStrings[Number(v)] ?? null, float: false };
    case "inlineStr": {
      const is = children(c, "is")[0];
      const plain = children(is, "t")[0];
      const text2 = plain ? textOf(plain) : children(is, "r").map((r) => textOf(children(r, "t")[0]) ?? "").join("");
      return { value: text2 ?? null, float: false };
    }
    case "str":
      return { value: v ?? null, float: false };
    case "b":
      return { value: v === void 0 ? null : v === "1" || v === "true", float: false };
    case "e":
      return { value: v === void 0 ? null : { error: v }, float: false };
    case "d":
      return { value: v === void 0 ? null : new Date(v), float: false };
    default: {
      if (v === void 0 || v === "") return { value: null, float: false };
      const number = castNumber(v);
      const float = /[.eE]/.test(v);
      const numFmt = book.xfNumFmt[Number(c.getAttribute("s") ?? 0)] ?? 0;
      const code = book.numFmtCodes.get(numFmt);
      if (BUILTIN_DATE_FORMATS.has(numFmt) || code !== void 0 && isDateFormat(code))
        return { value: fromExcelSerial(Number(number), book.date1904), float: false };
      return { value: number, float };
    }
  }
}
function columnNumber(letters) {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}
function columnLetters(n) {
  let s = "";
  for (let x2 = n; x2 > 0; x2 = Math.floor((x2 - 1) / 26)) s = String.fromCharCode(65 + (x2 - 1) % 26) + s;
  return s;
}
function sheetView(book, sheet) {
  const doc = xml(book.entries, sheet.part);
  const view = descendants(doc, "sheetView")[0];
  if (!view) return {};
  const zoom = view.getAttribute("zoomScale");
  const pane = children(view, "pane")[0];
  const attrs = {};
  if (pane) for (const a of Array.from(pane.attributes)) attrs[a.name] = a.value;
  return { ...zoom ? { zoomScale: Number(zoom) } : {}, ...pane ? { pane: attrs } : {} };
}
function readCellValue(file, sheetName, coordinate) {
  return cachedReader(file, sheetName)(coordinate);
}
var readers = /* @__PURE__ */ new Map();
function cachedReader(file, sheetName) {
  let stamp = "missing";
  try {
    const stat = statSync(file);
    stamp = `${stat.size}:${stat.mtimeMs}`;
  } catch {
  }
  const key2 = JSON.stringify([file, sheetName, stamp]);
  let reader = readers.get(key2);
  if (!reader) {
    reader = cellValueReader(file, sheetName);
    readers.set(key2, reader);
    if (readers.size > 8) readers.delete(readers.keys().next().value);
  }
  return reader;
}
var XML_NS = "http://www.w3.org/XML/1998/namespace";
function xmltodictValue(el) {
  const text2 = pyStrip(textOf(el) ?? "");
  if (el.attributes.length === 0) return text2 === "" ? null : text2;
  const dict = {};
  for (const a of Array.from(el.attributes)) {
    const ns = a.namespaceURI ?? (a.prefix === "xml" ? XML_NS : null);
    dict[ns ? `@${ns}:${a.localName}` : `@${a.name}`] = a.value;
  }
  if (text2 !== "") dict["#text"] = text2;
  return dict;
}
function inlineStringValue(is) {
  if (!is) return null;
  const ts = children(is, "t");
  if (ts.length === 0) {
    const empty = is.attributes.length === 0 && children(is, "r").length === 0 && pyStrip(textOf(is) ?? "") === "";
    if (empty) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    return null;
  }
  return ts.length === 1 ? xmltodictValue(ts[0]) : ts.map(xmltodictValue);
}
function cellValueReader(file, sheetName) {
  const none = () => null;
  if (!existsSync(file)) return none;
  let book;
  try {
    book = openWorkbook(file);
  } catch {
    return none;
  }
  const shared = descendants(xml(book.entries, "xl/sharedStrings.xml"), "si").map(
    (si) => descendants(si, "t").map((t) => t.firstChild ? t.textContent ?? "" : null)
  );
  const sharedStrings = shared.some((parts) => parts.includes(null)) ? [] : shared.map((parts) => parts.join(""));
  const sheetIds = new Map(book.sheets.map((s) => [s.name, s.sheetId]));
  if (!sheetIds.has(sheetName)) return none;
  const doc = xml(book.entries, `xl/worksheets/sheet${sheetIds.get(sheetName)}.xml`);
  if (!doc) return none;
  const cells = /* @__PURE__ */ new Map();
  for (const row of descendants(doc, "row"))
    for (const c of children(row, "c")) {
      const r = c.getAttribute("r");
      if (r !== null && !cells.has(r)) cells.set(r, c);
    }
  return (coordinate) => {
    const cell = cells.get(coordinate);
    if (!cell) return null;
    const t = cell.getAttribute("t");
    const vElement = children(cell, "v")[0];
    const v = vElement === void 0 ? void 0 : (textOf(vElement) ?? "").trim();
    if (t === null || t === "n") {
      if (v === void 0) return null;
      try {
        return pyFloat(v);
      } catch {
        return null;
      }
    }
    switch (t) {
      case "s": {
        if (v === void 0) return null;
        let index;
        try {
          index = Number(pyInt(v));
        } catch {
          return null;
        }
        const value = sharedStrings[index < 0 ? sharedStrings.length + index : index];
        if (value === void 0) throw new PythonError("IndexError", "list index out of range");
        return value;
      }
      case "str":
      case "e":
        return v ?? null;
      case "inlineStr":
        return inlineStringValue(children(cell, "is")[0]);
      default:
        return null;
    }
  };
}

// src/osworld/metrics/cell-range.ts
var RANGE_RE = /^[$]?([A-Za-z]{1,3})?[$]?(\d+)?(:[$]?([A-Za-z]{1,3})?[$]?(\d+)?)?$/;
var SHEET_RANGE_RE = /^(?:'((?:[^']|'')*)'|([^'^ !]*))!([$]?[A-Za-z]{0,3}[$]?\d*(?::[$]?[A-Za-z]{0,3}[$]?\d*)?)/;
function rangeBoundaries(text2) {
  const message = `${text2} is not a valid coordinate or range`;
  const m = RANGE_RE.exec(text2);
  if (!m) throw new PythonError("ValueError", message);
  const [, minColText, minRowText, sep, maxColText, maxRowText] = m;
  if (sep) {
    const cols = [minColText, maxColText];
    const rows = [minRowText, maxRowText];
    const all = (xs) => xs.every(Boolean);
    const none = (xs) => !xs.some(Boolean);
    if (!(all([...cols, ...rows]) || all(cols) && none(rows) || all(rows) && none(cols)))
      throw new PythonError("ValueError", message);
  }
  const minCol = minColText ? columnNumber(minColText) : null;
  const minRow = minRowText ? Number(minRowText) : null;
  const maxCol = maxColText ? columnNumber(maxColText) : minCol;
  const maxRow = maxRowText ? Number(maxRowText) : minRow;
  return [minCol, minRow, maxCol, maxRow];
}
function coordinateToTuple(coordinate) {
  const m = /^[$]?([A-Za-z]{1,3})[$]?(\d+)$/.exec(coordinate);
  if (!m) throw new PythonError("CellCoordinatesException", `Invalid cell coordinates (${coordinate})`);
  return [Number(m[2]), columnNumber(m[1])];
}
function bounded(value, max2) {
  if (value === null) throw new PythonError("TypeError", "expected <class 'int'>");
  if (value < 1 || value > max2) throw new PythonError("ValueError", `Max value is ${max2}`);
  return value;
}
var CellRange = class _CellRange {
  minCol;
  minRow;
  maxCol;
  maxRow;
  title;
  constructor(text2) {
    if (typeof text2 !== "string") throw new PythonError("TypeError", "expected <class 'CellRange'>");
    let bounds;
    let title = null;
    if (text2.includes("!")) {
      const m = SHEET_RANGE_RE.exec(text2);
      if (!m) throw new PythonError("ValueError", "Value must be of the form sheetname!A1:E4");
      title = m[1] !== void 0 ? m[1] || null : m[2] || null;
      bounds = rangeBoundaries(m[3]);
    } else bounds = rangeBoundaries(text2);
    this.minCol = bounded(bounds[0], 18278);
    this.minRow = bounded(bounds[1], 1048576);
    this.maxCol = bounded(bounds[2], 18278);
    this.maxRow = bounded(bounds[3], 1048576);
    this.title = title;
    if (this.minCol > this.maxCol)
      throw new PythonError("ValueError", `${this.maxCol} must be greater than ${this.minCol}`);
    if (this.minRow > this.maxRow)
      throw new PythonError("ValueError", `${this.maxRow} must be greater than ${this.minRow}`);
  }
  /** Row-major (row, column) pairs, as `CellRange.cells`. */
  *cells() {
    for (let r = this.minRow; r <= this.maxRow; r++)
      for (let c = this.minCol; c <= this.maxCol; c++) yield [r, c];
  }
  get coord() {
    const start = `${columnLetters(this.minCol)}${this.minRow}`;
    return this.minCol === this.maxCol && this.minRow === this.maxRow ? start : `${start}:${columnLetters(this.maxCol)}${this.maxRow}`;
  }
  /** `self <= other`: every cell of this range is in other (other's title, when it has one, must match). */
  issubset(other) {
    if (!(other instanceof _CellRange)) throw new PythonError("TypeError", `<class '${pyTypeName(other)}'>`);
    if (other.title && this.title !== other.title)
      throw new PythonError("ValueError", "Cannot work with ranges from different worksheets");
    return other.minRow <= this.minRow && this.minRow <= this.maxRow && this.maxRow <= other.maxRow && other.minCol <= this.minCol && this.minCol <= this.maxCol && this.maxCol <= other.maxCol;
  }
  sameBounds(other) {
    return this.minRow === other.minRow && this.minCol === other.minCol && this.maxRow === other.maxRow && this.maxCol === other.maxCol;
  }
};
var M64 = (1n << 64n) - 1n;
var XXPRIME_1 = 11400714785074694791n;
var XXPRIME_2 = 14029467366897019727n;
var XXPRIME_5 = 2870177450012600261n;
function rangeHash(r) {
  const items = [r.minRow, r.minCol, r.maxRow, r.maxCol];
  let acc = XXPRIME_5;
  for (const item2 of items) {
    acc = acc + BigInt(item2) * XXPRIME_2 & M64;
    acc = (acc << 31n | acc >> 33n) & M64;
    acc = acc * XXPRIME_1 & M64;
  }
  acc = acc + (BigInt(items.length) ^ (XXPRIME_5 ^ 3527539n)) & M64;
  return acc === M64 ? 1546275796n : acc;
}
function sameRange(entry, key2) {
  if (key2.title && entry.title !== key2.title) return false;
  return entry.sameBounds(key2);
}
function pythonSetOrder(items) {
  let mask = 7n;
  let table = new Array(8);
  let used = 0;
  const insertClean = (t, m, key2, hash) => {
    let perturb = hash;
    let i2 = hash & m;
    for (; ; ) {
      if (!t[Number(i2)]) return void (t[Number(i2)] = { key: key2, hash });
      if (i2 + 9n <= m) {
        for (let j = 1n; j <= 9n; j++) if (!t[Number(i2 + j)]) return void (t[Number(i2 + j)] = { key: key2, hash });
      }
      perturb >>= 5n;
      i2 = i2 * 5n + 1n + perturb & m;
    }
  };
  for (const key2 of items) {
    const hash = rangeHash(key2);
    let perturb = hash;
    let i2 = hash & mask;
    let slot;
    search: for (; ; ) {
      const probes = i2 + 9n <= mask ? 9n : 0n;
      for (let j = 0n; j <= probes; j++) {
        const entry = table[Number(i2 + j)];
        if (!entry) {
          slot = i2 + j;
          break search;
        }
        if (entry.hash === hash && sameRange(entry.key, key2)) break search;
      }
      perturb >>= 5n;
      i2 = i2 * 5n + 1n + perturb & mask;
    }
    if (slot === void 0) continue;
    table[Number(slot)] = { key: key2, hash };
    used += 1;
    if (BigInt(used) * 5n >= mask * 3n) {
      let size = 8n;
      while (size <= BigInt(used * 4)) size <<= 1n;
      const bigger = new Array(Number(size));
      for (const entry of table) if (entry) insertClean(bigger, size - 1n, entry.key, entry.hash);
      table = bigger;
      mask = size - 1n;
    }
  }
  return table.filter((e) => e !== void 0).map((e) => e.key);
}
var MultiCellRange = class _MultiCellRange {
  /** The ranges in the order iterating openpyxl's set gives. */
  ranges;
  constructor(ranges = []) {
    let items;
    if (typeof ranges === "string") items = pySplitWhitespace(ranges);
    else if (Array.isArray(ranges)) items = ranges;
    else throw new PythonError("TypeError", `Value must be a sequence`);
    const converted = items.map((item2) => item2 instanceof CellRange ? item2 : new CellRange(item2));
    this.ranges = pythonSetOrder(pythonSetOrder(converted));
  }
  /** `coord in self`: some range of the set holds it. */
  contains(coord) {
    const range = typeof coord === "string" ? new CellRange(coord) : coord;
    if (!(range instanceof CellRange)) throw new PythonError("TypeError", `<class '${pyTypeName(range)}'>`);
    return this.ranges.some((r) => range.issubset(r));
  }
  /** `self == other` (a string is parsed first): the same set of ranges. */
  equals(other) {
    const o = typeof other === "string" ? new _MultiCellRange(other) : other;
    if (!(o instanceof _MultiCellRange)) return false;
    const key2 = (r) => `${r.minRow},${r.minCol},${r.maxRow},${r.maxCol}`;
    const a = new Set(this.ranges.map(key2));
    const b = new Set(o.ranges.map(key2));
    return a.size === b.size && [...a].every((k) => b.has(k));
  }
  toString() {
    return [...this.ranges].sort(
      (x2, y) => x2.minCol - y.minCol || x2.minRow - y.minRow || x2.maxCol - y.maxCol || x2.maxRow - y.maxRow
    ).map((r) => r.title ? `${r.title}!${r.coord}` : r.coord).join(" ");
  }
};
function iterate(value) {
  if (value instanceof MultiCellRange) return value.ranges;
  if (typeof value === "string") return Array.from(value);
  if (Array.isArray(value)) return value;
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
function isIn(item2, container) {
  if (container instanceof MultiCellRange) return container.contains(item2);
  if (typeof container === "string") {
    if (typeof item2 !== "string")
      throw new PythonError(
        "TypeError",
        `'in <string>' requires string as left operand, not ${pyTypeName(item2)}`
      );
    return container.includes(item2);
  }
  if (Array.isArray(container)) {
    if (container.length > 0 && item2 instanceof CellRange)
      throw new PythonError("TypeError", "<class 'str'>");
    return container.some((x2) => x2 === item2);
  }
  throw new PythonError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}
function spreadsheetRangeMatch(value, ref) {
  const at = (i2) => {
    if (!Array.isArray(ref) && typeof ref !== "string")
      throw new PythonError("TypeError", `'${pyTypeName(ref)}' object is not subscriptable`);
    if (i2 >= ref.length) throw new PythonError("IndexError", "list index out of range");
    return ref[i2];
  };
  const subset = new MultiCellRange(at(0));
  const superset = new MultiCellRange(at(1));
  return subset.ranges.every((r) => isIn(r, value)) && iterate(value).every((r) => isIn(r, superset));
}

// src/osworld/metrics/rules.ts
function matchValueToRule(value, rule) {
  const method = item(rule, "method");
  if (typeof method !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(method)}' object has no attribute 'startswith'`);
  if (method.startsWith("re")) {
    const flags = method.split(".").slice(1);
    return pySearch(item(rule, "ref"), value, flags);
  }
  switch (method) {
    case "eq":
      return equalsValue(value, item(rule, "ref"));
    case "ne":
      return !equalsValue(value, item(rule, "ref"));
    case "lt":
    case "le":
    case "gt":
    case "ge":
      return pyCompare(value, method, item(rule, "ref"));
  }
  if (method.startsWith("approx")) {
    const threshold = pyFloat(indexOrFail(method.split(":"), 1));
    const ref = item(rule, "ref");
    let number;
    try {
      number = pyFloat(value);
    } catch {
      return false;
    }
    if (typeof ref !== "number" && typeof ref !== "boolean")
      throw new PythonError(
        "TypeError",
        `unsupported operand type(s) for -: 'float' and '${pyTypeName(ref)}'`
      );
    return Math.abs(number - Number(ref)) <= threshold;
  }
  if (method === "spreadsheet_range") return spreadsheetRangeMatch(value, item(rule, "ref"));
  if (method.startsWith("range.")) {
    const ref = item(rule, "ref");
    const left = indexOrFail(method, 6);
    const right = indexOrFail(method, 7);
    const low = subscript(ref, 0);
    const operator = (side) => {
      const name = `l${side}`;
      if (name !== "lt" && name !== "le")
        throw new PythonError("AttributeError", `module 'operator' has no attribute '${name}'`);
      return name;
    };
    if (!pyCompare(low, operator(left), value)) return false;
    return pyCompare(value, operator(right), subscript(ref, 1));
  }
  if (method === "str_list_eq" || method === "str_set_eq") {
    if (typeof value !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'strip'`);
    const items = pyStrip(value, `"'`).split(",");
    const ref = item(rule, "ref");
    const refs = Array.isArray(ref) ? ref : typeof ref === "string" ? Array.from(ref) : iterableError(ref);
    if (method === "str_list_eq") return pyEquals(items, refs);
    if (refs.some((r) => Array.isArray(r) || isPlainObject(r)))
      throw new PythonError("TypeError", "unhashable type: 'list'");
    const a = new Set(items);
    return [...a].every((x2) => refs.includes(x2)) && refs.every((r) => typeof r === "string" && a.has(r));
  }
  throw new PythonError("NotImplementedError", "");
}
function equalsValue(value, ref) {
  if (value instanceof MultiCellRange) {
    if (typeof ref !== "string" && !(ref instanceof MultiCellRange))
      throw new PythonError("AttributeError", `'${pyTypeName(ref)}' object has no attribute 'ranges'`);
    return value.equals(ref);
  }
  return pyEquals(value, ref);
}
function item(rule, key2) {
  if (!isPlainObject(rule)) throw new PythonError("TypeError", `rule must be a dict to read '${key2}'`);
  if (!(key2 in rule)) throw new PythonError("KeyError", `'${key2}'`);
  return rule[key2];
}
function indexOrFail(list, index) {
  if (index >= list.length) throw new PythonError("IndexError", "list index out of range");
  return list[index];
}
function subscript(value, index) {
  if (Array.isArray(value) || typeof value === "string") return indexOrFail(value, index);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not subscriptable`);
}
function iterableError(value) {
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
function isRuleMethod(method) {
  return method.startsWith("re") || ["eq", "ne", "lt", "le", "gt", "ge", "str_list_eq", "str_set_eq", "spreadsheet_range"].includes(method) || /^approx:\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(method) || /^range\.[te][te]$/.test(method);
}
function matchRecord(pattern, item2) {
  if (!isPlainObject(pattern))
    throw new PythonError("AttributeError", `'${pyTypeName(pattern)}' object has no attribute 'items'`);
  return Object.entries(pattern).every(
    ([k, v]) => item2 instanceof Map ? item2.has(k) && pyEquals(item2.get(k), v) : Object.hasOwn(item2, k) && pyEquals(item2[k], v)
  );
}

// src/osworld/metrics/openpyxl/styles.ts
var RgbDescriptor = class {
  toString() {
    return "Values must be of type <class 'str'>";
  }
};
var UNSET_RGB = new RgbDescriptor();
var BUILTIN_FORMATS = {
  0: "General",
  1: "0",
  2: "0.00",
  3: "#,##0",
  4: "#,##0.00",
  5: '"$"#,##0_);("$"#,##0)',
  6: '"$"#,##0_);[Red]("$"#,##0)',
  7: '"$"#,##0.00_);("$"#,##0.00)',
  8: '"$"#,##0.00_);[Red]("$"#,##0.00)',
  9: "0%",
  10: "0.00%",
  11: "0.00E+00",
  12: "# ?/?",
  13: "# ??/??",
  14: "mm-dd-yy",
  15: "d-mmm-yy",
  16: "d-mmm",
  17: "mmm-yy",
  18: "h:mm AM/PM",
  19: "h:mm:ss AM/PM",
  20: "h:mm",
  21: "h:mm:ss",
  22: "m/d/yy h:mm",
  37: "#,##0_);(#,##0)",
  38: "#,##0_);[Red](#,##0)",
  39: "#,##0.00_);(#,##0.00)",
  40: "#,##0.00_);[Red](#,##0.00)",
  41: '_(* #,##0_);_(* \\(#,##0\\);_(* "-"_);_(@_)',
  42: '_("$"* #,##0_);_("$"* \\(#,##0\\);_("$"* "-"_);_(@_)',
  43: '_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)',
  44: '_("$"* #,##0.00_)_("$"* \\(#,##0.00\\)_("$"* "-"??_)_(@_)',
  45: "mm:ss",
  46: "[h]:mm:ss",
  47: "mmss.0",
  48: "##0.0E+0",
  49: "@"
};
var BUILTIN_REVERSE = new Map(Object.entries(BUILTIN_FORMATS).map(([k, v]) => [v, Number(k)]));
var BUILTIN_FORMATS_MAX_SIZE = 164;
function isDateFormat2(format) {
  if (format === null || format === void 0) return false;
  const first2 = format.split(";")[0].replace(/".*?"|\[(?!hh?\]|mm?\]|ss?\])[^\]]*\]/g, "");
  return /(?<![_\\])[dmhysDMHYS]/.test(first2);
}
var ARGB = /^([A-Fa-f0-9]{8}|[A-Fa-f0-9]{6})$/;
function loadError(message) {
  throw new PythonError("TypeError", message);
}
function parseInteger(text2, what) {
  if (!/^\s*[-+]?\d+\s*$/.test(text2)) loadError(`expected <class 'int'> for ${what}, found '${text2}'`);
  return Number(text2);
}
function parseFloatText(text2, what) {
  const value = Number(text2.trim());
  if (text2.trim() === "" || Number.isNaN(value))
    loadError(`expected <class 'float'> for ${what}, found '${text2}'`);
  return value;
}
function pyBoolText(text2) {
  return !["false", "f", "0"].includes(text2) && text2 !== "";
}
function parseColor(el) {
  const indexed = el.getAttribute("indexed");
  if (indexed !== null) parseInteger(indexed, "indexed");
  const theme = el.getAttribute("theme");
  if (theme !== null) parseInteger(theme, "theme");
  const tint = el.getAttribute("tint");
  if (tint !== null) parseFloatText(tint, "tint");
  if (indexed !== null || theme !== null || el.getAttribute("auto") !== null) return { rgb: UNSET_RGB };
  const rgb = el.getAttribute("rgb") ?? "00000000";
  if (!ARGB.test(rgb)) throw new PythonError("ValueError", "Colors must be aRGB hex values");
  return { rgb: rgb.length === 6 ? `00${rgb}` : rgb };
}
function val(el) {
  return el.getAttribute("val");
}
function parseFont(el) {
  const font = {
    name: null,
    family: null,
    size: null,
    bold: false,
    italic: false,
    underline: null,
    color: null
  };
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType !== 1) continue;
    const child2 = c;
    const v = val(child2);
    switch (child2.localName) {
      case "name":
        font.name = v;
        break;
      case "family":
        font.family = v === null ? null : parseFloatText(v, "family");
        if (font.family !== null && (font.family < 0 || font.family > 14))
          throw new PythonError("ValueError", "Min value is 0");
        break;
      case "sz":
        font.size = v === null ? null : parseFloatText(v, "sz");
        break;
      case "b":
        font.bold = v === null ? true : pyBoolText(v);
        break;
      case "i":
        font.italic = v === null ? true : pyBoolText(v);
        break;
      case "u": {
        const u = v ?? "single";
        if (!["single", "double", "singleAccounting", "doubleAccounting", "none"].includes(u))
          throw new PythonError("ValueError", `Value must be one of single, double, \u2026 (found '${u}')`);
        font.underline = u === "none" ? null : u;
        break;
      }
      case "color":
        font.color = parseColor(child2);
        break;
    }
  }
  return font;
}
var PATTERNS = /* @__PURE__ */ new Set([
  "solid",
  "darkDown",
  "darkGray",
  "darkGrid",
  "darkHorizontal",
  "darkTrellis",
  "darkUp",
  "darkVertical",
  "gray0625",
  "gray125",
  "lightDown",
  "lightGray",
  "lightGrid",
  "lightHorizontal",
  "lightTrellis",
  "lightUp",
  "lightVertical",
  "mediumGray"
]);
function elementChildren(el) {
  const out = [];
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c);
  return out;
}
function parseFill(el) {
  const child2 = elementChildren(el)[0];
  if (!child2) return null;
  if (!child2.localName.includes("patternFill")) return { tag: "gradientFill" };
  const pattern = child2.getAttribute("patternType");
  if (pattern !== null && pattern !== "none" && !PATTERNS.has(pattern))
    throw new PythonError("ValueError", `Value must be one of the fill patterns (found '${pattern}')`);
  const fill = {
    tag: "patternFill",
    patternType: pattern === "none" ? null : pattern,
    fgColor: { rgb: "00000000" },
    bgColor: { rgb: "00000000" }
  };
  for (const c of elementChildren(child2)) {
    if (c.localName === "fgColor") fill.fgColor = parseColor(c);
    else if (c.localName === "bgColor") fill.bgColor = parseColor(c);
    else loadError(`PatternFill has no '${c.localName}'`);
  }
  return fill;
}
var NORMAL_FONT = {
  name: "Calibri",
  family: 2,
  size: 12,
  bold: false,
  italic: false,
  underline: null,
  color: { rgb: UNSET_RGB }
};
var EMPTY_FILL = {
  tag: "patternFill",
  patternType: null,
  fgColor: { rgb: "00000000" },
  bgColor: { rgb: "00000000" }
};
function isNormalFont(el) {
  const found = /* @__PURE__ */ new Map();
  for (const c of elementChildren(el)) found.set(c.localName, c);
  const val2 = (name) => found.get(name)?.getAttribute("val");
  const color = found.get("color");
  const number = (name) => val2(name) === null || val2(name) === void 0 ? NaN : Number(val2(name));
  return [...found.keys()].every((k) => ["name", "family", "color", "sz", "scheme", "b", "i"].includes(k)) && val2("name") === "Calibri" && number("family") === 2 && number("sz") === 12 && val2("scheme") === "minor" && (!found.has("b") || !pyBoolText(val2("b") ?? "1")) && (!found.has("i") || !pyBoolText(val2("i") ?? "1")) && color !== void 0 && color.getAttribute("indexed") === null && Number(color.getAttribute("theme")) === 1 && Number(color.getAttribute("tint") ?? 0) === 0;
}
function isEmptyFill(fill) {
  return fill.tag === "patternFill" && fill.patternType === null && fill.fgColor.rgb === "00000000" && fill.bgColor.rgb === "00000000";
}
var DEFAULT_FONT = {
  name: "Calibri",
  family: 2,
  size: 11,
  bold: false,
  italic: false,
  underline: null,
  color: { rgb: UNSET_RGB }
};
function loadStyles(entries) {
  const defaults = {
    fonts: [DEFAULT_FONT],
    fills: [
      { tag: "patternFill", patternType: null, fgColor: { rgb: "00000000" }, bgColor: { rgb: "00000000" } },
      {
        tag: "patternFill",
        patternType: "gray125",
        fgColor: { rgb: "00000000" },
        bgColor: { rgb: "00000000" }
      }
    ],
    cellStyles: [{ fontId: 0, fillId: 0, numFmtId: 0 }],
    customFormats: [],
    dateStyles: /* @__PURE__ */ new Set(),
    dxfs: []
  };
  const doc = xml(entries, "xl/styles.xml");
  const root = doc?.documentElement;
  if (!root) return defaults;
  const section2 = (name) => children(root, name).at(-1);
  const list = (name) => {
    const s = section2(name);
    return s ? elementChildren(s) : [];
  };
  const fonts = list("fonts").map(parseFont);
  const fills = list("fills").map((f) => {
    const fill = parseFill(f);
    if (!fill) loadError("expected <class 'openpyxl.styles.fills.Fill'>");
    return fill;
  });
  const custom = /* @__PURE__ */ new Map();
  for (const f of list("numFmts"))
    custom.set(
      parseInteger(f.getAttribute("numFmtId") ?? "", "numFmtId"),
      f.getAttribute("formatCode") ?? ""
    );
  const dxfs = list("dxfs").map((d) => {
    const dxf = { font: null, numFmt: null, fill: null };
    for (const c of elementChildren(d)) {
      if (c.localName === "font") dxf.font = parseFont(c);
      else if (c.localName === "fill") dxf.fill = parseFill(c);
      else if (c.localName === "numFmt") dxf.numFmt = { formatCode: c.getAttribute("formatCode") ?? "" };
    }
    return dxf;
  });
  const xfs = list("cellXfs");
  if (xfs.length === 0) return defaults;
  const customFormats = [];
  const dateStyles = /* @__PURE__ */ new Set();
  const index = (name, xf) => {
    const v = xf.getAttribute(name);
    return v === null ? 0 : parseInteger(v, name);
  };
  const cellStyles = xfs.map((xf, i2) => {
    let numFmtId = index("numFmtId", xf);
    let format;
    if (custom.has(numFmtId)) {
      format = custom.get(numFmtId);
      const builtin = BUILTIN_REVERSE.get(format);
      if (builtin !== void 0) numFmtId = builtin;
      else {
        let at = customFormats.indexOf(format);
        if (at < 0) at = customFormats.push(format) - 1;
        numFmtId = at + BUILTIN_FORMATS_MAX_SIZE;
      }
    } else format = BUILTIN_FORMATS[numFmtId];
    if (isDateFormat2(format)) dateStyles.add(i2);
    return { fontId: index("fontId", xf), fillId: index("fillId", xf), numFmtId };
  });
  const named = list("cellStyles");
  if (named.length === 0) {
    if (!list("fonts").some(isNormalFont)) fonts.push(NORMAL_FONT);
    if (!fills.some(isEmptyFill)) fills.push(EMPTY_FILL);
  } else {
    const styleXfs = list("cellStyleXfs");
    const borders = list("borders").length;
    for (const style of named) {
      const xf = listItem(styleXfs, index("xfId", style));
      listItem(fonts, index("fontId", xf));
      listItem(fills, index("fillId", xf));
      if (index("borderId", xf) >= borders) throw new PythonError("IndexError", "list index out of range");
    }
  }
  return { fonts, fills, cellStyles, customFormats, dateStyles, dxfs };
}
function numberFormat(styles, style) {
  if (style.numFmtId < BUILTIN_FORMATS_MAX_SIZE) return BUILTIN_FORMATS[style.numFmtId] ?? "General";
  const format = styles.customFormats[style.numFmtId - BUILTIN_FORMATS_MAX_SIZE];
  if (format === void 0) throw new PythonError("IndexError", "list index out of range");
  return format;
}
function listItem(items, index) {
  const item2 = items[index < 0 ? items.length + index : index];
  if (item2 === void 0) throw new PythonError("IndexError", "list index out of range");
  return item2;
}

// src/osworld/metrics/openpyxl/py-values.ts
var PyTuple = class {
  constructor(items) {
    this.items = items;
  }
  items;
};
var PySet2 = class {
  constructor(items) {
    this.items = items;
  }
  items;
};
var PyDict2 = class {
  entries = /* @__PURE__ */ new Map();
  set(key2, value) {
    this.entries.set(pyKey(key2), [key2, value]);
  }
};
var PyLocation = class {
  constructor(attributes) {
    this.attributes = attributes;
  }
  attributes;
};
var nanCount = 0;
function pyKey(value) {
  if (value === null || value === void 0) return "None";
  if (typeof value === "boolean") return `n:${Number(value)}`;
  if (typeof value === "number") return Number.isNaN(value) ? `nan:${nanCount++}` : `n:${value}`;
  if (typeof value === "string") return `s:${JSON.stringify(value)}`;
  if (value === UNSET_RGB) return "<RGB descriptor>";
  if (Array.isArray(value)) return `[${value.map(pyKey).join(",")}]`;
  if (value instanceof PyTuple) return `(${value.items.map(pyKey).join(",")})`;
  if (value instanceof PySet2) return `{${[...new Set(value.items.map(pyKey))].sort().join(",")}}`;
  if (value instanceof PyDict2)
    return `d{${[...value.entries].map(([k, [, v]]) => `${k}=${pyKey(v)}`).sort().join(",")}}`;
  if (value instanceof PyLocation) return `Location${value.attributes}`;
  if (value.kind === "Hyperlink") {
    const h = value;
    return `Hyperlink${JSON.stringify([h.ref, h.location, h.tooltip, h.display, h.id])}`;
  }
  if (typeof value === "object")
    return `d{${Object.entries(value).map(([k, v]) => `${pyKey(k)}=${pyKey(v)}`).sort().join(",")}}`;
  return String(value);
}
function pyValuesEqual(a, b) {
  return pyKey(a) === pyKey(b);
}

// src/osworld/metrics/openpyxl/package.ts
import path2 from "node:path";
function relsPath(part) {
  return path2.posix.join(path2.posix.dirname(part), "_rels", `${path2.posix.basename(part)}.rels`);
}
function partRelationships(entries, part) {
  const doc = xml(entries, relsPath(part));
  return descendants(doc, "Relationship").map((r) => {
    const target = r.getAttribute("Target") ?? "";
    const external = r.getAttribute("TargetMode") === "External";
    const resolved = external ? target : target.startsWith("/") ? target.slice(1) : path2.posix.normalize(path2.posix.join(path2.posix.dirname(part), target));
    return { id: r.getAttribute("Id") ?? "", type: r.getAttribute("Type") ?? "", target: resolved, external };
  });
}
var OFFICE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
var REL = {
  drawing: `${OFFICE_REL}/drawing`,
  chart: `${OFFICE_REL}/chart`,
  pivotTable: `${OFFICE_REL}/pivotTable`,
  pivotCacheDefinition: `${OFFICE_REL}/pivotCacheDefinition`
};

// src/osworld/metrics/openpyxl/charts.ts
var CHART_TYPES = /* @__PURE__ */ new Set([
  "areaChart",
  "area3DChart",
  "lineChart",
  "line3DChart",
  "stockChart",
  "radarChart",
  "scatterChart",
  "pieChart",
  "pie3DChart",
  "doughnutChart",
  "barChart",
  "bar3DChart",
  "ofPieChart",
  "surfaceChart",
  "surface3DChart",
  "bubbleChart"
]);
var THREE_D = /* @__PURE__ */ new Set(["area3DChart", "line3DChart", "bar3DChart", "surface3DChart", "surfaceChart"]);
var AXES = /* @__PURE__ */ new Set(["valAx", "catAx", "dateAx", "serAx"]);
var R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
function elements(el) {
  const out = [];
  for (let c = el?.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c);
  return out;
}
function child(el, name) {
  return el ? children(el, name).at(-1) : void 0;
}
function valAttr(el) {
  return el ? el.getAttribute("val") : null;
}
function intVal(el, what) {
  const v = valAttr(el);
  if (v === null) return null;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${what}`);
  return Number(v);
}
function titleText(title) {
  const rich = child(child(title, "tx"), "rich");
  if (!rich) return void 0;
  const paragraphs = children(rich, "p");
  if (paragraphs.length === 0) return void 0;
  const runs = children(paragraphs[0], "r");
  return runs.length === 0 ? "" : textOfRun(runs[0]);
}
function nestedText(el, fallback) {
  if (!el) return fallback;
  return el.firstChild ? el.textContent ?? "" : "None";
}
function textOfRun(run) {
  return nestedText(child(run, "t"), "");
}
function reference(source, kinds) {
  for (const kind of kinds) {
    const ref = child(source, kind);
    if (ref) {
      return nestedText(child(ref, "f"), "None");
    }
  }
  return "";
}
function readChartSpace(doc, anchor) {
  const space = doc.documentElement;
  if (!space) throw new PythonError("ValueError", "not a chart part");
  const chart = child(space, "chart");
  const plotArea = child(chart, "plotArea");
  const types = elements(plotArea).filter((e) => CHART_TYPES.has(e.localName));
  const first2 = types[0];
  if (!first2) throw new PythonError("IndexError", "list index out of range");
  const axes = /* @__PURE__ */ new Map();
  for (const axis of elements(plotArea).filter((e) => AXES.has(e.localName))) {
    const id = intVal(child(axis, "axId"), "axId");
    if (id !== null) axes.set(id, axis);
  }
  let xAxis;
  let yAxis;
  let zAxis;
  const axisIds = children(first2, "axId").map((a) => intVal(a, "axId"));
  if (first2.localName === "scatterChart" || first2.localName === "bubbleChart") {
    if (axisIds.length !== 2) throw new PythonError("ValueError", "expected 2 axes");
    const [x2, y] = axisIds.map((id) => {
      const axis = axes.get(id);
      if (!axis) throw new PythonError("KeyError", String(id));
      return axis;
    });
    xAxis = x2;
    yAxis = y;
  } else {
    for (const id of axisIds) {
      const axis = axes.get(id);
      if (!axis) {
        if (THREE_D.has(first2.localName)) {
          zAxis = void 0;
          continue;
        }
        throw new PythonError("AttributeError", "'NoneType' object has no attribute 'tagname'");
      }
      if (axis.localName === "catAx" || axis.localName === "dateAx") xAxis = axis;
      else if (axis.localName === "valAx") yAxis = axis;
      else if (axis.localName === "serAx") zAxis = axis;
    }
  }
  const series = children(first2, "ser").map((ser) => ({
    order: intVal(child(ser, "order"), "order") ?? 0,
    val: reference(child(ser, "val"), ["numRef"]),
    cat: reference(child(ser, "cat"), ["numRef", "strRef"])
  })).sort((a, b) => a.order - b.order);
  const legend = child(chart, "legend");
  let position = null;
  if (legend) {
    const pos = child(legend, "legendPos");
    position = pos ? valAttr(pos) : "r";
    if (position === null || !["b", "tr", "l", "r", "t"].includes(position))
      throw new PythonError("ValueError", `Value must be one of {'b', 'tr', 'l', 'r', 't'}`);
  }
  let barDir;
  if (first2.localName === "barChart" || first2.localName === "bar3DChart") {
    const dir = child(first2, "barDir");
    barDir = dir ? valAttr(dir) ?? "" : "col";
  }
  const axisTitle = (axis) => titleText(child(axis, "title"));
  return {
    tagname: first2.localName,
    series,
    title: titleText(child(chart, "title")),
    legend: position,
    anchor,
    barDir,
    xTitle: axisTitle(xAxis),
    yTitle: axisTitle(yAxis),
    zTitle: axisTitle(zAxis)
  };
}
function marker(anchor, name) {
  const m = child(anchor, name);
  const num = (el) => {
    if (!el) return null;
    const text2 = (el.textContent ?? "").trim();
    if (!/^[-+]?\d+$/.test(text2)) throw new PythonError("TypeError", "expected <class 'int'>");
    return Number(text2);
  };
  return { col: num(child(m, "col")), row: num(child(m, "row")) };
}
function drawingCharts(entries, drawingPart) {
  const doc = xml(entries, drawingPart);
  if (!doc) throw new PythonError("KeyError", `There is no item named '${drawingPart}' in the archive`);
  const root = doc.documentElement;
  const anchors = ["absoluteAnchor", "oneCellAnchor", "twoCellAnchor"].flatMap(
    (kind) => root ? children(root, kind) : []
  );
  let deps;
  const charts = [];
  for (const anchor of anchors) {
    const frame = child(anchor, "graphicFrame");
    const chartRef = child(child(child(frame, "graphic"), "graphicData"), "chart");
    if (!chartRef) continue;
    const id = chartRef.getAttributeNS(R_NS, "id") ?? chartRef.getAttribute("r:id") ?? "";
    deps ??= partRelationships(entries, drawingPart);
    const rel = deps.find((r) => r.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    const chartDoc = xml(entries, rel.target);
    if (!chartDoc) throw new PythonError("KeyError", `There is no item named '${rel.target}' in the archive`);
    const kind = anchor.localName;
    const from = marker(anchor, "from");
    const to = marker(anchor, "to");
    const editAs = anchor.getAttribute("editAs");
    charts.push(
      readChartSpace(chartDoc, {
        kind,
        editAs: editAs === null || editAs === "none" ? null : editAs,
        fromCol: from.col,
        toRow: to.row,
        toCol: to.col
      })
    );
  }
  return charts;
}
function worksheetCharts(entries, sheetRels) {
  return sheetRels.filter((r) => r.type === "http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing").flatMap((r) => drawingCharts(entries, r.target));
}

// src/osworld/metrics/openpyxl/pivots.ts
function intAttr(el, name, required = false) {
  const v = el.getAttribute(name);
  if (v === null) {
    if (required) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
    return null;
  }
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
  return Number(v);
}
function boolAttr(el, name, fallback) {
  const v = el.getAttribute(name);
  return v === null ? fallback : pyBoolText(v);
}
function section(el, name, item2) {
  const s = children(el, name).at(-1);
  return s ? children(s, item2) : [];
}
function pivotCaches(entries) {
  const workbook = xml(entries, "xl/workbook.xml")?.documentElement;
  const caches = /* @__PURE__ */ new Map();
  if (!workbook) return caches;
  const rels = partRelationships(entries, "xl/workbook.xml");
  for (const c of section(workbook, "pivotCaches", "pivotCache")) {
    const id = c.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ?? c.getAttribute("r:id") ?? "";
    const rel = rels.find((r) => r.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    const doc = xml(entries, rel.target);
    if (!doc?.documentElement)
      throw new PythonError("KeyError", `There is no item named '${rel.target}' in the archive`);
    const source = children(doc.documentElement, "cacheSource").at(-1);
    const ws = source ? children(source, "worksheetSource").at(-1) : void 0;
    for (const dep of partRelationships(entries, rel.target))
      if (!dep.external && dep.type.endsWith("/pivotCacheRecords") && !entries[dep.target])
        throw new PythonError("KeyError", `There is no item named '${dep.target}' in the archive`);
    caches.set(intAttr(c, "cacheId", true), {
      sourceType: source ? source.getAttribute("type") : null,
      worksheetSource: ws ? { ref: ws.getAttribute("ref"), sheet: ws.getAttribute("sheet") } : null
    });
  }
  return caches;
}
var SUBTOTALS = /* @__PURE__ */ new Set([
  "average",
  "count",
  "countNums",
  "max",
  "min",
  "product",
  "stdDev",
  "stdDevp",
  "sum",
  "var",
  "varp"
]);
var SHOW_DATA_AS = /* @__PURE__ */ new Set([
  "normal",
  "difference",
  "percent",
  "percentDiff",
  "runTotal",
  "percentOfRow",
  "percentOfCol",
  "percentOfTotal",
  "index"
]);
function readPivot(doc, caches) {
  const root = doc.documentElement;
  if (!root) throw new PythonError("ValueError", "not a pivot table");
  const name = root.getAttribute("name");
  const location = children(root, "location").at(-1);
  if (name === null || !location) throw new PythonError("TypeError", "expected <class 'str'>");
  const attrs = {};
  for (const attr of [
    "ref",
    "firstHeaderRow",
    "firstDataRow",
    "firstDataCol",
    "rowPageCount",
    "colPageCount"
  ]) {
    const v = location.getAttribute(attr);
    if (v === null && ["ref", "firstHeaderRow", "firstDataRow", "firstDataCol"].includes(attr))
      throw new PythonError("TypeError", `expected a value for ${attr}`);
    if (v !== null) attrs[attr] = attr === "ref" ? v : String(intAttr(location, attr));
  }
  const locationKey = JSON.stringify(attrs);
  const cacheId = intAttr(root, "cacheId", true);
  const cache2 = caches.get(cacheId);
  if (!cache2) throw new PythonError("KeyError", String(cacheId));
  return {
    name,
    visualTotals: boolAttr(root, "visualTotals", true),
    showEmptyRow: boolAttr(root, "showEmptyRow", false),
    showEmptyCol: boolAttr(root, "showEmptyCol", false),
    showHeaders: boolAttr(root, "showHeaders", true),
    location: locationKey,
    pivotFields: section(root, "pivotFields", "pivotField").map((f) => ({
      items: section(f, "items", "item").map((item2) => ({
        h: item2.getAttribute("h") === null ? null : pyBoolText(item2.getAttribute("h")),
        x: intAttr(item2, "x")
      }))
    })),
    pageFields: section(root, "pageFields", "pageField").map((f) => intAttr(f, "fld", true)),
    colFields: section(root, "colFields", "field").map((f) => intAttr(f, "x", true)),
    rowFields: section(root, "rowFields", "field").map((f) => intAttr(f, "x", true)),
    dataFields: section(root, "dataFields", "dataField").map((f) => {
      const subtotal = f.getAttribute("subtotal") ?? "sum";
      const showDataAs = f.getAttribute("showDataAs") ?? "normal";
      if (!SUBTOTALS.has(subtotal) || !SHOW_DATA_AS.has(showDataAs))
        throw new PythonError("ValueError", `Value must be one of the data field functions`);
      return { fld: intAttr(f, "fld", true), name: f.getAttribute("name"), subtotal, showDataAs };
    }),
    cache: cache2
  };
}
function worksheetPivots(entries, sheetRels, caches) {
  return sheetRels.filter((r) => r.type === REL.pivotTable).map((r) => {
    const doc = xml(entries, r.target);
    if (!doc) throw new PythonError("KeyError", `There is no item named '${r.target}' in the archive`);
    return readPivot(doc, caches);
  });
}

// src/osworld/metrics/openpyxl/worksheet.ts
var import_xmldom2 = __toESM(require_lib(), 1);
var import_saxes = __toESM(require_saxes(), 1);
var ZERO_STYLE = Object.freeze({ fontId: 0, fillId: 0, numFmtId: 0 });
var ERROR_CODES = /* @__PURE__ */ new Set(["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"]);
var key = (row, col) => row * 1e5 + col;
function intAttr2(el, name) {
  const v = el.getAttribute(name);
  if (v === null) return null;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
  return Number(v);
}
function boolAttr2(el, name) {
  const v = el.getAttribute(name);
  return v === null ? null : pyBoolText(v);
}
var OWorksheet = class {
  constructor(title, styles) {
    this.title = title;
    this.styles = styles;
  }
  title;
  styles;
  cells = /* @__PURE__ */ new Map();
  currentRow = 0;
  conditionalFormatting = [];
  dataValidations = [];
  autoFilter = { ref: null, filterColumn: [], sortState: null };
  rowDimensions = /* @__PURE__ */ new Map();
  columnDimensions = /* @__PURE__ */ new Map();
  mergedRanges = [];
  /** `ws.cell(row, column)`: the cell, created (unstyled) when missing. */
  cell(row, col) {
    if (row < 1 || col < 1) throw new PythonError("ValueError", "Row or column values must be at least 1");
    if (row > 1048576)
      throw new PythonError(
        "ValueError",
        `Row numbers must be between 1 and 1048576. Row number supplied was ${row}`
      );
    let cell = this.cells.get(key(row, col));
    if (!cell) {
      cell = { row, col, value: null, dataType: "n", style: ZERO_STYLE, merged: false, hyperlink: null };
      this.cells.set(key(row, col), cell);
      this.currentRow = Math.max(this.currentRow, row);
    }
    return cell;
  }
  extent() {
    if (this.cells.size === 0) return { minRow: 1, maxRow: 1, minCol: 1, maxCol: 1 };
    let minRow = Infinity;
    let maxRow = 0;
    let minCol = Infinity;
    let maxCol = 0;
    for (const c of this.cells.values()) {
      minRow = Math.min(minRow, c.row);
      maxRow = Math.max(maxRow, c.row);
      minCol = Math.min(minCol, c.col);
      maxCol = Math.max(maxCol, c.col);
    }
    return { minRow, maxRow, minCol, maxCol };
  }
  get maxRow() {
    return this.extent().maxRow;
  }
  get maxColumn() {
    return this.extent().maxCol;
  }
  /** `ws.iter_cols()` (all of it, from A1): column by column, each column's cells created. */
  iterCols(minCol, maxCol, minRow, maxRow) {
    if (this.currentRow === 0 && !minCol && !maxCol && !minRow && !maxRow) return [];
    const { maxRow: lastRow, maxCol: lastCol } = this.extent();
    const c1 = minCol || 1;
    const r1 = minRow || 1;
    const c2 = maxCol || lastCol;
    const r2 = maxRow || lastRow;
    const out = [];
    for (let c = c1; c <= c2; c++) {
      const column = [];
      for (let r = r1; r <= r2; r++) column.push(this.cell(r, c));
      out.push(column);
    }
    return out;
  }
  /** `ws.iter_rows(...)`, row by row. */
  iterRows(minRow, maxRow, minCol, maxCol) {
    if (this.currentRow === 0 && !minCol && !maxCol && !minRow && !maxRow) return [];
    const { maxRow: lastRow, maxCol: lastCol } = this.extent();
    const c1 = minCol || 1;
    const r1 = minRow || 1;
    const c2 = maxCol || lastCol;
    const r2 = maxRow || lastRow;
    const out = [];
    for (let r = r1; r <= r2; r++) {
      const row = [];
      for (let c = c1; c <= c2; c++) row.push(this.cell(r, c));
      out.push(row);
    }
    return out;
  }
  /** `ws[key]`: a cell, or rows / columns of cells (created as they are looked up). */
  getItem(key2) {
    let text2;
    if (typeof key2 === "number" && Number.isInteger(key2)) text2 = String(key2);
    else if (typeof key2 === "string") text2 = key2;
    else throw new PythonError("TypeError", "expected string or bytes-like object");
    const [minCol, minRow, maxCol, maxRow] = rangeBoundaries(text2);
    if (![minCol, minRow, maxCol, maxRow].some(Boolean))
      throw new PythonError("IndexError", `${text2} is not a valid coordinate or range`);
    if (minRow === null) {
      const cols = this.iterCols(minCol, maxCol);
      return minCol === maxCol ? cols[0] : cols;
    }
    if (minCol === null) {
      const rows = this.iterRows(minRow, maxRow, null, this.maxColumn);
      return minRow === maxRow ? rows[0] : rows;
    }
    if (!text2.includes(":")) return this.cell(minRow, minCol);
    return this.iterRows(minRow, maxRow, minCol, maxCol);
  }
  fontOf(cell) {
    return listItem(this.styles.fonts, cell.style.fontId);
  }
  fillOf(cell) {
    return listItem(this.styles.fills, cell.style.fillId);
  }
};
function setHyperlink(cell, link) {
  if (cell.merged)
    throw new PythonError("AttributeError", "'MergedCell' object attribute 'hyperlink' is read-only");
  cell.hyperlink = { ...link, ref: `${columnLetters(cell.col)}${cell.row}` };
  if (cell.value === null) {
    const value = link.target || link.location;
    cell.value = value ?? null;
    cell.dataType = value === null || value === void 0 ? "n" : value.length > 1 && value.startsWith("=") ? "f" : ERROR_CODES.has(value) ? "e" : "s";
  }
}
function parseFilterColumn(el) {
  const colId = intAttr2(el, "colId");
  if (colId === null) throw new PythonError("TypeError", "expected <class 'int'> for colId");
  const filtersEl = children(el, "filters").at(-1);
  const customEl = children(el, "customFilters").at(-1);
  return {
    colId,
    hiddenButton: boolAttr2(el, "hiddenButton") ?? false,
    showButton: boolAttr2(el, "showButton") ?? true,
    filters: filtersEl ? {
      blank: boolAttr2(filtersEl, "blank"),
      filter: children(filtersEl, "filter").map((f) => {
        const v = f.getAttribute("val");
        if (v === null) throw new PythonError("TypeError", "expected <class 'str'>");
        return v;
      })
    } : null,
    customFilters: customEl ? {
      and: boolAttr2(customEl, "and") ?? false,
      customFilter: children(customEl, "customFilter").map((f) => {
        const val2 = f.getAttribute("val");
        if (val2 === null) throw new PythonError("TypeError", "expected <class 'str'>");
        return { operator: f.getAttribute("operator") ?? "equal", val: val2 };
      })
    } : null
  };
}
function parseAutoFilter(el) {
  const sort = children(el, "sortState").at(-1);
  return {
    ref: el.getAttribute("ref"),
    filterColumn: children(el, "filterColumn").map(parseFilterColumn),
    sortState: sort ? {
      columnSort: boolAttr2(sort, "columnSort"),
      caseSensitive: boolAttr2(sort, "caseSensitive"),
      sortMethod: sort.getAttribute("sortMethod") === "none" ? null : sort.getAttribute("sortMethod"),
      ref: sort.getAttribute("ref") ?? "",
      sortCondition: children(sort, "sortCondition").map((c) => ({
        descending: boolAttr2(c, "descending"),
        sortBy: c.getAttribute("sortBy") === "none" ? null : c.getAttribute("sortBy"),
        ref: c.getAttribute("ref") ?? "",
        customList: c.getAttribute("customList"),
        dxfId: intAttr2(c, "dxfId"),
        iconSet: c.getAttribute("iconSet") === "none" ? null : c.getAttribute("iconSet"),
        iconId: intAttr2(c, "iconId")
      }))
    } : null
  };
}
var DV_STRINGS = ["errorTitle", "error", "promptTitle", "prompt"];
var DV_CHOICES = ["type", "errorStyle", "imeMode", "operator"];
var DV_BOOLS = ["showDropDown", "showInputMessage", "showErrorMessage", "allowBlank"];
function parseDataValidation(el) {
  const dv = { sqref: new MultiCellRange(el.getAttribute("sqref") ?? []) };
  for (const name of DV_BOOLS) dv[name] = boolAttr2(el, name) ?? false;
  for (const name of DV_STRINGS) dv[name] = el.getAttribute(name);
  for (const name of DV_CHOICES) {
    const v = el.getAttribute(name);
    dv[name] = v === "none" ? null : v;
  }
  for (const name of ["formula1", "formula2"]) {
    const f = children(el, name).at(-1);
    dv[name] = f ? f.firstChild ? f.textContent ?? "" : null : null;
  }
  return dv;
}
function scanRows(sheetData, onRow) {
  const parser2 = new import_saxes.SaxesParser({ xmlns: false });
  const stack = [];
  let rowAttrs;
  let cells = [];
  let cell;
  let text2;
  const local = (name) => name.slice(name.indexOf(":") + 1);
  parser2.on("opentag", (tag) => {
    const name = local(tag.name);
    const parent = stack.at(-1);
    stack.push(name);
    if (name === "row" && parent === "sheetData") {
      rowAttrs = tag.attributes;
      cells = [];
    } else if (parent === "row" && rowAttrs) {
      cell = { attrs: tag.attributes, v: void 0, f: void 0, is: void 0 };
      cells.push(cell);
    } else if (cell && stack.length === 4 && (name === "v" || name === "f")) text2 = "";
    else if (cell && stack.length === 4 && name === "is") cell.is = { plain: void 0, runs: [] };
    else if (cell?.is && name === "t" && (parent === "is" || parent === "r")) text2 = "";
  });
  const onText = (t) => {
    if (text2 !== void 0) text2 += t;
  };
  parser2.on("text", onText);
  parser2.on("cdata", onText);
  parser2.on("closetag", (tag) => {
    const name = local(tag.name);
    const parent = stack.at(-2);
    if (text2 !== void 0 && cell) {
      if (name === "v" && cell.v === void 0) cell.v = text2;
      else if (name === "f" && cell.f === void 0) cell.f = text2;
      else if (name === "t" && cell.is) {
        if (parent === "is") cell.is.plain ??= text2;
        else if (parent === "r") cell.is.runs.push(text2);
      }
      text2 = void 0;
    }
    stack.pop();
    if (name === "row" && rowAttrs && stack.at(-1) === "sheetData") {
      onRow(rowAttrs, cells);
      rowAttrs = void 0;
      cell = void 0;
    } else if (stack.at(-1) === "row") cell = void 0;
  });
  try {
    parser2.write(sheetData).close();
  } catch (error) {
    throw new PythonError("ValueError", `Unable to read workbook: ${error.message}`);
  }
}
function sheetDataSpan(text2) {
  const open = /<([A-Za-z_][\w.-]*:)?sheetData(?=[\s/>])/.exec(text2);
  if (!open) return void 0;
  const prefix = open[1] ?? "";
  const tagEnd = text2.indexOf(">", open.index);
  if (tagEnd < 0) return void 0;
  if (text2[tagEnd - 1] === "/") return [open.index, tagEnd + 1];
  const close = text2.indexOf(`</${prefix}sheetData`, tagEnd);
  if (close < 0) return void 0;
  return [open.index, text2.indexOf(">", close) + 1];
}
function readWorksheet(ws, text2, sharedStrings, rels) {
  const span = sheetDataSpan(text2);
  const doc = new import_xmldom2.DOMParser({ onError: () => void 0 }).parseFromString(
    span ? text2.slice(0, span[0]) + text2.slice(span[1]) : text2,
    "text/xml"
  );
  const root = doc.documentElement;
  if (!root) return void 0;
  const styles = ws.styles;
  let rowCounter = 0;
  scanRows(span ? text2.slice(span[0], span[1]) : "<sheetData/>", (rowAttrs, rowCells) => {
    const r = rowAttrs.r;
    if (r !== void 0) {
      const n = Number(r);
      if (!Number.isInteger(n)) throw new PythonError("ValueError", `${r} is not a valid row number`);
      rowCounter = n;
    } else rowCounter += 1;
    let colCounter = 0;
    const attrs = {};
    for (const [name, value] of Object.entries(rowAttrs)) if (!name.includes(":")) attrs[name] = value;
    if (Object.keys(attrs).some((k) => k !== "r" && k !== "spans")) ws.rowDimensions.set(rowCounter, attrs);
    for (const c of rowCells) {
      let dataType = c.attrs.t ?? "n";
      const coordinate = c.attrs.r;
      const s = c.attrs.s;
      const styleId = s ? Number(s) : 0;
      let row;
      let col;
      if (coordinate) {
        [row, col] = coordinateToTuple(coordinate);
        colCounter = col;
      } else {
        colCounter += 1;
        row = rowCounter;
        col = colCounter;
      }
      let value = dataType === "inlineStr" ? null : c.v || null;
      if (c.f !== void 0) {
        dataType = "f";
        value = `=${c.f}`;
      } else if (value !== null) {
        const v = value;
        if (dataType === "n") {
          if (Number.isNaN(Number(v))) throw new PythonError("ValueError", `could not convert '${v}'`);
          value = Number(v);
          if (styles.dateStyles.has(styleId)) dataType = "d";
        } else if (dataType === "s") {
          const shared = sharedStrings[Number(v)];
          if (shared === void 0) throw new PythonError("IndexError", "list index out of range");
          value = shared;
        } else if (dataType === "b") value = Number(v) !== 0;
        else if (dataType === "str") dataType = "s";
      } else if (dataType === "inlineStr" && c.is) {
        dataType = "s";
        value = (c.is.plain ?? "") + c.is.runs.join("");
      }
      const style = styles.cellStyles[styleId];
      if (style === void 0) throw new PythonError("IndexError", "list index out of range");
      ws.cells.set(key(row, col), { row, col, value, dataType, style, merged: false, hyperlink: null });
    }
  });
  if (ws.cells.size > 0) ws.currentRow = ws.maxRow;
  for (const m of children(children(root, "mergeCells").at(-1), "mergeCell")) {
    const range = new CellRange(m.getAttribute("ref") ?? "");
    ws.cell(range.minRow, range.minCol);
    let first2 = true;
    for (const [row, col] of range.cells()) {
      if (first2) {
        first2 = false;
        continue;
      }
      ws.cells.set(key(row, col), {
        row,
        col,
        value: null,
        dataType: "n",
        style: ZERO_STYLE,
        merged: true,
        hyperlink: null
      });
    }
    ws.mergedRanges.push(range);
  }
  for (const h of children(children(root, "hyperlinks").at(-1), "hyperlink")) {
    const id = h.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ?? h.getAttribute("r:id");
    let target = null;
    if (id) {
      const rel = rels.find((r) => r.id === id);
      if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
      target = rel.target;
    }
    const link = {
      kind: "Hyperlink",
      ref: h.getAttribute("ref") ?? "",
      location: h.getAttribute("location"),
      tooltip: h.getAttribute("tooltip"),
      display: h.getAttribute("display"),
      id: id || null,
      target
    };
    if (link.ref.includes(":")) {
      for (const row of ws.getItem(link.ref))
        for (const cell of row) if (!cell.merged) setHyperlink(cell, link);
    } else {
      let cell = ws.getItem(link.ref);
      if (cell.merged) {
        const range = ws.mergedRanges.find(
          (r) => r.minRow <= cell.row && cell.row <= r.maxRow && r.minCol <= cell.col && cell.col <= r.maxCol
        );
        cell = ws.cell(range.minRow, range.minCol);
      }
      setHyperlink(cell, link);
    }
  }
  for (const cf of children(root, "conditionalFormatting")) {
    const cells = new MultiCellRange(cf.getAttribute("sqref") ?? []);
    const rules = children(cf, "cfRule").map((rule) => {
      const dxfId = intAttr2(rule, "dxfId");
      let dxf = null;
      if (dxfId !== null) dxf = listItem(styles.dxfs, dxfId);
      const operator = rule.getAttribute("operator");
      return {
        type: rule.getAttribute("type"),
        operator: operator === "none" ? null : operator,
        formula: children(rule, "formula").map((f) => f.firstChild ? f.textContent ?? "" : "None"),
        dxf
      };
    });
    const group = ws.conditionalFormatting.find((g) => g.cells.equals(cells));
    if (group) group.rules.push(...rules);
    else ws.conditionalFormatting.push({ cells, rules });
  }
  for (const col of descendants(children(root, "cols").at(-1), "col")) {
    const attrs = {};
    for (const a of Array.from(col.attributes)) if (!a.name.includes(":")) attrs[a.name] = a.value;
    const min = Number(attrs.min);
    if (!Number.isInteger(min) || min < 1) throw new PythonError("ValueError", `invalid column ${attrs.min}`);
    ws.columnDimensions.set(columnLetters(min), attrs);
  }
  const dvs = children(root, "dataValidations").at(-1);
  if (dvs) ws.dataValidations = children(dvs, "dataValidation").map(parseDataValidation);
  const filter = children(root, "autoFilter").at(-1);
  if (filter) ws.autoFilter = parseAutoFilter(filter);
  return doc;
}

// src/osworld/metrics/openpyxl/workbook.ts
var CHARTSHEET = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet";
var OFFICE_REL2 = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
function readCommentsAndTables(entries, doc, rels, ws) {
  const part = (target) => {
    const d = xml(entries, target);
    if (!d) throw new PythonError("KeyError", `There is no item named '${target}' in the archive`);
    return d;
  };
  for (const r of rels.filter((x2) => x2.type === `${OFFICE_REL2}/comments`))
    for (const comment of descendants(part(r.target), "comment"))
      ws.getItem(comment.getAttribute("ref") ?? "");
  for (const t of descendants(doc, "tablePart")) {
    const id = t.getAttributeNS(OFFICE_REL2, "id") ?? t.getAttribute("r:id") ?? "";
    const rel = rels.find((x2) => x2.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    part(rel.target);
  }
}
function loadOpenpyxl(book) {
  const { entries } = book;
  const styles = loadStyles(entries);
  const workbookRels = partRelationships(entries, "xl/workbook.xml");
  const sheets = /* @__PURE__ */ new Map();
  const caches = () => pivotCaches(entries);
  for (const info of book.sheets) {
    if (!entries[info.part]) continue;
    const rel = workbookRels.find((r) => r.target === info.part);
    if (rel?.type === CHARTSHEET) {
      sheets.set(info.name, null);
      continue;
    }
    const rels = partRelationships(entries, info.part);
    const ws = new OWorksheet(info.name, styles);
    const doc = readWorksheet(
      ws,
      Buffer.from(entries[info.part]).toString("utf8"),
      book.sharedStrings,
      rels
    );
    if (doc) readCommentsAndTables(entries, doc, rels, ws);
    const cacheMap = caches();
    sheets.set(info.name, {
      ws,
      charts: worksheetCharts(entries, rels),
      pivots: worksheetPivots(entries, rels, cacheMap)
    });
  }
  return { sheets };
}
function sheetOf(book, name) {
  if (!book.sheets.has(name)) throw new PythonError("KeyError", `Worksheet ${name} does not exist.`);
  const sheet = book.sheets.get(name);
  if (!sheet)
    throw new PythonError("NotSupported", `'${name}' is a chartsheet, which desktest does not read`);
  return sheet;
}

// src/osworld/metrics/table-objects.ts
function sheetOrNone(book, name) {
  if (!book) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  if (!book.sheets.has(name)) return void 0;
  const sheet = book.sheets.get(name);
  if (!sheet)
    throw new PythonError("NotSupported", `'${name}' is a chartsheet, which desktest does not read`);
  return sheet;
}
function propNames(options, key2) {
  if (!(key2 in options)) return [];
  const value = options[key2];
  if (typeof value === "string") return [...new Set(Array.from(value))];
  if (Array.isArray(value)) {
    for (const v of value)
      if (Array.isArray(v) || isPlainObject(v))
        throw new PythonError("TypeError", `unhashable type: '${pyTypeName(v)}'`);
    return [...new Set(value.map(String))];
  }
  if (isPlainObject(value)) return Object.keys(value);
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}
function chartInfo(chart, props) {
  const info = {};
  const has = (p) => props.includes(p);
  if (has("title")) info.title = chart.title ?? null;
  if (has("legend")) info.legend = chart.legend;
  if (has("anchor")) {
    const a = chart.anchor;
    if (a.kind !== "twoCellAnchor")
      throw new PythonError(
        "AttributeError",
        `'${a.kind === "oneCellAnchor" ? "OneCellAnchor" : "AbsoluteAnchor"}' object has no attribute 'editAs'`
      );
    info.anchor = [a.editAs, a.fromCol, a.toRow, a.toCol, a.toRow];
  }
  if (has("width")) info.width = 15;
  if (has("height")) info.height = 7.5;
  if (has("type")) info.type = chart.tagname;
  if (has("direction")) {
    if (chart.barDir === void 0)
      throw new PythonError("AttributeError", `'${chart.tagname}' object has no attribute 'barDir'`);
    info.direction = chart.barDir;
  }
  if (has("xtitle")) info.xtitle = chart.xTitle ?? null;
  if (has("ytitle")) info.ytitle = chart.yTitle ?? null;
  if (has("ztitle")) info.ztitle = chart.zTitle ?? null;
  return info;
}
function loadCharts(book, name, options) {
  const charts = new PyDict2();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return charts;
  const props = propNames(options, "chart_props");
  for (const chart of sheet.charts) {
    const series = chart.series.map((s) => `${s.val},${s.cat}`).join(";");
    charts.set(series, chartInfo(chart, props));
  }
  return charts;
}
function tupleText(t) {
  return `(${t[0]}, ${t[1]})`;
}
function loadPivotTables(book, name, options) {
  const pivots = new PyDict2();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return pivots;
  const props = propNames(options, "pivot_props");
  const has = (p) => props.includes(p);
  for (const pvt of sheet.pivots) {
    const rawSelection = pvt.pivotFields.map(
      (f) => f.items.filter((item2) => item2.x !== null).map((item2) => new PyTuple([item2.h, item2.x]))
    );
    let start = 0;
    while (start < rawSelection.length && rawSelection[start].length === 0) start++;
    const trimmedLeft = rawSelection.slice(start);
    let end = trimmedLeft.length;
    while (end > 0 && trimmedLeft[end - 1].length === 0) end--;
    const selection = trimmedLeft.slice(0, end);
    const leftBias = rawSelection.length - trimmedLeft.length;
    const rightBias = trimmedLeft.length - selection.length;
    const source = pvt.cache.worksheetSource;
    if (!source) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'ref'");
    if (source.ref === null)
      throw new PythonError("AttributeError", "'NoneType' object has no attribute 'split'");
    const parts = source.ref.split(":");
    if (parts.length !== 2)
      throw new PythonError("ValueError", `not enough values to unpack (expected 2, got ${parts.length})`);
    const r1 = coordinateToTuple(parts[0]);
    const r2 = coordinateToTuple(parts[1]);
    const key2 = `${pvt.cache.sourceType === null ? "None" : pvt.cache.sourceType};${tupleText([r1[0], r1[1] + leftBias])}:${tupleText([r2[0], r2[1] - rightBias])};${source.sheet === null ? "None" : source.sheet}`;
    const info = {};
    if (has("name")) info.name = pvt.name;
    if (has("show_total")) info.show_total = pvt.visualTotals;
    if (has("show_empty_row")) info.show_empty_row = pvt.showEmptyRow;
    if (has("show_empty_col")) info.show_empty_col = pvt.showEmptyCol;
    if (has("show_headers")) info.show_headers = pvt.showHeaders;
    if (has("location")) info.location = new PyLocation(pvt.location);
    if (has("filter") || has("selection"))
      info.selection = has("ordered") ? selection : selection.map((r) => new PySet2(r));
    if (has("filter")) info.filter_fields = new PySet2(pvt.pageFields);
    if (has("col_fields")) info.col_fields = pvt.colFields.map((x2) => x2 - leftBias);
    if (has("row_fields")) info.row_fields = pvt.rowFields.map((x2) => x2 - leftBias);
    if (has("data_fields"))
      info.data_fields = pvt.dataFields.map(
        (f) => `${f.fld - leftBias};${has("data_fields_name") ? f.name ?? "None" : ""};${f.subtotal};${f.showDataAs}`
      );
    pivots.set(key2, info);
  }
  return pivots;
}
var ROW_PROPS = /* @__PURE__ */ new Set([
  "index",
  "r",
  "ht",
  "height",
  "customHeight",
  "hidden",
  "outlineLevel",
  "outline_level",
  "collapsed",
  "thickBot",
  "thickTop"
]);
var COLUMN_PROPS = /* @__PURE__ */ new Set([
  "index",
  "width",
  "bestFit",
  "auto_size",
  "hidden",
  "collapsed",
  "min",
  "max",
  "customWidth",
  "outlineLevel",
  "outline_level"
]);
var UNPORTED_DIMENSION_PROPS = /* @__PURE__ */ new Set([
  "s",
  "style",
  "style_id",
  "customFormat",
  "has_style",
  "font",
  "fill",
  "border",
  "alignment",
  "protection",
  "number_format",
  "parent",
  "pivotButton",
  "quotePrefix",
  "range",
  "reindex",
  "to_tree"
]);
function intText(v, fallback) {
  if (v === void 0) return fallback;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", "expected <class 'int'>");
  return Number(v);
}
function floatText(v, fallback) {
  if (v === void 0) return fallback;
  const n = Number(v.trim());
  if (v.trim() === "" || Number.isNaN(n)) throw new PythonError("TypeError", "expected <class 'float'>");
  return n;
}
var boolText = (v, fallback) => v === void 0 ? fallback : !["false", "f", "0", ""].includes(v);
function rowProp(attrs, index, prop) {
  switch (prop) {
    case "index":
    case "r":
      return index;
    case "ht":
    case "height":
      return floatText(attrs.ht, null);
    case "customHeight":
      return attrs.ht !== void 0;
    case "hidden":
      return boolText(attrs.hidden, false);
    case "outlineLevel":
    case "outline_level":
      return intText(attrs.outlineLevel, 0);
    case "collapsed":
      return boolText(attrs.collapsed, false);
    case "thickBot":
      return boolText(attrs.thickBot, false);
    case "thickTop":
      return boolText(attrs.thickTop, false);
  }
  return void 0;
}
function columnProp(attrs, letter, prop) {
  switch (prop) {
    case "index":
      return letter;
    case "width":
      return floatText(attrs.width, 13);
    case "customWidth":
      return floatText(attrs.width, 13) !== 0;
    case "bestFit":
    case "auto_size":
      return boolText(attrs.bestFit, false);
    case "hidden":
      return boolText(attrs.hidden, false);
    case "collapsed":
      return boolText(attrs.collapsed, false);
    case "min":
      return intText(attrs.min, null);
    case "max":
      return intText(attrs.max, null);
    case "outlineLevel":
    case "outline_level":
      return intText(attrs.outlineLevel, 0);
  }
  return void 0;
}
function loadRowsOrCols(book, name, obj, options) {
  if ("obj" in options)
    throw new PythonError("TypeError", "load_rows_or_cols() got multiple values for keyword argument 'obj'");
  const result = new PyDict2();
  const sheet = sheetOrNone(book, name);
  if (!sheet) return result;
  const props = propNames(options, "props");
  const known = obj === "row" ? ROW_PROPS : COLUMN_PROPS;
  for (const prop of props) {
    if (UNPORTED_DIMENSION_PROPS.has(prop))
      throw new PythonError("NotSupported", `desktest does not read the ${obj} property '${prop}'`);
  }
  const dimensions = obj === "row" ? [...sheet.ws.rowDimensions] : [...sheet.ws.columnDimensions];
  for (const [index, attrs] of dimensions) {
    const info = {};
    for (const prop of props) {
      if (!known.has(prop))
        throw new PythonError(
          "AttributeError",
          `'${obj === "row" ? "RowDimension" : "ColumnDimension"}' object has no attribute '${prop}'`
        );
      info[prop] = obj === "row" ? rowProp(attrs, index, prop) : columnProp(attrs, index, prop);
    }
    result.set(index, info);
  }
  return result;
}
function loadFilters(book, name) {
  const sheet = sheetOrNone(book, name);
  if (!sheet) return {};
  const filter = sheet.ws.autoFilter;
  const columns = filter.filterColumn.map((column) => {
    const c = {
      col_id: column.colId,
      hidden_button: column.hiddenButton,
      show_button: column.showButton
    };
    if (column.filters) {
      c.filters_blank = column.filters.blank;
      c.filters = new PySet2(column.filters.filter);
    }
    if (column.customFilters) {
      c.custom_filters_op = column.customFilters.and;
      c.custom_filters = new PySet2(
        column.customFilters.customFilter.map((f) => new PyTuple([f.operator, f.val]))
      );
    }
    return c;
  });
  const result = {
    ref: filter.ref,
    filter_column: columns.sort((a, b) => a.col_id - b.col_id)
  };
  const sort = filter.sortState;
  if (sort)
    result.sort_state = {
      sort: sort.columnSort,
      case: sort.caseSensitive,
      method: sort.sortMethod,
      ref: sort.ref,
      condition: sort.sortCondition.map((c) => ({
        descending: c.descending,
        key: c.sortBy,
        ref: c.ref,
        custom_list: c.customList,
        dxf_id: c.dxfId,
        icon: c.iconSet,
        iconid: c.iconId
      }))
    };
  return result;
}
var DV_ALIASES = {
  cells: "sqref",
  ranges: "sqref",
  hide_drop_down: "showDropDown",
  allow_blank: "allowBlank",
  validation_type: "type"
};
function checkDataValidations(sheet, dvProps) {
  if (!Array.isArray(dvProps) && typeof dvProps !== "string")
    throw new PythonError("TypeError", `object of type '${pyTypeName(dvProps)}' has no len()`);
  const validators = sheet.ws.dataValidations;
  let total = validators.length >= dvProps.length;
  for (const validator of validators) {
    let metric = false;
    for (const props of dvProps) {
      if (!isPlainObject(props))
        throw new PythonError("AttributeError", `'${pyTypeName(props)}' object has no attribute 'items'`);
      metric ||= Object.entries(props).every(([attribute, rule]) => {
        const name = DV_ALIASES[attribute] ?? attribute;
        if (!Object.hasOwn(validator, name))
          throw new PythonError("AttributeError", `'DataValidation' object has no attribute '${attribute}'`);
        return matchValueToRule(validator[name], rule);
      });
      if (metric) break;
    }
    total &&= metric;
    if (!total) break;
  }
  return total;
}
var X14 = "http://schemas.microsoft.com/office/spreadsheetml/2009/9/main";
var XM = "http://schemas.microsoft.com/office/excel/2006/main";
var MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
function xmltodictChild(parent, ns, local, key2) {
  const matches = [];
  for (let c = parent.firstChild; c; c = c.nextSibling)
    if (c.nodeType === 1 && c.namespaceURI === ns && c.localName === local)
      matches.push(c);
  if (matches.length === 0) throw new PythonError("KeyError", `'${key2}'`);
  const value = (el) => {
    if (Array.from(el.childNodes).some((n) => n.nodeType === 1))
      throw new PythonError(
        "NotSupported",
        `desktest does not read a sparkline's ${key2} with child elements`
      );
    const text2 = (el.textContent ?? "").trim();
    if (el.attributes.length === 0) return text2 === "" ? null : text2;
    const dict = {};
    for (const a of Array.from(el.attributes)) dict[`@${a.name}`] = a.value;
    if (text2 !== "") dict["#text"] = text2;
    return dict;
  };
  return matches.length === 1 ? value(matches[0]) : matches.map(value);
}
function loadSparklines(book, name) {
  if (!book) throw new PythonError("AttributeError", "'NoneType' object has no attribute 'seek'");
  const ids = /* @__PURE__ */ new Map();
  const workbook = xml(book.entries, "xl/workbook.xml");
  for (const sheets of children(workbook?.documentElement, "sheets"))
    for (const s of children(sheets, "sheet"))
      if (s.namespaceURI === MAIN)
        ids.set(s.getAttribute("name") ?? "None", s.getAttribute("sheetId") ?? "None");
  if (!ids.has(name)) throw new PythonError("KeyError", `'${name}'`);
  const part = `xl/worksheets/sheet${ids.get(name)}.xml`;
  const doc = xml(book.entries, part);
  if (!doc) throw new PythonError("KeyError", `"There is no item named '${part}' in the archive"`);
  const result = new PyDict2();
  for (const sparkline of descendants(doc.documentElement ?? void 0, "sparkline")) {
    if (sparkline.namespaceURI !== X14) continue;
    const hasContent = sparkline.attributes.length > 0 || Array.from(sparkline.childNodes).some((n) => n.nodeType === 1 || (n.textContent ?? "").trim() !== "");
    if (!hasContent) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const sqref = xmltodictChild(sparkline, XM, "sqref", "xm:sqref");
    const f = xmltodictChild(sparkline, XM, "f", "xm:f");
    if (sqref !== null && typeof sqref !== "string")
      throw new PythonError("TypeError", `unhashable type: '${Array.isArray(sqref) ? "list" : "dict"}'`);
    result.set(sqref, f);
  }
  return result;
}

// src/osworld/metrics/excel-formula.ts
var FError = class {
  constructor(code) {
    this.code = code;
  }
  code;
};
var ERRORS = new Map(
  ["#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A"].map((c) => [c, new FError(c)])
);
var err2 = (code) => ERRORS.get(code);
var FormulaSyntaxError = class extends Error {
};
function notSupported(what) {
  throw new PythonError(
    "NotSupported",
    `desktest does not compute ${what} in conditional-formatting formulas`
  );
}
var CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)/;
var Parser2 = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
  pos = 0;
  parse() {
    const node = this.comparison();
    this.space();
    if (this.pos < this.text.length) {
      if (this.text[this.pos] === ")") throw new FormulaSyntaxError("Mismatched or misplaced parentheses!");
      throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
    }
    return node;
  }
  space() {
    const start = this.pos;
    while (this.text[this.pos] === " ") this.pos++;
    return this.pos > start;
  }
  peekOp(ops) {
    this.space();
    return ops.find((op) => this.text.startsWith(op, this.pos));
  }
  binary(ops, next) {
    let left = next();
    for (; ; ) {
      const op = this.peekOp(ops);
      if (!op) return left;
      this.pos += op.length;
      left = { kind: "binary", op, left, right: next() };
    }
  }
  comparison() {
    return this.binary(["<=", ">=", "<>", "=", "<", ">"], () => this.concat());
  }
  concat() {
    return this.binary(["&"], () => this.additive());
  }
  additive() {
    return this.binary(["+", "-"], () => this.multiplicative());
  }
  multiplicative() {
    return this.binary(["*", "/"], () => this.power());
  }
  power() {
    return this.binary(["^"], () => this.postfix());
  }
  postfix() {
    let node = this.unary();
    if (this.peekOp(["%"])) {
      this.pos++;
      node = { kind: "percent", arg: node };
      if (this.peekOp(["%"])) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
    }
    return node;
  }
  unary() {
    const op = this.peekOp(["-", "+"]);
    if (op) {
      this.pos++;
      return { kind: "unary", op, arg: this.unary() };
    }
    return this.primary();
  }
  primary() {
    this.space();
    const rest = this.text.slice(this.pos);
    if (rest.startsWith("(")) {
      this.pos++;
      const node = this.comparison();
      if (!this.peekOp([")"])) throw new FormulaSyntaxError("Mismatched or misplaced parentheses!");
      this.pos++;
      return node;
    }
    if (rest.startsWith('"')) {
      const m = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!m) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
      this.pos += m[0].length;
      return { kind: "literal", value: m[1].replace(/""/g, '"') };
    }
    if (rest.startsWith("#")) {
      const code = [...ERRORS.keys()].find((c) => rest.toUpperCase().startsWith(c));
      if (!code) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
      this.pos += code.length;
      return { kind: "literal", value: err2(code) };
    }
    if (rest.startsWith("{")) notSupported("array constants");
    const number = /^(?:\d+(?:\.\d+)?|\.\d+)(?:E[+-]?\d+)?(?![\w.$:])/.exec(rest);
    if (number && !/^\d+:/.test(rest)) {
      this.pos += number[0].length;
      const text2 = number[0];
      return { kind: "literal", value: /[.E]/.test(text2) ? Number(text2) : Number(text2) };
    }
    const ref = this.reference(rest);
    if (ref) return ref;
    const name = /^[A-Za-z_\\][\w.]*/.exec(rest);
    if (name) {
      this.pos += name[0].length;
      const upper = name[0].toUpperCase();
      if (this.peekOp(["("])) {
        this.pos++;
        const args = [];
        if (this.peekOp([")"])) this.pos++;
        else
          for (; ; ) {
            if (this.peekOp([",", ")"])) notSupported("empty function arguments");
            args.push(this.comparison());
            const sep = this.peekOp([",", ")"]);
            if (!sep) throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
            this.pos++;
            if (sep === ")") break;
          }
        return { kind: "call", name: upper, args };
      }
      if (upper === "TRUE" || upper === "FALSE") return { kind: "literal", value: upper === "TRUE" };
      notSupported(`defined names (${name[0]})`);
    }
    if (rest.startsWith("'") || /^[^\s()]+!/.test(rest)) notSupported("references to other sheets");
    throw new FormulaSyntaxError(`Not a valid formula: =${this.text}`);
  }
  /** A1, $A$1, A1:B2, A:A, 1:1 (formulas' input names: upper case, no $, a one-cell range collapsed). */
  reference(rest) {
    const range = /^(\$?[A-Za-z]{1,3}\$?\d+|\$?[A-Za-z]{1,3}|\$?\d+)(?::(\$?[A-Za-z]{1,3}\$?\d+|\$?[A-Za-z]{1,3}|\$?\d+))?(?![\w(!.])/.exec(
      rest
    );
    if (!range) return void 0;
    const [whole, a, b] = range;
    const cellLike = (s) => CELL.test(s) && CELL.exec(s)[0].length === s.length;
    if (b === void 0) {
      if (!cellLike(a)) return void 0;
    } else if (cellLike(a) !== cellLike(b)) return void 0;
    else if (!cellLike(a) && /^\$?\d/.test(a) !== /^\$?\d/.test(b)) return void 0;
    this.pos += whole.length;
    const norm = (s) => s.replace(/\$/g, "").toUpperCase();
    const name = b === void 0 || norm(a) === norm(b) ? norm(a) : `${norm(a)}:${norm(b)}`;
    if (this.text[this.pos] === " " && /^ +[$A-Za-z\d]/.test(this.text.slice(this.pos))) {
      const after = this.text.slice(this.pos).trimStart();
      if (!/^(?:[-+*/^&=<>%),]|<>|<=|>=)/.test(after)) notSupported("range intersections");
    }
    return { kind: "ref", name };
  }
};
function parseFormula(text2) {
  if (text2.startsWith("=")) throw new FormulaSyntaxError(`Not a valid formula: =${text2}`);
  return new Parser2(text2).parse();
}
function formulaInputs(node) {
  const names = /* @__PURE__ */ new Set();
  const walk = (n) => {
    if (n.kind === "ref") names.add(n.name);
    else if (n.kind === "unary" || n.kind === "percent") walk(n.arg);
    else if (n.kind === "binary") {
      walk(n.left);
      walk(n.right);
    } else if (n.kind === "call") n.args.forEach(walk);
  };
  walk(node);
  return [...names].sort((x2, y) => x2 < y ? -1 : x2 > y ? 1 : 0);
}
function isError(v) {
  return v instanceof FError;
}
function formulaTruthy(value) {
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    if (value.length > 1)
      throw new PythonError(
        "ValueError",
        "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()"
      );
    return formulaTruthy(value[0]);
  }
  if (value === null) return false;
  if (value instanceof FError) return true;
  if (typeof value === "string") return value !== "";
  if (typeof value === "number") return value !== 0;
  return value;
}
function toFloat(v) {
  if (typeof v === "boolean") return Number(v);
  if (typeof v === "number") return v;
  if (typeof v === "string") return pyFloat(v);
  throw new PythonError("TypeError", "float() argument must be a string or a real number");
}
function xstr(v) {
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (typeof v === "number") {
    if (Number.isInteger(v)) return BigInt(v).toString();
    if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
    return pyFloatRepr(v);
  }
  if (v === null) return "None";
  if (v instanceof FError) return v.code;
  return v;
}
function pyStr2(v) {
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "number") return pyFloatRepr(v);
  return xstr(v);
}
function checkNan(v) {
  if (typeof v === "number" && !Number.isFinite(v)) return err2("#NUM!");
  if (v === null) return err2("#VALUE!");
  return v;
}
function safe(args, f, nan = true, checkErrors = args) {
  const e = checkErrors.find(isError);
  if (e) return e;
  try {
    const r = f(...args);
    return nan && !(r instanceof FError) && typeof r !== "string" ? checkNan(r) : r;
  } catch (error) {
    if (error instanceof PythonError && ["ValueError", "TypeError", "ZeroDivisionError", "OverflowError"].includes(error.kind))
      return err2("#VALUE!");
    throw error;
  }
}
function scalar(v, what) {
  if (Array.isArray(v)) notSupported(`${what} over a range`);
  return v;
}
function pyInt2(v) {
  if (typeof v === "boolean") return Number(v);
  if (typeof v === "number") {
    if (!Number.isFinite(v))
      throw new PythonError(Number.isNaN(v) ? "ValueError" : "OverflowError", "cannot convert");
    return Math.trunc(v);
  }
  if (typeof v === "string") {
    const t = pyStrip(v).replace(/_/g, "");
    if (!/^[-+]?\d+$/.test(t)) throw new PythonError("ValueError", `invalid literal for int(): '${v}'`);
    return Number(t);
  }
  throw new PythonError("TypeError", "int() argument must be a string or a number");
}
function typeId(v) {
  if (typeof v === "boolean") return 2;
  if (v instanceof FError) return 4 + [...ERRORS.keys()].indexOf(v.code);
  if (typeof v === "string") return 1;
  return 0;
}
function compareScalars(op, x2, y) {
  return safe([x2, y], () => {
    const tx = typeId(x2);
    const ty = typeId(y);
    let a = x2;
    let b = y;
    if (tx === 1 && ty === 1) {
      a = x2.toUpperCase();
      b = y.toUpperCase();
    }
    const equal = tx === ty && (a === b || typeof a === "number" && a === b);
    if (op === "=") return equal;
    if (op === "<>") return !equal;
    let order;
    if (tx !== ty) order = tx < ty ? -1 : 1;
    else if (a === null || b === null) throw new PythonError("TypeError", "'<' not supported with None");
    else if (typeof a === "string" && typeof b === "string") order = a < b ? -1 : a > b ? 1 : 0;
    else order = a < b ? -1 : a > b ? 1 : 0;
    switch (op) {
      case "<":
        return order < 0;
      case ">":
        return order > 0;
      case "<=":
        return order <= 0;
      default:
        return order >= 0;
    }
  });
}
function arithmetic(op, x2, y) {
  return safe([x2, y], () => {
    const a = toFloat(x2);
    const b = toFloat(y);
    switch (op) {
      case "+":
        return a + b;
      case "-":
        return a - b;
      case "*":
        return a * b;
      case "/":
        return b ? a / b : err2("#DIV/0!");
      default:
        if (a === 0 && b < 0)
          throw new PythonError("ZeroDivisionError", "0.0 cannot be raised to a negative power");
        if (a < 0 && !Number.isInteger(b)) throw new PythonError("ValueError", "complex result");
        return a ** b;
    }
  });
}
function npMod(x2, y) {
  let m = x2 % y;
  if (m !== 0 && y < 0 !== m < 0) m += y;
  return m;
}
function roundHalfUp(x2) {
  const f = Math.floor(x2);
  return x2 - f >= 0.5 ? f + 1 : f;
}
function pyLess(a, b) {
  const numeric = (x2) => typeof x2 === "number" || typeof x2 === "boolean";
  if (numeric(a) && numeric(b)) return Number(a) < Number(b);
  if (typeof a === "string" && typeof b === "string") return a < b;
  throw new PythonError("TypeError", "'<' not supported between instances of 'str' and 'float'");
}
function pyExtreme(values, max2) {
  let best = values[0];
  for (const v of values.slice(1)) if (max2 ? pyLess(best, v) : pyLess(v, best)) best = v;
  return best;
}
function isNumber(v, xlReturn = true) {
  if (typeof v === "boolean") return false;
  if (v instanceof FError) return xlReturn;
  if (v === null) return false;
  if (typeof v === "number") return true;
  try {
    pyFloat(v);
    return true;
  } catch {
    return false;
  }
}
function flatten(args) {
  return args.flatMap((a) => Array.isArray(a) ? a : [a]);
}
function aggregate(args, name) {
  if (name !== "COUNT") {
    const e = flatten(args).find(isError);
    if (e) return e;
  }
  let converted;
  try {
    converted = args.map((a) => {
      if (Array.isArray(a) || a instanceof FError || a === null || typeof a === "number") return a;
      if (typeof a === "boolean") return Number(a);
      return pyFloat(a);
    });
  } catch (error) {
    if (error instanceof PythonError) return err2("#VALUE!");
    throw error;
  }
  const values = flatten(converted).filter((v) => isNumber(v, name !== "COUNT"));
  try {
    switch (name) {
      case "COUNT":
        return values.length;
      case "MAX":
      case "MIN":
        return values.length === 0 ? 0 : pyExtreme(values, name === "MAX");
      default: {
        if (values.length === 0) return err2("#DIV/0!");
        if (values.some((v) => typeof v !== "number")) return err2("#VALUE!");
        return values.reduce((s, v) => s + v, 0) / values.length;
      }
    }
  } catch (error) {
    if (error instanceof PythonError && error.kind !== "NotSupported") return err2("#VALUE!");
    throw error;
  }
}
function xsum(args) {
  const e = flatten(args).find(isError);
  if (e) return e;
  let total = 0;
  for (const a of args) {
    if (typeof a === "string" && !isNumber(a)) return err2("#VALUE!");
    if (typeof a === "boolean") {
      total += Number(a);
      continue;
    }
    for (const v of Array.isArray(a) ? a : [a]) {
      if (typeof v === "boolean" || v === null) continue;
      try {
        const n = toFloat(v);
        if (!Number.isNaN(n)) total += n;
      } catch {
      }
    }
  }
  return total;
}
var MONTH2 = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)/i;
function weekday2(serialArg, nArg) {
  const toNum = (v) => {
    if (typeof v !== "string") return v;
    try {
      return pyFloat(v);
    } catch {
      if (/\d/.test(v) || MONTH2.test(v)) notSupported("WEEKDAY of dates written as text");
      return v;
    }
  };
  return safe([toNum(serialArg), toNum(nArg)], (s, m) => {
    let n = pyInt2(m);
    const serial = pyInt2(s);
    let zero = 7;
    if (!(serial >= 0 && serial <= 2958465)) return err2("#NUM!");
    if (n >= 1 && n <= 2) n -= 1;
    else if (n === 3) {
      n = 2;
      zero = 0;
    } else if (n >= 11 && n <= 17) n -= 10;
    else return err2("#NUM!");
    return npMod(serial + 7 - n, 7) || zero;
  });
}
function text(f) {
  return (args) => safe(args, (s, ...rest) => f(xstr(s), ...rest), false);
}
function codePoints(s) {
  return Array.from(s);
}
function pyFind(haystack, needle, start) {
  const h = codePoints(haystack);
  const n = codePoints(needle);
  let from = start < 0 ? Math.max(0, h.length + start) : start;
  if (from > h.length) return -1;
  for (; from + n.length <= h.length; from++) if (n.every((c, i2) => h[from + i2] === c)) return from;
  return -1;
}
var SCALAR_FUNCTIONS = {
  NOT: {
    arity: [1, 1],
    f: (a) => safe(a, (x2) => {
      if (typeof x2 === "string") throw new PythonError("TypeError", "logical_not of text");
      return x2 === null ? true : !Number(x2);
    })
  },
  IF: {
    arity: [2, 3],
    f: ([c, x2, y]) => {
      if (isError(c)) return c;
      if (typeof c === "string") return err2("#VALUE!");
      return formulaTruthy(c) ? x2 : y === void 0 ? false : y;
    }
  },
  ISERROR: { arity: [1, 1], f: ([x2]) => isError(x2) },
  ISERR: { arity: [1, 1], f: ([x2]) => isError(x2) && x2.code !== "#N/A" },
  ISNA: { arity: [1, 1], f: ([x2]) => isError(x2) && x2.code === "#N/A" },
  ISNUMBER: { arity: [1, 1], f: ([x2]) => isNumber(x2, false) },
  ISTEXT: { arity: [1, 1], f: ([x2]) => typeof x2 === "string" },
  ISNONTEXT: { arity: [1, 1], f: ([x2]) => typeof x2 !== "string" },
  ISLOGICAL: { arity: [1, 1], f: ([x2]) => typeof x2 === "boolean" },
  ISBLANK: { arity: [1, 1], f: () => false },
  LEN: { arity: [1, 1], f: text((s) => codePoints(s).length) },
  LOWER: { arity: [1, 1], f: text((s) => s.toLowerCase()) },
  UPPER: { arity: [1, 1], f: text((s) => s.toUpperCase()) },
  TRIM: { arity: [1, 1], f: text((s) => pyStrip(s)) },
  LEFT: {
    arity: [1, 2],
    f: (a) => safe(
      a,
      (s, n = 1) => {
        const i2 = pyInt2(n === "" ? 0 : n);
        return i2 >= 0 ? codePoints(xstr(s)).slice(0, i2).join("") : err2("#VALUE!");
      },
      false
    )
  },
  RIGHT: {
    arity: [1, 2],
    f: (a) => safe(
      a,
      (s, n = 1) => {
        const i2 = pyInt2(n === "" ? 0 : n);
        const chars = codePoints(xstr(s));
        return i2 >= 0 ? chars.slice(Math.max(0, chars.length - i2)).join("") : err2("#VALUE!");
      },
      false
    )
  },
  MID: {
    arity: [3, 3],
    f: (a) => safe(
      a,
      (s, start, count) => {
        const i2 = pyInt2(start === "" ? 0 : start) - 1;
        const j = i2 + pyInt2(count === "" ? 0 : count);
        return i2 >= 0 && i2 <= j ? codePoints(xstr(s)).slice(i2, j).join("") : err2("#VALUE!");
      },
      false
    )
  },
  EXACT: { arity: [2, 2], f: (a) => safe(a, (x2, y) => xstr(x2) === xstr(y), false) },
  FIND: {
    arity: [2, 3],
    f: (a) => safe(
      a,
      (find, within, start = 1) => {
        const i2 = pyInt2(start === "" || start === 0 ? 0 : start) - 1;
        const res = i2 >= 0 ? pyFind(xstr(within), xstr(find), i2) + 1 : 0;
        return res || err2("#VALUE!");
      },
      false
    )
  },
  SEARCH: {
    arity: [2, 3],
    f: (a) => safe(
      a,
      (find, within, start = 1) => {
        if (typeof find === "number") notSupported("SEARCH for a number");
        if (typeof start === "string") throw new PythonError("TypeError", "unsupported operand");
        const n = pyInt2(Number(start) - 1);
        const at = pyFind(pyStr2(within).toLowerCase(), pyStr2(find).toLowerCase(), n);
        return at < 0 ? err2("#VALUE!") : at + 1;
      },
      false
    )
  },
  ABS: { arity: [1, 1], f: (a) => safe(a, (x2) => Math.abs(toFloat(x2))) },
  INT: {
    arity: [1, 1],
    f: (a) => safe(a, (x2) => {
      const v = toFloat(x2);
      if (!Number.isFinite(v)) throw new PythonError("ValueError", "cannot convert");
      return Math.floor(v);
    })
  },
  MOD: {
    arity: [2, 2],
    f: (a) => safe(a, (x2, y) => {
      const b = toFloat(y);
      const v = toFloat(x2);
      return b === 0 ? err2("#DIV/0!") : npMod(v, b);
    })
  },
  ROUND: {
    arity: [2, 2],
    f: (a) => safe(a, (x2, digits) => {
      const v = toFloat(x2);
      const d = 10 ** pyInt2(toFloat(digits));
      const r = roundHalfUp(Math.abs(v * d)) / d;
      return v < 0 ? -r : r;
    })
  },
  WEEKDAY: { arity: [1, 2], f: ([s, n]) => weekday2(s, n === void 0 ? 1 : n) }
};
function call(name, args) {
  switch (name) {
    case "TRUE":
    case "FALSE":
      if (args.length > 0) return err2("#VALUE!");
      return name === "TRUE";
    case "AND":
    case "OR": {
      const e = flatten(args).find(isError);
      if (e) return e;
      const values = flatten(args).filter((v) => typeof v !== "string");
      if (values.length === 0) return err2("#VALUE!");
      if (values.some((v) => v === null)) notSupported(`${name} over empty cells`);
      const truths = values.map((v) => Boolean(Number(v)));
      return name === "AND" ? truths.every(Boolean) : truths.some(Boolean);
    }
    case "MAX":
    case "MIN":
    case "AVERAGE":
    case "COUNT":
      return aggregate(args, name);
    case "SUM":
      return xsum(args);
  }
  const spec = SCALAR_FUNCTIONS[name];
  if (!spec) notSupported(`the function ${name}`);
  const [min, max2] = spec.arity;
  if (args.length < min || args.length > max2) return err2("#VALUE!");
  return spec.f(args.map((a) => scalar(a, name)));
}
function evaluateNode(node, inputs) {
  switch (node.kind) {
    case "literal":
      return node.value;
    case "ref":
      return inputs.get(node.name);
    case "unary": {
      const v = scalar(evaluateNode(node.arg, inputs), "a sign");
      if (node.op === "+") return safe([v], (x2) => x2, true);
      return safe([v], (x2) => -toFloat(x2));
    }
    case "percent":
      return safe([scalar(evaluateNode(node.arg, inputs), "%")], (x2) => toFloat(x2) / 100);
    case "binary": {
      const left = scalar(evaluateNode(node.left, inputs), `'${node.op}'`);
      const right = scalar(evaluateNode(node.right, inputs), `'${node.op}'`);
      if (node.op === "&") return safe([left, right], (x2, y) => xstr(x2) + xstr(y), false);
      if (["=", "<>", "<", ">", "<=", ">="].includes(node.op)) return compareScalars(node.op, left, right);
      return arithmetic(node.op, left, right);
    }
    case "call":
      return call(
        node.name,
        node.args.map((a) => evaluateNode(a, inputs))
      );
  }
}
function compileFormula(text2) {
  let node;
  try {
    node = parseFormula(text2);
  } catch (error) {
    if (error instanceof PythonError && error.kind === "NotSupported")
      return {
        inputs: [],
        call() {
          throw error;
        }
      };
    throw error;
  }
  const inputs = formulaInputs(node);
  return {
    inputs,
    call(args) {
      if (args.length < inputs.length)
        throw new PythonError("TypeError", `missing a required argument: '${inputs[args.length]}'`);
      if (args.length > inputs.length) throw new PythonError("TypeError", "too many positional arguments");
      return evaluateNode(node, new Map(inputs.map((name, i2) => [name, args[i2]])));
    }
  };
}

// src/osworld/metrics/cf-rules.ts
var EXPRESSION_TYPES = /* @__PURE__ */ new Set([
  "expression",
  "containsText",
  "notContainsText",
  "endsWith",
  "beginsWith",
  "containsErrors",
  "notContainsErrors"
]);
var isNumeric = (x2) => typeof x2 === "number" || typeof x2 === "boolean";
function pyEq(a, b) {
  if (a instanceof FError || b instanceof FError) return a === b;
  if (isNumeric(a) && isNumeric(b)) return Number(a) === Number(b);
  return a === b;
}
function pyOrder2(a, b) {
  const text2 = (x3) => x3 instanceof FError ? x3.code : x3;
  const x2 = text2(a);
  const y = text2(b);
  if (isNumeric(x2) && isNumeric(y)) return Math.sign(Number(x2) - Number(y));
  if (typeof x2 === "string" && typeof y === "string") {
    const p = Array.from(x2, (c) => c.codePointAt(0));
    const q = Array.from(y, (c) => c.codePointAt(0));
    for (let i2 = 0; i2 < Math.min(p.length, q.length); i2++) if (p[i2] !== q[i2]) return p[i2] < q[i2] ? -1 : 1;
    return Math.sign(p.length - q.length);
  }
  throw new PythonError("TypeError", "'<' not supported between these types");
}
var pyLt = (a, b) => pyOrder2(a, b) < 0;
var pyLe = (a, b) => pyOrder2(a, b) <= 0;
function first(refs) {
  if (refs.length === 0) throw new PythonError("IndexError", "list index out of range");
  return refs[0];
}
function extreme(refs, max2) {
  if (refs.length === 0) throw new PythonError("ValueError", "min() arg is an empty sequence");
  let best = refs[0];
  for (const r of refs.slice(1)) if (max2 ? pyLt(best, r) : pyLt(r, best)) best = r;
  return best;
}
function cellIsOperator(operator, value, refs) {
  try {
    switch (operator) {
      case "lessThanOrEqual":
        return pyLe(value, first(refs));
      case "lessThan":
        return pyLt(value, first(refs));
      case "equal":
        return pyEq(value, first(refs));
      case "greaterThanOrEqual":
        return pyLe(first(refs), value);
      case "notEqual":
        return !pyEq(value, first(refs));
      case "greaterThan":
        return pyLt(first(refs), value);
      case "between": {
        const small = extreme(refs, false);
        const large = extreme(refs, true);
        return pyLe(small, value) && pyLe(value, large);
      }
      case "notBetween": {
        const small = extreme(refs, false);
        const large = extreme(refs, true);
        return pyLt(value, small) || pyLt(large, value);
      }
    }
  } catch (error) {
    if (error instanceof PythonError && (error.kind === "TypeError" || error.kind === "IndexError"))
      return false;
    throw error;
  }
  throw new PythonError("UnboundLocalError", "cannot access local variable 'result'");
}
var conditionalFormatRule = {
  newState() {
    return { kind: void 0, condition: void 0, args: [], operator: null, references: [] };
  },
  /**
   * Set up one rule; undefined where OSWorld skips it (a formula formulas cannot parse, a cellIs formula that
   * needs cell values). `readRange` reads the cells of an absolute range [col1, row1, col2, row2].
   */
  prepare(state, rule, readRange, absoluteRanges2) {
    const formulae = [];
    const argumentLists = [];
    for (const formula of rule.formula) {
      let compiled;
      try {
        compiled = compileFormula(formula);
      } catch (error) {
        if (error instanceof FormulaSyntaxError) return void 0;
        throw error;
      }
      state.args = absoluteRanges2(formula).map((range) => readRange(range));
      formulae.push(compiled);
      argumentLists.push(state.args);
    }
    if (rule.type !== null && EXPRESSION_TYPES.has(rule.type)) {
      if (formulae.length === 0) throw new PythonError("IndexError", "list index out of range");
      state.condition = formulae[0];
      state.args = argumentLists[0];
      state.kind = "expression";
    } else if (rule.type === "cellIs") {
      state.operator = rule.operator;
      try {
        state.references = formulae.map((f) => f.call([]));
      } catch (error) {
        if (error instanceof PythonError && error.kind !== "NotSupported") return void 0;
        throw error;
      }
      state.kind = "cellIs";
    }
    return (value) => {
      let result;
      try {
        if (state.kind === void 0) throw new PythonError("UnboundLocalError", "is_active");
        if (state.kind === "expression") {
          const isObject2 = (v) => typeof v === "object" && v !== null && !(v instanceof FError);
          if (isObject2(value) || state.args.some((list) => Array.isArray(list) && list.some(isObject2)))
            throw new PythonError(
              "NotSupported",
              "desktest does not compute formulas over an inline string read as a dict"
            );
          result = state.condition.call([value, ...state.args]);
        } else result = cellIsOperator(state.operator, value, state.references);
      } catch (error) {
        if (error instanceof PythonError && error.kind !== "NotSupported") return false;
        throw error;
      }
      return formulaTruthy(result);
    };
  }
};

// src/osworld/metrics/table-styles.ts
var STYLE_PROPS = [
  "number_format",
  "font_name",
  "font_family",
  "font_color",
  "font_bold",
  "font_italic",
  "font_underline",
  "font_size",
  "fill_type",
  "bgcolor",
  "fgcolor",
  "hyperlink",
  "merge"
];
function isCell(cell) {
  return typeof cell === "object" && cell !== null && !Array.isArray(cell) && "dataType" in cell;
}
function attributeError(owner, name) {
  throw new PythonError(
    "AttributeError",
    `'${Array.isArray(owner) ? "tuple" : "NoneType"}' object has no attribute '${name}'`
  );
}
function valueOf(cell) {
  if (!isCell(cell)) attributeError(cell, "value");
  return cell.value;
}
function fontOf(ws, cell, diff) {
  if (diff) {
    if (!diff.font) attributeError(null, "font");
    return diff.font;
  }
  if (!isCell(cell)) attributeError(cell, "font");
  return ws.fontOf(cell);
}
function readCellStyle(ws, name, cell, diff) {
  switch (name) {
    case "number_format": {
      const value = valueOf(cell);
      if (value === null || cell.dataType !== "n") return null;
      if (!diff) return numberFormat(ws.styles, cell.style);
      if (!diff.numFmt) attributeError(null, "formatCode");
      return diff.numFmt.formatCode;
    }
    case "font_name":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).name;
    case "font_family":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).family;
    case "font_color": {
      if (valueOf(cell) === null) return null;
      const color = fontOf(ws, cell, diff).color;
      if (!color) attributeError(null, "rgb");
      return color.rgb;
    }
    case "font_bold":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).bold;
    case "font_italic":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).italic;
    case "font_underline":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).underline;
    case "font_size":
      return valueOf(cell) === null ? null : fontOf(ws, cell, diff).size;
    case "fill_type":
      try {
        if (diff) return diff.fill ? diff.fill.tag : null;
        return isCell(cell) ? ws.fillOf(cell).tag : null;
      } catch (error) {
        if (error instanceof PythonError) return null;
        throw error;
      }
    case "bgcolor":
    case "fgcolor":
      try {
        if (diff) return diff.fill && diff.fill.tag === "patternFill" ? diff.fill.bgColor.rgb : null;
        if (!isCell(cell)) return null;
        const fill = ws.fillOf(cell);
        return fill.tag === "patternFill" ? fill.fgColor.rgb : null;
      } catch (error) {
        if (error instanceof PythonError) return null;
        throw error;
      }
    case "hyperlink":
      if (!isCell(cell)) attributeError(cell, "hyperlink");
      return cell.hyperlink ?? (cell.value !== null ? "" : null);
    case "merge":
      return isCell(cell) && cell.merged;
    default:
      throw new PythonError("NotImplementedError", `Unsupported Style: ${name}`);
  }
}
function absoluteRanges(formula) {
  return [...formula.matchAll(/\$([A-Z]{1,3})\$(\d+)(?::\$([A-Z]{1,3})\$(\d+))?/g)].map((m) => [
    m[1],
    m[2],
    m[3] ?? "",
    m[4] ?? ""
  ]);
}
function loadXlsxStyles(book, sheetName, cellValue2, options) {
  if (!book) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
  const styles = new PyDict2();
  if (!book.sheets.has(sheetName)) return styles;
  const sheet = book.sheets.get(sheetName);
  if (!sheet)
    throw new PythonError("NotSupported", `'${sheetName}' is a chartsheet, which desktest does not read`);
  const ws = sheet.ws;
  const props = options.props ?? [];
  const concerned = typeof props === "string" ? Array.from(props) : Array.isArray(props) ? props.map(String) : [];
  if (!Array.isArray(props) && typeof props !== "string")
    throw new PythonError("TypeError", "'props' must be a list of property names");
  const coordinate = (c) => `${columnLetters(c.col)}${c.row}`;
  for (const column of ws.iterCols())
    for (const c of column)
      styles.set(
        coordinate(c),
        concerned.map((p) => readCellStyle(ws, p, c))
      );
  const state = conditionalFormatRule.newState();
  for (const fmt of ws.conditionalFormatting) {
    for (const rule of fmt.rules) {
      const isActive = conditionalFormatRule.prepare(
        state,
        rule,
        (range) => {
          const [c1, r1, c2, r2] = range;
          const cells = new CellRange(`${c1}${r1}:${c2}${r2}`);
          return [...cells.cells()].map(([row, col]) => cellValue2(`${columnLetters(col)}${row}`));
        },
        absoluteRanges
      );
      if (isActive === void 0) continue;
      const active = [];
      let nothings = 0;
      for (const range of fmt.cells.ranges) {
        for (const [row, col] of range.cells()) {
          const cell = ws.cell(row, col);
          const value = cellValue2(`${columnLetters(col)}${row}`);
          if (value === null) {
            nothings += 1;
            if (nothings > 50) break;
            continue;
          }
          if (isActive(value)) {
            if (rule.formula.length === 0) throw new PythonError("IndexError", "list index out of range");
            active.push(cell);
          }
        }
      }
      for (const c of active)
        styles.set(
          coordinate(c),
          concerned.map((p) => readCellStyle(ws, p, c, rule.dxf))
        );
    }
  }
  return styles;
}

// src/osworld/shlex.ts
function shlexSplit(text2) {
  const words = [];
  let word = "";
  let inWord = false;
  let quote;
  for (let i2 = 0; i2 < text2.length; i2++) {
    const ch = text2[i2];
    if (quote === "'") {
      if (ch === "'") quote = void 0;
      else word += ch;
      continue;
    }
    if (quote === '"') {
      if (ch === '"') quote = void 0;
      else if (ch === "\\" && i2 + 1 < text2.length && '\\"$`\n'.includes(text2[i2 + 1])) {
        i2++;
        if (text2[i2] !== "\n") word += text2[i2];
      } else word += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\") {
      if (i2 + 1 >= text2.length) throw new Error("ValueError: No escaped character");
      i2++;
      if (text2[i2] !== "\n") word += text2[i2];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new Error("ValueError: No closing quotation");
  if (inWord) words.push(word);
  return words;
}

// src/osworld/profile-tools.ts
var ABSENT_PROGRAMS = {
  timedatectl: "systemd does not run in a container",
  systemctl: "systemd does not run in a container",
  hostnamectl: "systemd does not run in a container",
  localectl: "systemd does not run in a container",
  loginctl: "systemd does not run in a container",
  journalctl: "systemd does not run in a container",
  nmcli: "NetworkManager does not run in a container",
  snap: "snapd does not run in a container",
  flatpak: "Flatpak is not installed",
  code: "VS Code is not a Debian package (use --image with one that has it)",
  "gnome-control-center": "GNOME Settings is not in the image (its desktop is openbox)",
  "gnome-shell": "GNOME Shell is not in the image (its desktop is openbox)",
  "gnome-extensions": "GNOME Shell is not in the image (its desktop is openbox)",
  nautilus: "GNOME Files is not in the image",
  "gnome-screenshot": "GNOME Screenshot is not in the image (scrot is)",
  wget: "wget is not installed (curl is)"
};
var PREFIXES = /* @__PURE__ */ new Set(["sudo", "nohup", "env", "exec", "time", "command", "xargs", "nice", "setsid"]);
function programsOf(command, shell) {
  if (Array.isArray(command)) {
    const argv2 = command.filter((a) => typeof a === "string");
    const program = argv2[0] ? basename(argv2[0]) : void 0;
    if ((program === "sh" || program === "bash") && argv2[1] === "-c" && argv2[2] !== void 0)
      return programsOfScript(argv2[2]);
    return shell ? programsOfScript(argv2.join(" ")) : program ? [program] : [];
  }
  if (typeof command !== "string") return [];
  if (shell) return programsOfScript(command);
  let argv;
  try {
    argv = shlexSplit(command);
  } catch {
    return [];
  }
  return argv[0] ? programsOf(argv, false) : [];
}
function programsOfScript(script) {
  const out = [];
  for (const segment of script.split(/\|\||&&|[;|&\n()`]|\$\(/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    let i2 = 0;
    while (i2 < words.length) {
      const word2 = words[i2];
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word2) || PREFIXES.has(basename(word2)) || word2.startsWith("-")) i2++;
      else if (basename(word2) === "timeout" && /^\d/.test(words[i2 + 1] ?? "")) i2 += 2;
      else break;
    }
    const word = words[i2];
    if (word && /^[\w./+-]+$/.test(word)) out.push(basename(word));
  }
  return out;
}
function basename(word) {
  return word.slice(word.lastIndexOf("/") + 1);
}
function absentProgramWarning(command, shell) {
  const absent = [...new Set(programsOf(command, shell))].filter((p) => Object.hasOwn(ABSENT_PROGRAMS, p));
  if (absent.length === 0) return void 0;
  return absent.map((p) => `runs '${p}', which desktest's OSWorld image has not: ${ABSENT_PROGRAMS[p]}`).join("; ");
}

// src/osworld/support.ts
var yes = (note) => note ? { supported: true, note } : { supported: true };
var notYet = (reason) => ({ supported: false, kind: "not_yet", reason });
var google = (reason) => ({ supported: false, kind: "google", reason });
var internal = (reason) => ({ supported: false, kind: "internal", reason });
var CDP_LIVE = "needs the live Chrome tab over CDP/Playwright";
var PREFS = "~/.config/google-chrome/Default/Preferences, with OSWorld's fallbacks";
var LOCAL_STATE = "~/.config/google-chrome/Local State, with OSWorld's fallbacks";
var XCU = "LibreOffice's registrymodifications.xcu, read as OSWorld reads it";
var OSWORLD_COMMIT = "87df18ff0e906dafdb1ea96b8299f35ec1e67e6b";
var NEWER = `not in the oracle (newer than desktop-env 1.0.2): ported from OSWorld's source at ${OSWORLD_COMMIT.slice(0, 7)}`;
var COMPARE_URLS = "URLs compared as OSWorld's compare_urls: urllib's parsing, public suffixes from tldts's copy of the Public Suffix List";
var SLIDE_MEDIA = "the slide's media extracted from the .pptx into the task cache (never outside it), or fetched from the desktop when linked with file://";
var GOOGLE = "needs a real Google account (OAuth credentials and Google Drive), which desktest never uses";
var SETUP_SUPPORT = {
  download: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network"
  ),
  upload_file: yes("local_path relative to the task file"),
  open: yes("xdg-open, then waits for a window whose title has the file name, and activates it"),
  launch: yes("detached; a non-shell string is split on whitespace"),
  execute: yes("placeholders substituted; stdout/stderr saved to the task cache; `until` honoured"),
  command: yes("alias of execute"),
  execute_with_verification: yes(),
  sleep: yes(),
  activate_window: yes("wmctrl -a (-F strict, -x by class)"),
  close_window: yes("wmctrl -c (-F strict, -x by class)"),
  chrome_open_tabs: yes("over Chrome's DevTools HTTP endpoint on port 9222 (chromium)"),
  change_wallpaper: yes("gsettings"),
  chrome_close_tabs: yes(
    "over Chrome's DevTools HTTP endpoint on port 9222 (chromium): the first page equal to each URL under compare_urls is closed"
  ),
  update_browse_history: yes(
    "OSWorld's History template from the local cache, one urls and one visits row per item (visit times from the host's local clock, as OSWorld computes them), uploaded to ~/.config/google-chrome/Default/History"
  ),
  googledrive: google(GOOGLE),
  login: google(GOOGLE),
  proxy: internal("set by OSWorld's env itself, never listed in a task"),
  tidy_desktop: internal("declared but not implemented by OSWorld either"),
  act: internal("declared but not implemented by OSWorld either"),
  replay: internal("declared but not implemented by OSWorld either")
};
var GETTER_SUPPORT = {
  vm_file: yes(),
  cloud_file: yes(
    "from the local cache (DESKTEST_OSWORLD_CACHE or osworld-cache/ beside the task); never from the network"
  ),
  cache_file: yes(),
  content_from_vm_file: yes("xlsx last_row"),
  vm_command_line: yes(),
  vm_command_error: yes(),
  vm_terminal_output: yes("the focused gnome-terminal tab, through AT-SPI"),
  rule: yes(),
  rule_relativeTime: yes("'now' from the guest clock, or the rules' timezone"),
  time_diff_range: yes(),
  accessibility_tree: yes("OSWorld's XML shape (desktop-frame, st:/attr:/cp: namespaces)"),
  list_directory: yes(),
  vm_screen_size: yes(),
  vm_window_size: yes(),
  vm_wallpaper: yes(),
  vlc_config: yes(),
  default_video_player: yes(),
  gimp_config_file: yes("~/.config/GIMP/2.10 (Debian bookworm ships GIMP 2.10)"),
  bookmarks: yes("~/.config/google-chrome/Default/Bookmarks (chromium's profile there)"),
  open_tabs_info: yes("Chrome's DevTools HTTP endpoint /json/list"),
  vlc_playing_info: yes(
    "VLC's HTTP interface (the vlc profile's vlc starts it on 127.0.0.1:8080), read inside the desktop"
  ),
  vscode_config: yes(
    "the command palette's keys, then the file; VS Code is not a Debian package, so validate warns and the task needs an image of your own with it (--image)"
  ),
  audio_in_slide: yes(SLIDE_MEDIA),
  background_image_in_slide: yes(SLIDE_MEDIA),
  conference_city_in_order: yes(
    "as OSWorld's: it opens the host file csv_path and reads it after closing it, so it raises (FileNotFoundError when the file is missing, which scores 0)"
  ),
  history: yes("~/.config/google-chrome/Default/History: url, title, last_visit_time of every row"),
  cookie_data: yes(
    "~/.config/google-chrome/Default/Cookies, OSWorld's path (Chrome 96 and later keep cookies in Default/Network/Cookies: there the getter gives None, as OSWorld's does)"
  ),
  default_search_engine: yes(PREFS),
  enable_do_not_track: yes(PREFS),
  enable_safe_browsing: yes(PREFS),
  enable_enhanced_safety_browsing: yes(PREFS),
  data_delete_automacally: yes(PREFS),
  new_startup_page: yes(PREFS),
  profile_name: yes(PREFS),
  chrome_language: yes(LOCAL_STATE),
  chrome_font_size: yes(PREFS),
  chrome_color_scheme: yes(
    `the Preferences files of the profiles in ~/.config/google-chrome, newest first, read five times a second apart; ${NEWER}`
  ),
  chrome_appearance_mode_ui: yes(
    `chrome://settings/appearance over Chrome's DevTools endpoint on port 9222, else chrome_color_scheme; ${NEWER}`
  ),
  find_installed_extension_name: yes(PREFS),
  find_unpacked_extension_path: yes(PREFS),
  enabled_experiments: yes(LOCAL_STATE),
  shortcuts_on_desktop: yes("the .desktop files in ~/Desktop"),
  active_url_from_accessTree: yes(
    "the address bar of Chromium (or an application named Google Chrome) in the accessibility tree"
  ),
  active_tab_info: notYet(CDP_LIVE),
  page_info: notYet(CDP_LIVE),
  active_tab_url_parse: notYet(CDP_LIVE),
  url_dashPart: notYet(CDP_LIVE),
  url_path_parse: notYet(CDP_LIVE),
  macys_product_url_parse: notYet(CDP_LIVE),
  active_tab_html_parse: notYet(CDP_LIVE),
  info_from_website: notYet("scrapes a live website at evaluation time"),
  gotoRecreationPage_and_get_html_content: notYet("scrapes a live website at evaluation time"),
  pdf_from_url: notYet(CDP_LIVE),
  number_of_search_results: notYet("scrapes a live website at evaluation time"),
  googledrive_file: google(GOOGLE),
  replay: internal("OSWorld-internal helper, not a task getter")
};
var PDF_PAGES = "page count through pdf.js";
var PDF_TEXT = "text through pdf.js, laid out in lines as PyMuPDF / pdfplumber lay out ordinary documents";
var PPTX = "the .pptx read as python-pptx reads it (placeholders inherit positions from layout and master)";
var DOCX = "the .docx read as python-docx reads it (OpenDocument .odt is not ported)";
var PIL = "Pillow's image semantics and scikit-image's SSIM, re-implemented (PNG decoded by desktest, other formats by sharp)";
var METRIC_SUPPORT = {
  infeasible: yes("1 exactly when the agent's last action is FAIL"),
  exact_match: yes(),
  fuzzy_match: yes("rapidfuzz ratio / 100"),
  check_include_exclude: yes(),
  match_in_list: yes(),
  is_in_list: yes(),
  check_list: yes(),
  literal_match: yes(),
  file_contains: yes(),
  check_line_number: yes(),
  diff_text_file: yes("difflib SequenceMatcher ratio over lines"),
  compare_text_file: yes(),
  compare_python_pure_text: yes(),
  check_json: yes("JSON or YAML (is_yaml)"),
  check_direct_json_object: yes(),
  is_included_all_json_objects: yes(),
  check_csv: yes(),
  compare_csv: yes(),
  is_utc_0: yes(),
  check_accessibility_tree: yes("XPath 1.0, or CSS selectors translated to XPath"),
  run_sqlite3: yes(),
  check_gnome_favorite_apps: yes(),
  check_text_enlarged: yes(),
  check_moved_jpgs: yes(),
  is_in_vm_clickboard: yes(),
  compare_terminal_and_txt: yes(),
  compare_table: yes(
    "every rule type: sheet_name, sheet_data, sheet_print, sheet_fuzzy, check_cell, style, chart, pivot_table, data_validation, row_props, col_props, filter, sparkline, zoom, freeze"
  ),
  check_config_status: yes(),
  check_qt_bgcone: yes(),
  check_qt_max_volume: yes(),
  check_qt_minimal_view: yes(),
  check_qt_slider_colours: yes(),
  check_global_key_play_pause: yes(),
  check_one_instance_when_started_from_file: yes(),
  check_play_and_exit: yes(),
  is_vlc_recordings_folder: yes(),
  is_vlc_fullscreen: yes(),
  is_expected_bookmarks: yes(),
  check_thunderbird_prefs: yes(),
  check_json_settings: yes(),
  check_json_keybindings: yes(),
  is_extension_installed: yes(),
  compare_config: yes(),
  compare_pptx_files: yes(PPTX),
  compare_docx_files: yes(
    "the .docx read as python-docx reads it, an .odt pair as odfpy 1.4.1 loads it (its parts, attribute checks and style renaming re-implemented)"
  ),
  compare_docx_tables: yes(DOCX),
  compare_docx_images: yes(
    `${DOCX}; its PNG and JPEG images decoded as Pillow's tobytes() gives them (PNG by desktest, JPEG by sharp; other formats are refused)`
  ),
  compare_docx_lines: yes(DOCX),
  compare_docx_files_and_ignore_new_lines: yes(DOCX),
  compare_line_spacing: yes(DOCX),
  compare_font_names: yes(DOCX),
  compare_subscript_contains: yes(DOCX),
  compare_insert_equation: yes(DOCX),
  compare_highlighted_text: yes(
    "word/document.xml read from the zip as ElementTree reads it (as OSWorld does, not through python-docx)"
  ),
  compare_contains_image: yes(DOCX),
  compare_references: yes(DOCX),
  compare_unique_train_records: yes(DOCX),
  compare_init_lines: yes(DOCX),
  has_page_numbers_in_footers: yes(DOCX),
  is_first_line_centered: yes(DOCX),
  check_tabstops: yes(DOCX),
  contains_page_break: yes(DOCX),
  check_highlighted_words: yes(
    "the .odt read as odfpy 1.4.1 loads it (its parts, attribute checks and style renaming re-implemented), after compare_docx_files on the pair"
  ),
  evaluate_strike_through_last_paragraph: yes(DOCX),
  evaluate_colored_words_in_tables: yes(
    `${DOCX}; colours compared by scikit-image's rgb2lab and CIEDE2000, re-implemented`
  ),
  evaluate_conversion: yes(DOCX),
  evaluate_spacing: yes(DOCX),
  evaluate_alignment: yes(DOCX),
  check_italic_font_size_14: yes(DOCX),
  get_unique_train_ids: internal(
    "a helper of check_no_duplicates (ported with it): it returns (a set of train ids, a count), not a score"
  ),
  check_no_duplicates: yes(DOCX),
  find_default_font: yes(XCU),
  check_file_exists: yes(),
  fuzzy_place_math: yes(DOCX),
  compare_pdfs: yes(PDF_TEXT),
  compare_pdf_images: notYet(
    "PyMuPDF's get_images and extract_image (MuPDF's order of a page's image resources, its decoding and PNG re-encoding of non-JPEG images) and Pillow's decoding of what it extracts are not reproduced exactly"
  ),
  check_pdf_pages: yes(PDF_PAGES),
  is_gold_text_included_in_pdf: yes(PDF_TEXT),
  compare_htmls: yes(
    "BeautifulSoup's lxml tree, with libxml2 2.12's HTML parser as lxml 5.3 drives it (implied and auto-closed elements, HTML 4 entities)"
  ),
  compare_archive: yes(
    "zip, tar and gzip'd tar unpacked as shutil does (bzip2/xz tar files and audio/video members are not read; no member leaves the unpacked folder)"
  ),
  compare_epub: yes(
    "the zip's root toc.ncx and content.opf as OSWorld filters them, compared in memory (OSWorld writes them beside the file); an EPUB with an .html member, which OSWorld re-serialises with lxml.html, is reported as an evaluation desktest cannot make"
  ),
  check_presenter_console_disable: yes(PPTX),
  check_image_stretch_and_center: yes(PPTX),
  check_slide_numbers_color: yes(PPTX),
  check_strikethrough: yes(PPTX),
  check_slide_orientation_Portrait: yes(PPTX),
  evaluate_presentation_fill_to_rgb_distance: yes(PPTX),
  check_left_panel: yes("Impress's Slides View document frame in the accessibility tree"),
  check_transition: yes(PPTX),
  check_page_number_colors: yes(PPTX),
  check_auto_saving_time: yes(XCU),
  check_libre_locale: yes(XCU),
  compare_images: yes(PIL),
  compare_image_list: yes(PIL),
  compare_image_text: yes(
    "read by Tesseract (English) in the desktop, its words joined with spaces, not by OSWorld's easyocr (its models come from GitHub at first use): the text read can differ"
  ),
  check_structure_sim: yes(PIL),
  check_structure_sim_resized: yes(PIL),
  check_structure_sim_with_threshold: yes(`${PIL}; ${NEWER}`),
  check_file_exists_and_structure_sim: yes(PIL),
  check_brightness_decrease_and_structure_sim: yes(PIL),
  check_contrast_increase_and_structure_sim: yes(PIL),
  check_saturation_increase_and_structure_sim: yes(PIL),
  check_palette_and_structure_sim: yes(PIL),
  check_image_mirror: yes(PIL),
  check_green_background: yes(PIL),
  check_textbox_on_leftside: yes(PIL),
  check_triangle_position: yes(PIL),
  compare_triangle_positions: yes(
    "OpenCV's imread (PNG by desktest, other formats by sharp) and the frame contour its all-pass mask gives: the score depends on the two images' sizes, as in OSWorld"
  ),
  check_sharper: yes(
    "OpenCV's grayscale imread (libpng's rgb_to_gray with file gamma, exact; a colour JPEG's luma approximated from sharp's RGB), Laplacian and numpy's variance"
  ),
  check_image_size: yes(PIL),
  check_image_file_size: yes(PIL),
  increase_saturation: yes(PIL),
  decrease_brightness: yes(PIL),
  check_html_background_image: yes("the style elements Python 3.11's html.parser finds"),
  compare_audios: yes(
    "OSWorld's own computation (librosa, fastdtw, scipy), run by the desktop's python3 on copies of the files, with the profile's librosa tool"
  ),
  compare_videos: yes(
    "frames decoded by the desktop's ffmpeg (every decoded frame, as OpenCV's VideoCapture reads them), reduced to phash's 32\xD732 gray by the desktop's Pillow; imagehash's phash and the frame loop ported"
  ),
  check_mp3_meta: yes(
    "mutagen's EasyID3 over the ID3v2.2/2.3/2.4 and ID3v1 tags as mutagen loads them (text and user text frames; ID3v1's numbered genres and the people, UFID, WOAR and RVA2 keys are not ported)"
  ),
  is_vlc_playing: yes("status.xml of VLC's HTTP interface (vlc_playing_info), read as ElementTree reads it"),
  check_thunderbird_filter: yes("msgFilterRules.dat, read as OSWorld reads it"),
  check_thunderbird_folder: yes("as desktop-env 1.0.2 writes it (it keeps only the blank parts of a folder)"),
  is_expected_tabs: yes(COMPARE_URLS),
  is_expected_active_tab: yes(COMPARE_URLS),
  is_expected_active_tab_approximate: yes(
    "urllib's parsing; the URLs are equal once their queries are dropped"
  ),
  is_expected_url_pattern_match: yes(
    "Python regular expressions over the URL (e.g. from active_url_from_accessTree)"
  ),
  is_expected_search_query: notYet(CDP_LIVE),
  is_expected_installed_extensions: yes(),
  is_added_to_steam_cart: notYet(CDP_LIVE),
  is_cookie_deleted: yes(COMPARE_URLS),
  check_history_deleted: yes(),
  is_shortcut_on_desktop: yes(),
  check_font_size: yes(),
  check_enabled_experiments: yes(),
  compare_conference_city_in_order: yes(
    "C2:C22 of the active sheet as openpyxl reads them (formulas as their text; a shared formula's other cells are not ported)"
  ),
  compare_time_in_speedtest_results: yes("the host's local clock, hours and minutes, as OSWorld reads it"),
  compare_answer: yes(),
  compare_result_files: yes(),
  compare_zip_files: yes("PDF members compared by their text, laid out from pdf.js as PyPDF2 lays it out"),
  check_python_file_by_test_suite: yes(
    "the test suite runs in the task's desktop (python3, as the desktop user, 120 s at most), never on the host"
  ),
  check_python_file_by_gold_file: internal(
    "its body is `pass` in desktop-env 1.0.2: OSWorld never scores a task that uses it"
  )
};
var COMPARE_TABLE_RULES = {
  sheet_name: yes(),
  sheet_data: yes("pandas read_excel + round(precision) + DataFrame.equals, re-implemented"),
  sheet_print: yes("the <name>-<Sheet>.csv files beside the xlsx"),
  sheet_fuzzy: yes(),
  check_cell: yes(
    "the value and every style property OSWorld reads (font, fill, number format, hyperlink, merge), from the workbook as openpyxl loads it"
  ),
  zoom: yes(),
  freeze: yes(),
  style: yes(
    "every cell's properties as openpyxl gives them, then conditional formatting: the rules' formulas computed as the formulas package does (its operators and the functions desktest ports; others are refused), OSWorld's quirks kept"
  ),
  chart: yes(
    "openpyxl's chart reader: the plot area's first chart, its series, title, legend, axis titles, anchor"
  ),
  pivot_table: yes("openpyxl's pivot table and cache definitions"),
  data_validation: yes(
    "the sheet's dataValidations as openpyxl reads them (the x14 extension list is not read, as in openpyxl)"
  ),
  row_props: yes("openpyxl's row dimensions (styles of rows are not ported)"),
  col_props: yes("openpyxl's column dimensions (styles of columns are not ported)"),
  filter: yes("the sheet's autoFilter: filter columns (values, custom filters) and sort state"),
  sparkline: yes(
    "the x14 sparklines of the worksheet part named by the sheet's sheetId, as OSWorld reads them"
  )
};
function unsupportedMessage(what, name, status) {
  if (status.supported) return "";
  switch (status.kind) {
    case "google":
      return `${what} '${name}' is not supported: it ${status.reason}`;
    case "internal":
      return `${what} '${name}' is not supported: ${status.reason}`;
    default:
      return `${what} '${name}' is not supported yet (${status.reason})`;
  }
}

// src/osworld/load-osworld.ts
var RESULT_ONLY_METRICS = /* @__PURE__ */ new Set([
  "infeasible",
  "is_utc_0",
  "check_text_enlarged",
  "check_left_panel",
  "check_textbox_on_leftside",
  "check_triangle_position",
  "has_page_numbers_in_footers",
  "is_first_line_centered",
  "check_slide_orientation_Portrait",
  "check_presenter_console_disable",
  "check_slide_numbers_color",
  "evaluate_conversion",
  "evaluate_spacing",
  "evaluate_alignment"
]);
var OPTIONAL_EXPECTED_METRICS = /* @__PURE__ */ new Set(["compare_table", "check_html_background_image"]);
function loadOsworldDocument(document, file, options) {
  const diagnostics = [];
  const at = (severity, pointer, message, atKey = false) => {
    const position = atKey ? document.keyPosition(pointer) : document.valuePosition(pointer);
    diagnostics.push({ severity, file, ...position, pointer, message });
  };
  const error = (pointer, message, atKey = false) => at("error", pointer, message, atKey);
  const warning = (pointer, message) => at("warning", pointer, message);
  const raw = document.value;
  const id = requireString(raw, "", "id", error);
  const instruction = requireString(raw, "", "instruction", error);
  if (id !== void 0 && id.trim() === "") error("/id", "must not be empty");
  for (const key2 of ["snapshot"]) {
    if (key2 in raw && typeof raw[key2] !== "string")
      error(`/${key2}`, `must be a string (found ${describeValue(raw[key2])})`);
  }
  const relatedApps = Array.isArray(raw.related_apps) ? raw.related_apps.filter((a) => typeof a === "string") : [];
  if ("related_apps" in raw && !Array.isArray(raw.related_apps))
    error("/related_apps", `must be an array of strings (found ${describeValue(raw.related_apps)})`);
  const proxy = raw.proxy === true || raw.proxy === "true";
  if (proxy)
    warning(
      "/proxy",
      "the task asks for a residential proxy (some websites block datacenter addresses); desktest runs without one, so live-website steps may behave differently"
    );
  const config = checkSteps(raw.config, "/config", "config", error, warning);
  let evaluator;
  if (!("evaluator" in raw)) error("", "is missing the required property 'evaluator'", true);
  else if (!isObject(raw.evaluator))
    error("/evaluator", `must be an object (found ${describeValue(raw.evaluator)})`);
  else evaluator = checkEvaluator(exactTopLevelValue(document, "evaluator"), error, warning);
  const timeout = positiveNumber(raw, "timeout", OSWORLD_DEFAULTS.timeout, error, false);
  const maxSteps = positiveNumber(raw, "max_steps", OSWORLD_DEFAULTS.max_steps, error, true);
  const exists = options.exists ?? existsSync2;
  let replayScript;
  if ("replay_script" in raw) {
    if (typeof raw.replay_script !== "string" || raw.replay_script === "")
      error("/replay_script", `must be a path (found ${describeValue(raw.replay_script)})`);
    else {
      replayScript = path3.resolve(options.dir, raw.replay_script);
      if (!exists(replayScript))
        warning("/replay_script", `"${raw.replay_script}" does not exist (looked for ${replayScript})`);
    }
  } else {
    const beside = path3.join(options.dir, `${path3.basename(file).replace(/\.json$/i, "")}.replay.py`);
    if (exists(beside)) replayScript = beside;
  }
  diagnostics.sort(byPosition);
  if (diagnostics.some((d) => d.severity === "error") || !evaluator || id === void 0 || instruction === void 0)
    return { diagnostics };
  return {
    diagnostics,
    task: {
      format: "osworld",
      id,
      instruction,
      ...typeof raw.snapshot === "string" ? { snapshot: raw.snapshot } : {},
      related_apps: relatedApps,
      config,
      evaluator,
      proxy,
      timeout,
      max_steps: maxSteps,
      ...replayScript ? { replay_script: replayScript } : {},
      raw: structuredClone(raw)
    }
  };
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function requireString(holder, base, key2, error) {
  const pointer = joinPointer(base, key2);
  if (!(key2 in holder)) {
    error(base, `is missing the required property '${key2}'`, true);
    return void 0;
  }
  if (typeof holder[key2] !== "string") {
    error(pointer, `must be a string (found ${describeValue(holder[key2])})`);
    return void 0;
  }
  return holder[key2];
}
function positiveNumber(raw, key2, fallback, error, integer) {
  if (!(key2 in raw)) return fallback;
  const value = raw[key2];
  if (typeof value !== "number" || !(value > 0) || integer && !Number.isInteger(value)) {
    error(
      `/${key2}`,
      `must be a positive ${integer ? "integer" : "number"} (a desktest extension; found ${describeValue(value)})`
    );
    return fallback;
  }
  return value;
}
function boolish(value) {
  return value === true || typeof value === "string" && value.toLowerCase() === "true";
}
function checkSupport(table, what, name, pointer, error) {
  const status = table[name];
  if (!status) {
    const guess = didYouMean(name, Object.keys(table));
    error(
      pointer,
      `unknown ${what} '${name}'${guess ? `; did you mean '${guess}'?` : ""} (not an OSWorld ${what})`
    );
    return false;
  }
  if (!status.supported) {
    error(pointer, unsupportedMessage(what, name, status));
    return false;
  }
  return true;
}
function checkSteps(value, base, label, error, warning) {
  if (value === void 0 || value === null) return [];
  if (!Array.isArray(value)) {
    error(base, `must be an array of {type, parameters} steps (found ${describeValue(value)})`);
    return [];
  }
  const steps = [];
  value.forEach((step, i2) => {
    const pointer = joinPointer(base, i2);
    if (!isObject(step)) {
      error(pointer, `must be a {type, parameters} object (found ${describeValue(step)})`);
      return;
    }
    if (typeof step.type !== "string") {
      error(pointer, `is missing the ${label} step's 'type'`, !("type" in step));
      return;
    }
    if (!checkSupport(SETUP_SUPPORT, "setup type", step.type, `${pointer}/type`, error)) return;
    let parameters = {};
    if (!("parameters" in step)) error(pointer, `is missing the required property 'parameters'`, true);
    else if (!isObject(step.parameters))
      error(`${pointer}/parameters`, `must be an object (found ${describeValue(step.parameters)})`);
    else parameters = step.parameters;
    checkStepParameters(step.type, parameters, `${pointer}/parameters`, error, warning);
    steps.push({ type: step.type, parameters: structuredClone(parameters), pointer });
  });
  return steps;
}
function isCommand(value) {
  return typeof value === "string" || Array.isArray(value) && value.every((v) => typeof v === "string");
}
function checkStepParameters(type, p, base, error, warning) {
  const need = (key2, ok, shape) => {
    if (!(key2 in p)) error(base, `is missing the required parameter '${key2}' (${shape})`, true);
    else if (!ok(p[key2])) error(`${base}/${key2}`, `must be ${shape} (found ${describeValue(p[key2])})`);
  };
  const optional = (key2, ok, shape) => {
    if (key2 in p && p[key2] !== null && !ok(p[key2]))
      error(`${base}/${key2}`, `must be ${shape} (found ${describeValue(p[key2])})`);
  };
  const isBoolish = (v) => typeof v === "boolean" || v === "true" || v === "false";
  const isString = (v) => typeof v === "string" && v !== "";
  switch (type) {
    case "download":
    case "upload_file": {
      const from = type === "download" ? "url" : "local_path";
      need("files", (v) => Array.isArray(v), `an array of {${from}, path}`);
      if (Array.isArray(p.files))
        p.files.forEach((f, i2) => {
          const fp = `${base}/files/${i2}`;
          if (!isObject(f)) return error(fp, `must be a {${from}, path} object (found ${describeValue(f)})`);
          for (const key2 of [from, "path"]) {
            if (!(key2 in f)) error(fp, `is missing '${key2}'`, true);
            else if (!isString(f[key2]))
              error(`${fp}/${key2}`, `must be a non-empty string (found ${describeValue(f[key2])})`);
          }
        });
      return;
    }
    case "launch":
    case "execute":
    case "command":
    case "execute_with_verification":
      need(
        "command",
        (v) => isCommand(v) && (typeof v === "string" ? v.trim() !== "" : v.length > 0),
        "a non-empty string or array of strings"
      );
      optional("shell", isBoolish, "true or false");
      if (type !== "launch") {
        optional("stdout", (v) => typeof v === "string", "a file name");
        optional("stderr", (v) => typeof v === "string", "a file name");
        optional("until", isObject, "an object ({returncode}, {stdout} or {stderr})");
      }
      if (type === "execute_with_verification") optional("verification", isObject, "an object");
      {
        const absent = absentProgramWarning(p.command, isBoolish(p.shell) && boolish(p.shell));
        if (absent) warning(`${base}/command`, `${absent}, so this step does not do what it does in OSWorld`);
      }
      if (/\b(apt-get|apt|pip3?|wget|curl)\b/.test(JSON.stringify(p.command ?? "")))
        warning(
          `${base}/command`,
          "installs or downloads in the desktop: the osworld image has no root and may have no network, so this step may not do what it did in OSWorld (its exit code never fails a step)"
        );
      return;
    case "sleep":
      need("seconds", (v) => typeof v === "number" && v >= 0, "a number of seconds");
      return;
    case "open":
    case "change_wallpaper":
      need("path", isString, "a path");
      return;
    case "activate_window":
    case "close_window":
      need("window_name", isString, "a window title (or class with by_class)");
      optional("strict", isBoolish, "true or false");
      optional("by_class", isBoolish, "true or false");
      return;
    case "chrome_close_tabs":
      need("urls_to_close", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      return;
    case "update_browse_history":
      need("history", Array.isArray, "an array of {url, title, visit_time_from_now_in_seconds}");
      if (Array.isArray(p.history))
        p.history.forEach((item2, i2) => {
          const ip = `${base}/history/${i2}`;
          if (!isObject(item2))
            return error(
              ip,
              `must be a {url, title, visit_time_from_now_in_seconds} object (found ${describeValue(item2)})`
            );
          const sqlValue = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);
          for (const key2 of ["url", "title", "visit_time_from_now_in_seconds"]) {
            if (!(key2 in item2)) error(ip, `is missing '${key2}' (OSWorld's step raises KeyError)`, true);
            else if (key2 === "visit_time_from_now_in_seconds" ? !(typeof item2[key2] === "number" || typeof item2[key2] === "boolean") : !sqlValue(item2[key2]))
              error(
                `${ip}/${key2}`,
                `must be ${key2 === "visit_time_from_now_in_seconds" ? "a number of seconds" : "text (or a number)"} (found ${describeValue(item2[key2])})`
              );
          }
        });
      return;
    case "chrome_open_tabs":
      need("urls_to_open", (v) => Array.isArray(v) && v.every(isString), "an array of URLs");
      if (Array.isArray(p.urls_to_open) && p.urls_to_open.some(
        (u) => typeof u === "string" && !/^(about:|chrome:|file:|https?:\/\/(localhost|127\.))/.test(u)
      ))
        warning(
          `${base}/urls_to_open`,
          "opens live websites: the outcome depends on the network and on the sites' current content"
        );
      return;
  }
}
function checkEvaluator(raw, error, warning) {
  const base = "/evaluator";
  const postconfig = checkSteps(raw.postconfig, `${base}/postconfig`, "postconfig", error, warning);
  const conjRaw = raw.conj ?? "and";
  if (conjRaw !== "and" && conjRaw !== "or")
    error(`${base}/conj`, `must be "and" or "or" (found ${describeValue(conjRaw)})`);
  const conj = conjRaw === "or" ? "or" : "and";
  if (!("func" in raw)) {
    error(base, "is missing the required property 'func'", true);
    return void 0;
  }
  const func = raw.func;
  const list = Array.isArray(func);
  const funcs = list ? func : [func];
  if (list && funcs.length === 0) error(`${base}/func`, "must name at least one metric");
  if (funcs.length === 1 && funcs[0] === "infeasible" && !list) {
    return { metrics: [], list: false, expectedList: false, conj, postconfig, infeasible: true };
  }
  const n = funcs.length;
  const parallel = (key2) => {
    if (!(key2 in raw) || raw[key2] === null) return void 0;
    const value = raw[key2];
    if (!list) return [{ value, pointer: `${base}/${key2}` }];
    if (!Array.isArray(value)) {
      error(
        `${base}/${key2}`,
        `must be a list with one entry per metric (func is a list of ${n}; found ${describeValue(value)})`
      );
      return null;
    }
    if (value.length !== n) {
      error(
        `${base}/${key2}`,
        `has ${value.length} entr${value.length === 1 ? "y" : "ies"} but func lists ${n} metric${n === 1 ? "" : "s"}`
      );
      return null;
    }
    return value.map((v, i2) => ({ value: v, pointer: `${base}/${key2}/${i2}` }));
  };
  const results = parallel("result");
  const expecteds = parallel("expected");
  const optionsList = parallel("options");
  const metrics = [];
  funcs.forEach((name, i2) => {
    const funcPointer = list ? `${base}/func/${i2}` : `${base}/func`;
    if (typeof name !== "string") {
      error(funcPointer, `must be a metric name (found ${describeValue(name)})`);
      return;
    }
    if (name === "infeasible") {
      error(funcPointer, "'infeasible' must be the evaluator's only func (a string), not part of a list");
      return;
    }
    const supported = checkSupport(METRIC_SUPPORT, "metric", name, funcPointer, error);
    const resultEntry = results?.[i2];
    const expectedEntry = expecteds?.[i2];
    const optionsEntry = optionsList?.[i2];
    const resultPointer = resultEntry?.pointer ?? `${base}/result`;
    const expectedPointer = expectedEntry?.pointer ?? `${base}/expected`;
    const optionsPointer = optionsEntry?.pointer ?? `${base}/options`;
    const result = getterAt(resultEntry, error, warning);
    const expected = getterAt(expectedEntry, error, warning);
    const given = (entry, all) => all === null || entry !== void 0 && entry.value !== null && !(isObject(entry.value) && Object.keys(entry.value).length === 0);
    let options = {};
    if (optionsEntry && optionsEntry.value !== null && optionsEntry.value !== void 0) {
      if (!isObject(optionsEntry.value))
        error(
          optionsEntry.pointer,
          `must be an object of keyword arguments (found ${describeValue(optionsEntry.value)})`
        );
      else options = optionsEntry.value;
    }
    if (supported) {
      if (!result && !given(resultEntry, results))
        error(
          resultEntry ? resultPointer : base,
          `metric '${name}' needs a result getter ('result')`,
          !resultEntry
        );
      if (!expected && !given(expectedEntry, expecteds) && !RESULT_ONLY_METRICS.has(name) && !OPTIONAL_EXPECTED_METRICS.has(name))
        error(
          expectedEntry ? expectedPointer : base,
          `metric '${name}' needs an expected getter ('expected')`,
          !expectedEntry
        );
      checkMetricArguments(
        name,
        expected,
        options,
        { expected: expectedPointer, options: optionsPointer },
        error,
        warning
      );
      if (list && !expected && Array.isArray(raw.expected) && raw.expected.length > 0)
        warning(
          expectedPointer,
          `OSWorld calls an expected getter for every metric of a list that has 'expected', and raises TypeError on this empty entry, so '${name}' never scores`
        );
    }
    metrics.push({
      func: name,
      ...result ? { result } : {},
      ...expected ? { expected } : {},
      options: structuredClone(options),
      pointers: {
        func: funcPointer,
        result: resultPointer,
        expected: expectedPointer,
        options: optionsPointer
      }
    });
  });
  const expectedList = Array.isArray(raw.expected) ? raw.expected.length > 0 : false;
  return { metrics, list, expectedList, conj, postconfig, infeasible: false };
}
function getterAt(entry, error, warning) {
  if (!entry || entry.value === null || entry.value === void 0) return void 0;
  const { value, pointer } = entry;
  if (!isObject(value)) {
    error(pointer, `must be a getter object {"type": ..., ...} (found ${describeValue(value)})`);
    return void 0;
  }
  if (Object.keys(value).length === 0) return void 0;
  if (typeof value.type !== "string") {
    error(pointer, "is missing the getter's 'type'", !("type" in value));
    return void 0;
  }
  if (!checkSupport(GETTER_SUPPORT, "getter", value.type, `${pointer}/type`, error)) return void 0;
  checkGetterParameters(value, pointer, error, warning);
  return structuredClone(value);
}
function checkGetterParameters(g, base, error, warning) {
  const need = (key2, ok, shape) => {
    if (!(key2 in g)) error(base, `is missing the ${String(g.type)} getter's '${key2}' (${shape})`, true);
    else if (!ok(g[key2])) error(`${base}/${key2}`, `must be ${shape} (found ${describeValue(g[key2])})`);
  };
  const str = (v) => typeof v === "string" && v !== "";
  const strOrList = (v) => str(v) || Array.isArray(v) && v.length > 0 && v.every(str);
  switch (g.type) {
    case "vm_file":
    case "cloud_file":
      need("path", g.multi === true ? strOrList : str, g.multi === true ? "a list of paths" : "a path");
      need(
        "dest",
        g.multi === true ? strOrList : str,
        g.multi === true ? "a list of file names" : "a file name"
      );
      if (g.multi === true && Array.isArray(g.path) && Array.isArray(g.dest) && g.path.length !== g.dest.length)
        error(`${base}/dest`, `has ${g.dest.length} names for ${g.path.length} paths`);
      if ("gives" in g && !(Array.isArray(g.gives) && g.gives.every((x2) => Number.isInteger(x2) && x2 >= 0)))
        error(`${base}/gives`, `must be a list of indices (found ${describeValue(g.gives)})`);
      return;
    case "cache_file":
    case "list_directory":
      need("path", str, "a path");
      return;
    case "content_from_vm_file":
      need("path", str, "a path");
      need("file_type", (v) => v === "xlsx", '"xlsx" (the only file type OSWorld reads)');
      need("file_content", (v) => v === "last_row", '"last_row" (the only content OSWorld reads)');
      return;
    case "vm_command_line":
    case "vm_command_error": {
      need("command", isCommand, "a string or an array of strings");
      const absent = absentProgramWarning(g.command, boolish(g.shell));
      if (absent) warning(`${base}/command`, `${absent}, so this getter cannot see what it sees in OSWorld`);
      return;
    }
    case "rule":
      need("rules", () => true, "any JSON value");
      return;
    case "rule_relativeTime": {
      need("rules", isObject, "an object with relativeTime and expected");
      const rules = g.rules;
      if (!isObject(rules)) return;
      const rel = rules.relativeTime;
      if (!isObject(rel))
        return error(`${base}/rules`, "is missing 'relativeTime' ({from, to?})", !("relativeTime" in rules));
      for (const key2 of ["from", "to"]) {
        if (!(key2 in rel)) {
          if (key2 === "from") error(`${base}/rules/relativeTime`, "is missing 'from'", true);
          continue;
        }
        if (typeof rel[key2] !== "string" || !RELATIVE_TIME_PHRASES.includes(rel[key2])) {
          const guess = typeof rel[key2] === "string" ? didYouMean(rel[key2], RELATIVE_TIME_PHRASES) : void 0;
          error(
            `${base}/rules/relativeTime/${key2}`,
            `must be one of OSWorld's phrases (${RELATIVE_TIME_PHRASES.join(", ")}; found ${describeValue(rel[key2])}${guess ? `; did you mean '${guess}'?` : ""})`
          );
        }
      }
      if (!isObject(rules.expected))
        error(`${base}/rules`, "is missing 'expected' (the templates to fill)", !("expected" in rules));
      return;
    }
    case "vm_window_size":
      need("app_class_name", str, "a window class name");
      return;
    case "vm_wallpaper":
    case "vlc_config":
    case "vlc_playing_info":
      need("dest", str, "a file name");
      return;
    case "vscode_config":
      need("vscode_extension_command", str, "the command to type in VS Code's command palette");
      need("path", str, "a path");
      need("dest", str, "a file name");
      warning(
        `${base}/type`,
        `types into VS Code's command palette, but desktest's OSWorld image has no VS Code (${ABSENT_PROGRAMS.code}), so this getter cannot see what it sees in OSWorld`
      );
      return;
    case "gimp_config_file":
      need("file_name", str, "a file name under ~/.config/GIMP/2.10");
      need("dest", str, "a file name");
      return;
    case "time_diff_range":
      need("diff_range_in_minutes", () => true, "a number of minutes");
      return;
    case "audio_in_slide":
    case "background_image_in_slide":
      need("ppt_file_path", str, "the presentation's path in the desktop");
      need(
        "slide_index",
        (v) => {
          try {
            pyInt(v);
            return true;
          } catch {
            return false;
          }
        },
        "a 0-based slide number (something Python's int() reads)"
      );
      need("dest", str, "a file name");
      return;
    case "conference_city_in_order":
      need("csv_path", str, "a path on the host");
      warning(
        `${base}/type`,
        "OSWorld's getter closes the CSV file before reading it, so it never gives a value: it raises FileNotFoundError (score 0) when csv_path does not exist on the host, and ValueError (no score) when it does"
      );
      return;
    case "cookie_data":
      warning(
        `${base}/type`,
        "reads ~/.config/google-chrome/Default/Cookies as OSWorld does, but Chrome 96 and later (the image's Chromium too) keep cookies in Default/Network/Cookies: this getter gives None, as OSWorld's does, and a metric over it raises"
      );
      return;
  }
}
function checkMetricArguments(name, expected, options, pointers, error, warning) {
  const rules = expected?.type === "rule" ? expected.rules : void 0;
  const checkPattern = (pattern, pointer, flags = 0) => {
    if (typeof pattern !== "string") return;
    try {
      compilePythonRegex(pattern, flags);
    } catch (e) {
      if (!(e instanceof PythonError)) throw e;
      if (e.kind === "NotSupported") error(pointer, e.message.replace(/^NotSupported: /, ""));
      else
        warning(
          pointer,
          `Python refuses this pattern (${e.message}), so OSWorld's evaluator raises and never scores it`
        );
    }
  };
  const rulesPointer = `${pointers.expected}/rules`;
  const needKey = (key2, what) => {
    if (expected?.type !== "rule") return;
    if (!isObject(rules) || !(key2 in rules))
      error(
        isObject(rules) ? rulesPointer : pointers.expected,
        `metric '${name}' reads rules.${key2} (${what})`,
        true
      );
  };
  const checkMethod = (rule, pointer) => {
    if (!isObject(rule)) return error(pointer, `must be a {method, ref} rule (found ${describeValue(rule)})`);
    if (typeof rule.method !== "string") return error(pointer, "is missing the rule's 'method'", true);
    if (!isRuleMethod(rule.method))
      return error(
        `${pointer}/method`,
        `unknown rule method '${rule.method}' (eq, ne, lt, le, gt, ge, re[.FLAGS], approx:T, range.XY, str_list_eq, str_set_eq, spreadsheet_range)`
      );
    if (rule.method.startsWith("re")) {
      let flags = 0;
      for (const flag of rule.method.split(".").slice(1)) {
        try {
          flags |= reFlag(flag);
        } catch {
          return error(
            `${pointer}/method`,
            `'${flag}' is not a flag of Python's re module (I, M, S, X, A, ...)`
          );
        }
      }
      checkPattern(rule.ref, `${pointer}/ref`, flags);
    }
  };
  switch (name) {
    case "exact_match":
    case "match_in_list":
    case "is_in_list":
    case "fuzzy_match":
    case "file_contains":
    case "check_line_number":
    case "check_json_settings":
    case "check_json_keybindings":
    case "check_gnome_favorite_apps":
    case "check_moved_jpgs":
    case "compare_config":
      needKey("expected", "the expected value");
      return;
    case "compare_conference_city_in_order":
      needKey("expected", "the cities expected in C2:C22, in order");
      return;
    case "check_html_background_image":
      needKey("value", "the image URL a <style> must set as background-image");
      return;
    case "check_list":
      if (isObject(rules)) {
        for (const key2 of ["expect", "unexpect"])
          if (Array.isArray(rules[key2]))
            rules[key2].forEach((p, i2) => checkPattern(p, `${rulesPointer}/${key2}/${i2}`));
      }
      return;
    case "run_sqlite3":
      needKey("sql", "the query whose first column of the first row is the score");
      return;
    case "is_vlc_playing":
      needKey("type", '"file_name" or "url"');
      if (isObject(rules) && (rules.type === "file_name" || rules.type === "url"))
        needKey(rules.type, rules.type === "url" ? "the stream's URL" : "the file's name");
      return;
    case "check_config_status":
      needKey("key", "the gimprc key");
      needKey("value", "the expected value");
      return;
    case "is_extension_installed":
      needKey("type", '"contain" or "not_contain"');
      needKey("expected", "the text to look for");
      return;
    case "is_expected_bookmarks":
      needKey(
        "type",
        "bookmark_bar_folders_names, bookmark_bar_websites_urls or liked_authors_websites_urls"
      );
      if (isObject(rules) && typeof rules.type === "string" && !["bookmark_bar_folders_names", "bookmark_bar_websites_urls", "liked_authors_websites_urls"].includes(
        rules.type
      ))
        error(`${rulesPointer}/type`, `unknown bookmarks rule type '${rules.type}'`);
      return;
    case "check_json":
    case "check_thunderbird_prefs": {
      if (!isObject(rules)) return;
      for (const key2 of ["expect", "unexpect"]) {
        const list = rules[key2];
        if (list === void 0) continue;
        if (name === "check_json") {
          if (!Array.isArray(list))
            error(
              `${rulesPointer}/${key2}`,
              `must be a list of {key, method, ref} (found ${describeValue(list)})`
            );
          else
            list.forEach((r, i2) => {
              const rp = `${rulesPointer}/${key2}/${i2}`;
              if (isObject(r) && !Array.isArray(r.key))
                error(
                  isObject(r) && "key" in r ? `${rp}/key` : rp,
                  "must have 'key', a list of keys to walk",
                  !("key" in r)
                );
              checkMethod(r, rp);
            });
        } else if (!isObject(list))
          error(
            `${rulesPointer}/${key2}`,
            `must map pref names to {method, ref} (found ${describeValue(list)})`
          );
        else
          for (const [pref, r] of Object.entries(list))
            checkMethod(r, joinPointer(`${rulesPointer}/${key2}`, pref));
      }
      return;
    }
    case "check_accessibility_tree": {
      if ("osname" in options && options.osname !== "ubuntu")
        warning(
          `${pointers.options}/osname`,
          ["windows", "macos"].includes(options.osname) ? `selects with ${String(options.osname)}'s accessibility namespaces, and desktest's desktops give Ubuntu's tree (OSWorld's accessibility_tree on Linux): prefixed names (st:, attr:, \u2026) will match nothing` : `must be "ubuntu", "windows" or "macos" (found ${describeValue(options.osname)}): OSWorld raises KeyError`
        );
      if (expected?.type !== "rule") return;
      if (!Array.isArray(rules))
        return error(
          rulesPointer,
          `must be a list of {xpath | selectors, text?, exact?} (found ${describeValue(rules)})`
        );
      rules.forEach((r, i2) => {
        const rp = `${rulesPointer}/${i2}`;
        if (!isObject(r)) return error(rp, `must be an object (found ${describeValue(r)})`);
        if ("text" in r && !("exact" in r))
          error(rp, "has 'text' without 'exact' (OSWorld reads rules['exact'] and fails without it)", true);
        if (typeof r.xpath === "string") return;
        if (!Array.isArray(r.selectors)) return error(rp, "needs 'xpath' or 'selectors'", true);
        r.selectors.forEach((s, j) => {
          if (typeof s !== "string")
            return error(`${rp}/selectors/${j}`, `must be a CSS selector (found ${describeValue(s)})`);
          try {
            parseCssSelector(s);
          } catch (e) {
            error(
              `${rp}/selectors/${j}`,
              `is a CSS selector desktest cannot translate (${JSON.stringify(s)}): ${e.message}`
            );
          }
        });
      });
      return;
    }
    case "literal_match":
      if ("type" in options && options.type !== "str" && options.type !== "list")
        error(`${pointers.options}/type`, `must be "str" or "list" (found ${describeValue(options.type)})`);
      return;
    case "compare_table": {
      if (!Array.isArray(options.rules)) {
        error(
          "rules" in options ? `${pointers.options}/rules` : pointers.options,
          "compare_table needs options.rules, a list of sheet checks",
          !("rules" in options)
        );
        return;
      }
      options.rules.forEach((r, i2) => {
        const rp = `${pointers.options}/rules/${i2}`;
        if (!isObject(r) || typeof r.type !== "string") return error(rp, "must be a {type, ...} sheet check");
        if (!checkSupport(COMPARE_TABLE_RULES, "compare_table rule", r.type, `${rp}/type`, error)) return;
        if (r.type === "check_cell" && isObject(r.props)) {
          for (const [prop, rule] of Object.entries(r.props)) {
            const pp = joinPointer(`${rp}/props`, prop);
            if (prop !== "value" && !STYLE_PROPS.includes(prop))
              warning(
                pp,
                `'${prop}' is not a cell property OSWorld reads (${STYLE_PROPS.join(", ")}, value): it reads as None`
              );
            checkMethod(rule, pp);
          }
        }
        if (r.type === "style" && Array.isArray(r.props))
          r.props.forEach((prop, k) => {
            if (typeof prop !== "string" || !STYLE_PROPS.includes(prop))
              warning(
                `${rp}/props/${k}`,
                `${describeValue(prop)} is not a style property OSWorld reads: its evaluator raises NotImplementedError`
              );
          });
        if ((r.type === "row_props" || r.type === "col_props") && Array.isArray(r.props))
          r.props.forEach((prop, k) => {
            if (typeof prop === "string" && UNPORTED_DIMENSION_PROPS.has(prop))
              error(
                `${rp}/props/${k}`,
                `${r.type} property '${prop}' is not supported yet (row and column styles are not ported)`
              );
          });
        if (r.type === "data_validation" && Array.isArray(r.dv_props))
          r.dv_props.forEach((props, k) => {
            if (isObject(props))
              for (const [attribute, rule] of Object.entries(props))
                checkMethod(rule, joinPointer(`${rp}/dv_props/${k}`, attribute));
          });
        if (r.type === "zoom") checkMethod(r, rp);
      });
      return;
    }
  }
}

// src/osworld/apps.ts
var RELATED_APPS = [
  [/chrome|chromium/i, "chromium"],
  [/gimp/i, "gimp"],
  [/libre\s*office|^(calc|writer|impress)$/i, "libreoffice"],
  [/thunderbird/i, "thunderbird"],
  [/vlc/i, "vlc"]
];
var COMMAND_WORDS = [
  [/\b(google-chrome(-stable)?|chromium|chrome)\b/, "chromium"],
  [/\bgimp\b/, "gimp"],
  [/\b(libreoffice|soffice|localc|lowriter|loimpress|scalc|swriter|simpress)\b/, "libreoffice"],
  [/\.(xlsx|xls|ods|docx|doc|odt|pptx|ppt|odp|csv)\b/i, "libreoffice"],
  [/\bthunderbird\b/, "thunderbird"],
  [/\bvlc\b/, "vlc"]
];
var GETTER_APPS = {
  vlc_config: "vlc",
  vlc_playing_info: "vlc",
  gimp_config_file: "gimp",
  bookmarks: "chromium",
  open_tabs_info: "chromium",
  history: "chromium",
  cookie_data: "chromium",
  active_url_from_accessTree: "chromium",
  default_search_engine: "chromium",
  enable_do_not_track: "chromium",
  enable_safe_browsing: "chromium",
  enable_enhanced_safety_browsing: "chromium",
  data_delete_automacally: "chromium",
  new_startup_page: "chromium",
  profile_name: "chromium",
  chrome_language: "chromium",
  chrome_font_size: "chromium",
  chrome_color_scheme: "chromium",
  chrome_appearance_mode_ui: "chromium",
  enabled_experiments: "chromium",
  find_installed_extension_name: "chromium",
  find_unpacked_extension_path: "chromium"
};
var METRIC_TOOLS = {
  compare_audios: "librosa",
  compare_image_text: "tesseract"
};
function appsForTask(task) {
  const apps = /* @__PURE__ */ new Set();
  for (const name of task.related_apps)
    for (const [re, app] of RELATED_APPS) if (re.test(name)) apps.add(app);
  const steps = [...task.config, ...task.evaluator.postconfig];
  for (const step of steps) {
    if (step.type === "chrome_open_tabs" || step.type === "chrome_close_tabs") apps.add("chromium");
    if (step.type === "download") continue;
    const text2 = JSON.stringify(step.parameters);
    for (const [re, app] of COMMAND_WORDS) if (re.test(text2)) apps.add(app);
  }
  for (const metric of task.evaluator.metrics) {
    const tool = Object.hasOwn(METRIC_TOOLS, metric.func) ? METRIC_TOOLS[metric.func] : void 0;
    if (tool) apps.add(tool);
    for (const getter of [metric.result, metric.expected]) {
      const app = getter && GETTER_APPS[getter.type];
      if (app) apps.add(app);
    }
  }
  return OSWORLD_APPS.filter((a) => apps.has(a));
}

// src/osworld/stand-in.ts
function osworldStandIn(task, password = OSWORLD_DEFAULTS.clientPassword) {
  return {
    schema_version: "1.0",
    id: task.id,
    instruction: task.instruction,
    completion_condition: `the instruction is carried out in this Ubuntu-like desktop (user 'user', home /home/user; the password, e.g. for sudo, is '${password}'). If it cannot be done, answer FAIL; once it is done, answer DONE.`,
    app: { type: "docker_image", image: osworldImageTag(appsForTask(task)), needs_fuse: false },
    config: [],
    evaluator: { mode: "programmatic", metrics: [], conjunction: "and" },
    timeout: task.timeout,
    max_steps: task.max_steps,
    max_a11y_nodes: TASK_DEFAULTS.max_a11y_nodes,
    secrets: {},
    metadata: { format: "osworld", snapshot: task.snapshot ?? null, related_apps: task.related_apps },
    ...task.replay_script ? { replay_script: task.replay_script } : {}
  };
}

export {
  cssToXpath,
  OSWORLD_DEFAULTS,
  PythonError,
  RE_FLAGS,
  compilePythonRegex,
  pythonSearch,
  pythonMatch,
  pythonFindall,
  pythonSub,
  isPlainObject,
  pyTuple,
  PyDict,
  PySet,
  pyEquals,
  pyContains,
  pyTypeName,
  pyStr,
  pyFloatRepr,
  pyRepr,
  pyTruthy,
  pyCompare,
  PY_WHITESPACE,
  pySplitWhitespace,
  pyFloat,
  pyInt,
  pyJsonLoads,
  pySplitlines,
  pyTextFromBytes,
  pyFileLines,
  pyStrip,
  pyDecodeUtf8,
  fuzzRatio,
  sequenceMatcherRatio,
  todayIn,
  resolveRelativeTime,
  require_lib,
  unzipSync,
  xml,
  children,
  descendants,
  textOf,
  openWorkbook,
  isDateFormat,
  sheetCells,
  columnNumber,
  columnLetters,
  sheetView,
  readCellValue,
  cellValueReader,
  matchValueToRule,
  matchRecord,
  pyValuesEqual,
  loadOpenpyxl,
  sheetOf,
  loadCharts,
  loadPivotTables,
  loadRowsOrCols,
  loadFilters,
  checkDataValidations,
  loadSparklines,
  readCellStyle,
  loadXlsxStyles,
  shlexSplit,
  loadOsworldDocument,
  boolish,
  appsForTask,
  osworldStandIn
};
