def count_both_participants():
    total_students = 50
    m_count = 28
    sc_count = 21
    neither_count = 6
    
    # Calculate the number of students participating in at least one activity
    either_count = total_students - neither_count
    
    # Use the principle of inclusion-exclusion to find the number of students participating in both activities
    both_participants = m_count + sc_count - either_count
    
    return both_participants

result = count_both_participants()
confidence = 100  # Assuming we have a high level of confidence based on the problem's constraints
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
