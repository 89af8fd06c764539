# attack: read the environment for API keys
# covers: env_secrets
# gate: banned_import os
# ungated: ok
# layer: clean_env
import os

print(sorted(os.environ))
print("ESCAPED" if "@@SECRET_NAME@@" in os.environ else "no secret in the environment")
