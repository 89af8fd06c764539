def closest_grade():
    # Attempt 1: Calculate the closest grade to 135% of the number of female bus riders
    grades = {
        '9th': {'males': 41.1, 'females': 39.4},
        '10th': {'males': 34.4, 'females': 33.1},
        '11th': {'males': 20.6, 'females': 13.8},
        '12th': {'males': 11.6, 'females': 8.6}
    }
    
    closest_grade = None
    min_difference = float('inf')
    
    for grade, data in grades.items():
        male_percentage = data['males']
        female_percentage = data['females']
        
        difference = abs(135 * female_percentage - male_percentage)
        
        if difference < min_difference:
            min_difference = difference
            closest_grade = grade
            
    return closest_grade

# Attempt 1: Print observations and RESULT
print(f"RESULT: {closest_grade}")
print("CONFIDENCE: 90")  # This is an estimate based on the problem description and the given data.
