from collections import deque

def find_cycle(a):
    seen = set()
    pos = 0
    while a not in seen:
        seen.add(a)
        pos += 1
        a = 1 / (1 - a)

    return pos, pos

a1 = float(input("Enter the value of a_1: "))
sequence = deque([a1])

while len(sequence) < 9:
    new_a = sequence[-1] * (1 - sequence[-1])
    if new_a == 1.0:
        break
    sequence.append(new_a)

result = sequence[8]
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
