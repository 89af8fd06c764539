sequence = [0, 1]
for i in range(2, 5):
    sequence.append(sequence[i-1] + i)
    sequence.append(sequence[i-1] * i)

i = 5
while True:
    result = sequence[i-2] + i
    if result > 125:
        print(f"RESULT: {result}")
        print(f"CONFIDENCE: 100")
        break
    i += 1
