# attack: wait for input that never comes
# covers: input
# gate: banned_name input
# ungated: error
# layer: closed_stdin
# limits: timeout_s=5
answer = input("password? ")
print("ESCAPED: read", answer)
