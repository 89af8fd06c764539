# coding: no-such-codec
# attack: a coding declaration naming no encoding
# covers: odd_encoding
# gate: encoding_declaration no-such-codec
# ungated: ok|error
# layer: interpreter
print(1)
