sorcerers = 10
handshakes = sorcerers * (sorcerers - 1) // 2

print(f"RESULT: {handshakes}")
print("CONFIDENCE: 100")
