# coding: latin-1
# attack: a latin-1 declaration over UTF-8 text: the interpreter would read other characters
# covers: odd_encoding
# gate: encoding_declaration latin-1
# ungated: ok
# layer: gate
print('café')
