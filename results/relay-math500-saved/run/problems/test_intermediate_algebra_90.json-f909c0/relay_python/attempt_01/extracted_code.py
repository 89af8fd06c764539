x = [211, 375, 420, 523]

for i in range(4, 531):
    x.append(x[i-1] - x[i-2] + x[i-3] - x[i-4])

result = sum(x[529:752:2]) + sum(x[751:975:2])
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
