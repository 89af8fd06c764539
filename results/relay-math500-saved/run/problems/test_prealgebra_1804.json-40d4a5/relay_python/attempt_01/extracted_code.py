from collections import Counter

data = {
    'Aiken': [124, 141, 130, 143, 136],
    'Bamberg': [17, 15, 15, 14, 11],
    'Barnwell': [25, 22, 26, 28, 29],
    'Berkeley': [583, 557, 554, 553, 524],
    'Calhoun': [15, 12, 10, 18, 11],
    'Cherokee': [19, 13, 18, 13, 19],
    'Chesterfield': [46, 18, 13, 22, 29],
    'Colleton': [64, 49, 52, 46, 41]
}

all_students = sorted(sum(data[county]) for county in data)

median_value = all_students[len(all_students) // 2]

print(f"RESULT: {median_value}")
print("CONFIDENCE: 100")
