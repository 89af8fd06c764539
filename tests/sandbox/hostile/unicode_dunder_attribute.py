# attack: __class__ and __subclasses__ spelled with fullwidth letters
# covers: unicode_lookalike, subclasses
# gate: banned_attribute __class__
# ungated: ok
# layer: gate
classes = ().__ｃｌａｓｓ__.__ｂａｓｅ__.__ｓｕｂｃｌａｓｓｅｓ__()
print(len(classes), "classes, but nothing else was granted")
