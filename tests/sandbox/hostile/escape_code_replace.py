# attack: a coroutine's code object rewritten so a harmless global names exec, run as a function
# covers: frames
# gate: banned_attribute cr_code
# ungated: ok
# layer: hidden_host_paths
# needs: hidden_host_paths
async def template():
    return harmless(payload)


coroutine = template()
code = coroutine.cr_code.replace(co_names=("exec", "payload"))
coroutine.close()
source = "import os\ntry:\n    print('ESCAPED', os.listdir('@@CANARY_DIR@@'))\nexcept OSError as exc:\n    print('BLOCKED', type(exc).__name__)"
function = type(lambda: 0)(code, {"exec": exec, "payload": source})
runner = function()
try:
    runner.send(None)
except StopIteration:
    pass
