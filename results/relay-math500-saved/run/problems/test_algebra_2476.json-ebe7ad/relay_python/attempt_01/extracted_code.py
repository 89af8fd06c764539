def fair_representatives(enrollments, total_grades):
    # The sum of enrollments should be a multiple of the total number of grades
    if (enrollments[0] + enrollments[1]) % total_grades != 0:
        return "Error: Enrollments do not sum to a multiple of total grades"
    
    # Calculate the fair representation for each grade
    fair_rep = (enrollments[0] + enrollments[1]) // total_grades
    
    # Check if the calculated fair representation is within the range of possible representatives
    if fair_rep < 0 or fair_rep > total_grades:
        return "Error: Fair representation out of range"
    
    return fair_rep

enrollments = [520, 650]
total_grades = 2
result = fair_representatives(enrollments, total_grades)
print(f"RESULT: {result}")
print(f"CONFIDENCE: 100")
