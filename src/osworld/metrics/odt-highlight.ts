import { pyTruthy } from "../python-semantics.ts";
import { compare_docx_files } from "./docs.ts";
import { loadOdf, odfGetAttribute, TEXT_NS } from "./odf.ts";

/**
 * OSWorld's check_highlighted_words (metrics/docs.py): after compare_docx_files (the two texts equal), the
 * first file is loaded with odfpy (outside any try: a failure raises) and every text:span's style name is
 * looked up among the automatic styles' direct children (Element.getAttribute('name'), which raises for a
 * Text node or an element without that attribute); a property child of a matching style whose
 * fo:background-color is exactly "#ffff00" means a word is still highlighted: 0, else 1.
 */
export function check_highlighted_words(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  if (!pyTruthy(compare_docx_files(file1, file2))) return 0;
  const doc = loadOdf(file1);
  let highlighted = false;
  for (const span of doc.elementsOfType(TEXT_NS, "span")) {
    const styleName = odfGetAttribute(span, "stylename");
    if (styleName) {
      for (const style of doc.automaticStyles.children)
        if (odfGetAttribute(style, "name") === styleName && style.kind === "element")
          for (const property of style.children)
            if (odfGetAttribute(property, "backgroundcolor") === "#ffff00") {
              highlighted = true;
              break;
            }
      if (highlighted) break;
    }
  }
  return highlighted ? 0 : 1;
}
