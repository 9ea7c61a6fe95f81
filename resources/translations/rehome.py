#!/usr/bin/env python3
"""Gives messages that moved to another tr() context the translation they had before.

lupdate runs with -no-obsolete: when code moves to another class or QML file, its
messages reappear unfinished in the new context and the old ones are dropped. Run
lupdate, then this with the .ts as it was before (git show HEAD:path > old.ts):

    python3 resources/translations/rehome.py old.ts resources/translations/spaceships_de.ts

Each unfinished message whose source text (and disambiguation) had exactly one finished
translation in the old file takes it; the rest are listed for a translator.
"""
import sys
import xml.etree.ElementTree as ET


def key(message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment") or ""
    return source, comment


def main(old_path, new_path):
    old = ET.parse(old_path).getroot()
    known = {}
    for message in old.iter("message"):
        tr = message.find("translation")
        if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        # numerus messages keep their forms as children
        value = (tr.text, [f.text for f in tr.findall("numerusform")])
        known.setdefault(key(message), set()).add((value[0], tuple(value[1])))

    tree = ET.parse(new_path)
    left = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") != "unfinished":
                continue
            found = known.get(key(message), set())
            if len(found) != 1:
                left.append((name, key(message)[0], len(found)))
                continue
            text, forms = next(iter(found))
            del tr.attrib["type"]
            if forms:
                for element, form in zip(tr.findall("numerusform"), forms):
                    element.text = form
            else:
                tr.text = text
    tree.write(new_path, encoding="utf-8", xml_declaration=True)
    # lupdate's own layout: the doctype line ElementTree leaves out
    with open(new_path, encoding="utf-8") as f:
        body = f.read()
    if "<!DOCTYPE TS>" not in body:
        body = body.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
    with open(new_path, "w", encoding="utf-8") as f:
        f.write(body)
    for name, source, n in left:
        print(f"{name}: {source!r}: {'no' if n == 0 else n} earlier translations", file=sys.stderr)
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
