def closest_grade():
    male_riders = {
        9: 0.411,
        10: 0.344,
        11: 0.206,
        12: 0.116
    }
    
    female_riders = {
        9: 0.394,
        10: 0.331,
        11: 0.138,
        12: 0.086
    }
    
    closest_grade = None
    smallest_difference = float('inf')
    
    for grade in male_riders:
        diff = abs(135 * female_riders[grade] - male_riders[grade])
        if diff < smallest_difference:
            smallest_difference = diff
            closest_grade = grade
    
    return closest_grade, round(smallest_difference * 100)

result, confidence = closest_grade()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
