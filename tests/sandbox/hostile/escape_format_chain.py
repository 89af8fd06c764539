# attack: str.format walks attribute chains built at runtime, past the gate
# covers: getattr_strings, subclasses
# gate: banned_attribute format
# ungated: ok
# layer: interpreter
template = "{0.__cla" + "ss__.__ba" + "ses__[0].__subcla" + "sses__}"
print(template.format(()))
print("format() can read attributes but never call them")
