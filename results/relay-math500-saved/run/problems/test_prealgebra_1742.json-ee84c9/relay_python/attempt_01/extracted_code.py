from collections import Counter

numbers = list(range(1, 101))
multiples_of_3 = [num for num in numbers if num % 3 == 0]
probability = len(multiples_of_3) / len(numbers)

print(f"RESULT: {multiples_of_3}")
print(f"CONFIDENCE: {probability * 100:.2f}")
