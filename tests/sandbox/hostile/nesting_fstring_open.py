# attack: open() inside f-strings nested four deep
# covers: deep_nesting
# gate: banned_name open
# layer: gate
print(f"""{f'''{f"{f'{open(chr(47)).read()}'}"}'''}""")
