# -*- coding: utf-7 -*-
# attack: a utf-7 coding declaration turns a comment into an import for the interpreter
# covers: odd_encoding
# gate: encoding_declaration utf-7
# ungated: ok|error
# layer: hidden_host_paths
# needs: hidden_host_paths
print('visible')
# +AAo-import os+AAo-print('ESCAPED', os.listdir('@@CANARY_DIR@@'))
