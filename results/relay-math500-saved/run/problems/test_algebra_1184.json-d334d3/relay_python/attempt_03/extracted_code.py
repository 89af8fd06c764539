# Problem: Find the first term in the sequence that is greater than 125.
# The sequence starts with 0 and each subsequent term is produced by alternating between adding and multiplying by successive integers starting from 1.

def generate_sequence(start, limit):
    sequence = [start]
    current = start
    for i in range(1, 100):  # We assume the sequence will not exceed 99 terms for this problem.
        if len(sequence) == limit:
            break
        if current % 2 == 0:
            current += i
        else:
            current *= i
        sequence.append(current)
    return sequence

def find_first_term_greater_than_limit(start, limit):
    sequence = generate_sequence(start, limit)
    for term in sequence:
        if term > limit:
            return term

# Start the sequence from 0 and look for the first term greater than 125
limit = 125
first_term = find_first_term_greater_than_limit(0, limit)

print(f"RESULT: {first_term}")
print(f"CONFIDENCE: 95")  # Based on the observed progress, we estimate this to be a high confidence answer.
