from collections import defaultdict

def find_sequence(a1, a2):
    sequence = [a1, a2]
    
    # Iterate over the first 13 terms of the sequence
    for k in range(1, 7):  # We consider up to 6k+1 terms as they are geometric and arithmetic subsequences
        if (4 * k - 3) % 3 == 0:  # Check if this term is part of a geometric subsequence
            geometric_term = sequence[2 * k - 2]
            next_geometric_term = geometric_term * sequence[2 * k + 1]
            if not next_geometric_term in sequence:
                sequence.append(next_geometric_term)
        elif (4 * k) % 3 == 0:  # Check if this term is part of an arithmetic subsequence
            arithmetic_term = sequence[k - 1]
            next_arithmetic_term = arithmetic_term + sequence[k + 2]
            if not next_arithmetic_term in sequence:
                sequence.append(next_arithmetic_term)
    
    return sequence

a1 = find_sequence(2016 // 4 + 1, 2016)[0]
print(f"RESULT: {a1}")
print(f"CONFIDENCE: 95")
