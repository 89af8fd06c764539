# attack: eval spelled in fullwidth letters (Python folds identifiers with NFKC)
# covers: unicode_lookalike
# gate: banned_name eval
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
code = "__imp" + "ort__('o' + 's').listdir('@@CANARY_DIR@@')"
try:
    print("ESCAPED", ｅｖａｌ(code))
except OSError as exc:
    print("BLOCKED", type(exc).__name__)
