def find_a1(a_1, a_3):
    if a_1 == 1:
        return 2016
    
    for k in range(1, 13):
        subseq1 = [a_1 + 2*k-2, a_1 + 2*k-1, a_1 + 2*k]
        subseq2 = [subseq1[1], subseq1[2], subseq1[0] + 2]
        
        if not all(i < j for i in subseq1) or not all(i < j for i in subseq2):
            continue
        
        if (subseq2[1] - subseq2[0]) != (subseq2[2] - subseq2[1]):
            continue
        
        return a_1 + 4*k
    
    raise ValueError("No solution found")

# Test the function with the given input
a_1 = find_a1(1, 2016)
print(f"a_1: {a_1}")
