import random

def coin_flip():
    return random.choice(['Heads', 'Tails'])

# Alice's turn
alice_result = coin_flip()
if alice_result == 'Heads':
    print("Alice wins!")
else:
    print("Bob's turn")
    # Bob's turn
    bob_result = coin_flip()
    if bob_result == 'Tails':
        print("Alice wins!")

# Result and confidence
result = "Alice wins!" if alice_result == 'Heads' else "Bob wins!"
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
